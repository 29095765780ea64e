/**
 * The contract screens a new author meets, in jsdom on the recorded demo (the stories' MSW
 * handlers, one call changed per case): the checklist before applying, and answering an editor's
 * request for information.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { answer, recordedData, success } from '../../../stories/portal/handlers';
import type { SignApplicationValues, SignEligibility, SignInfo } from '../../../src/domain/api/sign';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
const server = screenServer();

const eligibility = recordedData<SignEligibility>('/v1/sign.eligibility', { original_book_id: '2' });
/** A work that has not applied yet: the checklist shows. */
const notApplied = (minor: boolean): SignEligibility => ({
  ...eligibility,
  minor,
  application: null,
  checks: eligibility.checks.map((c) => (c.id === 'open_application' ? { ...c, ok: true } : c)),
});

const checklist = () => screen.findByRole('region', { name: en['contract.checklist.label'] }, { timeout: 15_000 });

describe('the contract checklist', { timeout: 30_000 }, () => {
  it('tells an adult nothing about a guardian', async () => {
    server.use(answer('/v1/sign.eligibility', notApplied(false)));
    render(<ScreenStory path="/signing?original_book_id=2" locale="en" colorMode="light" />);
    const list = await checklist();
    expect(within(list).getAllByRole('listitem')).toHaveLength(eligibility.checks.length - 1);
    expect(within(list).queryByText(en['contract.checklist.guardian'])).toBeNull();
  });

  it('tells a minor that a parent or guardian applies and signs with them', async () => {
    server.use(answer('/v1/sign.eligibility', notApplied(true)));
    render(<ScreenStory path="/signing?original_book_id=2" locale="en" colorMode="light" />);
    const list = await checklist();
    expect(within(list).getAllByRole('listitem')).toHaveLength(eligibility.checks.length);
    expect(within(list).getByText(en['contract.checklist.guardian'])).toBeVisible();
  });
});

/** An application the editor asked about: the address again, with the note; the rest is on file. */
const asked: SignEligibility = {
  ...eligibility,
  can_apply: false,
  application: { ...eligibility.application!, status: 'info_requested', step: 'review', info_request: 'The address lacks the postal code.', info_fields: ['address'] },
};
const onFile: SignInfo = {
  book: { id: 2, title: eligibility.book.title },
  application: {
    ...asked.application!,
    truename: '••••••••••••••ntos',
    id_type: 'id_card',
    IDcard: '••••••••5678',
    address: '•••••••••••••••••••••••••City',
    mobile: '••••••••••••4567',
    facebook: '•••••••••••••••••••••••••ites',
    monthly_words: 60000,
    estimated_words: 800000,
    guardian: null,
    photos: { front: true, back: true, guardian: false },
  },
  contract: null,
};
const clear: SignApplicationValues = {
  truename: 'Maria Clara Santos',
  IDcard: 'PH 1234 5678',
  address: '12 Mabini Street, Quezon City',
  mobile: '+63 917 123 4567',
  facebook: 'facebook.com/mariaclarawrites',
  guardian_truename: null,
  guardian_email: null,
  guardian_mobile: null,
  guardian_IDcard: null,
};

