/** The announcements screen's parts: the form's rules and what it shows next to each field, and the list of announcements. */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { announcementSchema } from '../../../src/domain/schemas/announcement';
import { ANNOUNCEMENT_BODY_MAX } from '../../../src/domain/announcement';
import { ApiError } from '../../../src/client/lib/http';
import { AnnouncementForm } from '../../../src/client/features/announcements/components/AnnouncementForm';
import { AnnouncementList } from '../../../src/client/features/announcements/components/AnnouncementList';
import { announcementValues, saveBody, type AnnouncementValues } from '../../../src/client/features/announcements/announcement-values';
import { ANNOUNCEMENTS } from '../../../stories/portal/announcements/announcement-fixtures';
import { portalCatalog } from '../../../stories/support/catalogs';

// jsdom has no ResizeObserver; Fluent's message bars (the form's notes) observe their width.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const en = portalCatalog('en');
const values = (extra: Partial<AnnouncementValues> = {}): AnnouncementValues => ({ ...announcementValues('en'), kind: 'milestone', body: 'Chapter 100 is out!', ...extra });

/** Each field's message id, as Formik would show them (every error at once). */
async function errors(v: AnnouncementValues): Promise<Record<string, string>> {
  try {
    await announcementSchema.validate(v, { abortEarly: false });
    return {};
  } catch (err) {
    return Object.fromEntries((err as { inner: { path: string; message: string | { id: string } }[] }).inner.map((e) => [e.path, typeof e.message === 'string' ? e.message : e.message.id]));
  }
}

function wrap(ui: React.ReactElement) {
  return render(
    <IntlProvider locale="en" messages={en} onError={() => undefined}>
      <FluentProvider theme={webLightTheme}>{ui}</FluentProvider>
    </IntlProvider>,
  );
}

describe('announcements: the form’s rules', () => {
  it('take an announcement for all novels without days, and one for a novel with its days', async () => {
    expect(await errors(values())).toEqual({});
    expect(await errors(values({ original_book_id: '3', starts_on: '2027-01-04', ends_on: '2027-01-04' }))).toEqual({});
  });

  it('ask for a kind, a language and text that is not only spaces, within the server’s length', async () => {
    expect(await errors(values({ kind: '', lang: 'xx', body: '   ' }))).toEqual({
      kind: 'validation.announcement.kind.required',
      lang: 'validation.announcement.lang.required',
      body: 'validation.announcement.body.required',
    });
    expect(await errors(values({ body: 'x'.repeat(ANNOUNCEMENT_BODY_MAX) }))).toEqual({});
    expect(await errors(values({ body: 'x'.repeat(ANNOUNCEMENT_BODY_MAX + 1) }))).toEqual({ body: 'validation.text.max' });
  });

  it('ask a hiatus for both days, and refuse a last day before the first or a day that does not exist', async () => {
    expect(await errors(values({ kind: 'hiatus' }))).toEqual({ starts_on: 'validation.announcement.hiatus.dates', ends_on: 'validation.announcement.hiatus.dates' });
    expect(await errors(values({ starts_on: '2027-01-10', ends_on: '2027-01-03' }))).toEqual({ ends_on: 'validation.announcement.endsBeforeStart' });
    expect(await errors(values({ starts_on: '2027-13-01' }))).toEqual({ starts_on: 'validation.invalid' });
  });

  it('send an announcement for all novels as no novel, and empty days as none', () => {
    expect(saveBody(values({ body: '  Hello  ' }))).toEqual({ original_book_id: null, kind: 'milestone', lang: 'en', body: 'Hello', starts_on: null, ends_on: null });
    expect(saveBody(values({ original_book_id: '3', starts_on: '2027-01-04' }), 14)).toMatchObject({ announcement_id: 14, original_book_id: 3, starts_on: '2027-01-04', ends_on: null });
  });
});

