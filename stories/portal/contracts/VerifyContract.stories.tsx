import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ContractList, VerifyResult } from '../../../src/domain/api/sign';
import { failure, recordedData, success } from '../handlers';
import { answering, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import { langOf, serverText } from '../support/server-text';
import type { ScreenArgs } from '../support/ScreenStory';
import { onePictureModes } from '../../../.storybook/modes';

// Anyone's check of a contract PDF, with no sign-in (a doc comment here would replace the meta's parameters).
export default { title: 'Screens/Verify a contract', ...screenMeta('/verify', { args: { path: '/verify', signedIn: false } }) };
type Story = StoryObj<ScreenArgs>;

const VERIFY = /\/v1\/sign\.verify$/;
const localeOf = (globals: Record<string, unknown>) => String(globals.locale ?? 'en');

/** The demo's completed contract, whose sealed PDF the stories check. */
const contract = recordedData<ContractList>('/v1/sign.contracts').list[0];
/** A PDF's first bytes: what the page sends is the file as it is. */
const pdf = () => new File(['%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n'], `${contract.contract_no}.pdf`, { type: 'application/pdf' });

/** The file's SHA-256 in hex, as the server reports it. */
const sha256 = async (body: ArrayBuffer) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', body))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** sign.verify for the demo's contract: sealed here, unchanged, on record and in force. */
const genuine = http.post(VERIFY, async ({ request }) =>
  success({
    sealed: true,
    intact: true,
    ours: true,
    known: true,
    contract_no: contract.contract_no,
    pen_name: contract.parties.find((p) => p.role === 'author')!.name,
    work_title: contract.book.title,
    signed_at: contract.signed_at,
    sealed_at: contract.completed_at,
    status: contract.status,
    warning: null,
    sha256: await sha256(await request.arrayBuffer()),
  } satisfies VerifyResult),
);

/** Chooses the contract's PDF, as the "Choose a PDF" button's file dialog would. */
const choosePdf: Story['play'] = async (context) => {
  await showsHeading('verify.title')!(context);
  await userEvent.upload(within(context.canvasElement).getByLabelText(text('verify.choose', localeOf(context.globals))), pdf());
};

/**
 * A state reached by choosing a file: photographed in English light only (a remount would show the
 * empty page again).
 */
const afterChoosing = { screenshotVariants: false, chromatic: { modes: onePictureModes } };

/** Where a PDF is dropped or chosen, and what the check tells. */
export const Verify: Story = { play: showsHeading('verify.title') };
/** The file is being checked. */
export const Checking: Story = {
  parameters: { ...loadingOn(VERIFY).parameters, ...afterChoosing },
  play: async (context) => {
    await choosePdf(context);
    await expect(await within(context.canvasElement).findByText(text('verify.checking', localeOf(context.globals)))).toBeVisible();
  },
};
/** The contract is genuine and unchanged: for whom, when sealed, and the file's fingerprint. */
export const Genuine: Story = {
  parameters: { ...answering(genuine).parameters, ...afterChoosing },
  play: async (context) => {
    await choosePdf(context);
    const verdict = await within(context.canvasElement).findByRole('heading', { level: 2, name: text('verify.genuine', localeOf(context.globals)) }, { timeout: 15_000 });
    await expect(verdict).toBeVisible();
  },
};
/** The server could not check the file: its answer, with the way to choose it again. */
export const CheckFailed: Story = {
  parameters: { ...answering(http.post(VERIFY, ({ request }) => failure(5000, serverText('error.internal', langOf(request))))).parameters, ...afterChoosing },
  play: async (context) => {
    await choosePdf(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent(serverText('error.internal', localeOf(context.globals)));
  },
};