describe('answering the editor’s request for information', { timeout: 60_000 }, () => {
  function serve() {
    const sent: Record<string, unknown>[] = [];
    const revealed: Record<string, unknown>[] = [];
    server.use(
      answer('/v1/sign.eligibility', asked),
      answer('/v1/sign.info', onFile),
      http.post(/\/v1\/sign\.addInfo$/, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return success({ application: { ...asked.application!, status: 'pending', info_fields: [] } });
      }),
      http.post(/\/v1\/sign\.reveal$/, async ({ request }) => {
        revealed.push((await request.json()) as Record<string, unknown>);
        return success(clear);
      }),
    );
    return { sent, revealed };
  }
  const form = () => screen.findByRole('form', { name: en['contract.form.resubmit'] }, { timeout: 15_000 });
  const change = (field: string) => en['contract.answer.changeField'].replace('{field}', field);

  it('asks only for what the editor named, shows the rest masked, and sends only that', async () => {
    const user = userEvent.setup();
    const { sent } = serve();
    render(<ScreenStory path="/signing?original_book_id=2" locale="en" colorMode="light" />);
    const answerForm = await form();
    // Asked: open and empty. Kept: masked, never an empty box to type again.
    const address = within(answerForm).getByRole('textbox', { name: new RegExp(en['contract.form.address']) });
    expect(address).toHaveValue('');
    expect(within(answerForm).getByText(en['contract.answer.asked'])).toBeVisible();
    expect(within(answerForm).queryByRole('textbox', { name: new RegExp(en['contract.form.truename']) })).toBeNull();
    expect(within(answerForm).getByText(onFile.application!.truename)).toBeVisible();
    expect(within(answerForm).getByText(onFile.application!.IDcard)).toBeVisible();
    expect(within(answerForm).getAllByText(en['contract.answer.photoOnFile'])).toHaveLength(2);
    expect(within(answerForm).getByRole('button', { name: change(en['contract.form.truename']) })).toBeVisible();

    // Sending without the asked field says so on the field, and sends nothing.
    await user.click(within(answerForm).getByRole('button', { name: en['contract.form.resubmit'] }));
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(sent).toEqual([]);

    await user.type(address, '12 Mabini Street, Quezon City 1100');
    // The author may correct another value too; it opens empty (what is on file stays masked).
    await user.click(within(answerForm).getByRole('button', { name: change(en['contract.form.mobile']) }));
    const mobile = within(answerForm).getByRole('textbox', { name: new RegExp(en['contract.form.mobile']) });
    expect(mobile).toHaveValue('');
    await user.type(mobile, '+63 917 123 9999');
    await user.click(within(answerForm).getByRole('button', { name: en['contract.form.resubmit'] }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ original_book_id: 2, address: '12 Mabini Street, Quezon City 1100', mobile: '+63 917 123 9999' });
  });

  // The password dialog's code loads on first use (loadable's own tests cover that): here it is in from the start.
  beforeAll(async () => {
    await import('../../../src/client/lib/PasswordDialogView');
  }, 60_000);

  it('shows what is on file in clear after the password, and a change starts from it', async () => {
    const user = userEvent.setup();
    const { sent, revealed } = serve();
    render(<ScreenStory path="/signing?original_book_id=2" locale="en" colorMode="light" />);
    const answerForm = await form();
    await user.click(within(answerForm).getByRole('button', { name: en['contract.answer.reveal'] }));
    // One click: a second one while the modal opens would land outside it and close it.
    // Fluent's focus manager keeps a modal aria-hidden until the focus has entered it, and jsdom
    // does not always move it there in time (caught in full runs: the surface open, yet hidden). The
    // dialog's accessibility is checked in the browser (its stories' axe run, the payee e2e).
    const dialog = await screen.findByRole('dialog', { hidden: true }, { timeout: 45_000 });
    await user.type(within(dialog).getByLabelText(new RegExp(en['common.passwordDialog.password'])), 'long-enough-password');
    await user.click(within(dialog).getByRole('button', { name: en['common.passwordDialog.confirm'] }));
    await waitFor(() => expect(revealed).toEqual([{ original_book_id: 2, password: 'long-enough-password' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(answerForm).getByText(clear.truename)).toBeVisible();
    // The asked field starts from what is on file, to be completed rather than typed again.
    expect(await within(answerForm).findByRole('textbox', { name: new RegExp(en['contract.form.address']) })).toHaveValue(clear.address);
    await user.click(within(answerForm).getByRole('button', { name: change(en['contract.form.truename']) }));
    const name = within(answerForm).getByRole('textbox', { name: new RegExp(en['contract.form.truename']) });
    expect(name).toHaveValue(clear.truename);
    // Back to what is on file: not sent.
    await user.click(within(answerForm).getByRole('button', { name: en['contract.answer.keepField'].replace('{field}', en['contract.form.truename']) }));
    await user.type(within(answerForm).getByRole('textbox', { name: new RegExp(en['contract.form.address']) }), ' 1100');
    await user.click(within(answerForm).getByRole('button', { name: en['contract.form.resubmit'] }));
    await waitFor(() => expect(sent).toEqual([{ original_book_id: 2, address: '12 Mabini Street, Quezon City 1100' }]));
  });
});