describe('announcements: the form', () => {
  const novels = [{ id: 3, title: 'Quiet Magic For Beginners' }];

  it('shows the rules next to their fields on publish, and never sends', async () => {
    let sent = 0;
    wrap(<AnnouncementForm initial={announcementValues('en', { kind: 'hiatus' })} novels={novels} onSave={async () => void sent++} onCancel={() => undefined} />);
    expect(screen.getByText(en['announcements.form.note'])).toBeTruthy();
    expect(screen.getByText(en['announcements.form.hiatusNote'])).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['announcements.form.publish'] }));
    expect(await screen.findByText(en['validation.announcement.body.required'])).toBeTruthy();
    expect(screen.getAllByText(en['validation.announcement.hiatus.dates'])).toHaveLength(2);
    expect(sent).toBe(0);
  });

  it('counts characters as they are typed', async () => {
    wrap(<AnnouncementForm initial={values({ body: '' })} novels={novels} onSave={async () => undefined} onCancel={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: en['announcements.form.body'] }), { target: { value: 'Back soon' } });
    await waitFor(() => expect(screen.getAllByText(`9 / ${ANNOUNCEMENT_BODY_MAX.toLocaleString('en')} characters`).length).toBeGreaterThan(0));
  });

  it('puts the server’s refusal next to its field and keeps what was typed', async () => {
    const refusal = 'Write what you want your readers to know (up to 2,000 characters).';
    const refuse = async () => {
      throw new ApiError(4001, 'Check the fields', { fields: { body: refusal } }, 400);
    };
    wrap(<AnnouncementForm initial={values({ body: 'Typed text' })} novels={novels} onSave={refuse} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: en['announcements.form.publish'] }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: en['announcements.form.body'] })).toHaveProperty('value', 'Typed text');
  });
});

describe('announcements: the list', () => {
  const titles = new Map([
    [3, 'Quiet Magic For Beginners'],
    [2, 'The Salt Road'],
  ]);
  const noop = () => undefined;

  it('shows them newest first with novel, kind, language, days and status; a staff withdrawal with its reason', () => {
    wrap(<AnnouncementList announcements={[...ANNOUNCEMENTS].reverse()} onRetry={noop} novelTitles={titles} onWrite={noop} onEdit={noop} onWithdraw={noop} />);
    const items = within(screen.getByRole('list', { name: en['announcements.list.title'] })).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['live', 'live', 'withdrawn', 'withdrawn']);
    const hiatus = items[0].textContent ?? '';
    expect(hiatus).toContain('Quiet Magic For Beginners');
    expect(hiatus).toContain(en['announcements.kind.hiatus']);
    expect(hiatus).toContain('English');
    expect(hiatus).toContain('Dec 24 – Jan 4, 2027');
    expect(items[1].textContent).toContain(en['announcements.list.allNovels']);
    expect(within(items[2]).getByRole('note').textContent).toBe(`Withdrawn by the platform: ${ANNOUNCEMENTS[2].withdrawn_reason}`);
    expect(items[3].textContent).toContain('Español');
    expect(items[3].textContent).toContain('from Dec 1');
    // Only a live one can be edited or withdrawn.
    expect(within(items[0]).getByRole('button', { name: 'Withdraw the announcement for Quiet Magic For Beginners' })).toBeTruthy();
    expect(within(items[2]).queryByRole('button')).toBeNull();
  });

  it('says when there are none, with a way to write the first, and offers a retry when they failed', () => {
    let wrote = 0;
    let retried = 0;
    const { unmount } = wrap(<AnnouncementList announcements={[]} onRetry={noop} novelTitles={titles} onWrite={() => void wrote++} onEdit={noop} onWithdraw={noop} />);
    expect(screen.getByRole('heading', { name: en['announcements.list.empty'] })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['announcements.page.write'] }));
    expect(wrote).toBe(1);
    unmount();
    wrap(<AnnouncementList announcements={undefined} error={new ApiError(5000, 'The server had a problem.')} onRetry={() => void retried++} novelTitles={titles} onWrite={noop} onEdit={noop} onWithdraw={noop} />);
    expect(screen.getByRole('heading', { name: en['announcements.list.loadFailed'] })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    expect(retried).toBe(1);
  });
});
