import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ContractList, SignEligibility, SignInfo } from '../../../src/domain/api/sign';
import { answer, recordedData } from '../handlers';
import { answering, failingOn, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import { answeringUnphotographed } from '../support/messages';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Contracts', ...screenMeta('/mySignInfo') };
type Story = StoryObj<ScreenArgs>;

/** The author's contracts (`sign.contracts`) are listed here; `/mySignInfo` shows one work's, named by `book_id`. */
const CONTRACTS = '/mySignUp';

/** A work's signed information with no work named in the address: where to choose one. */
export const SignedInformation: Story = {
  play: async (context) => {
    await showsHeading('contract.info.title')!(context);
    const locale = String(context.globals.locale ?? 'en');
    const screen = within(context.canvasElement);
    await expect(screen.getByRole('heading', { level: 2, name: text('contract.apply.noBook', locale) })).toBeVisible();
    await expect(screen.getByRole('link', { name: text('contract.apply.toMyWorks', locale) })).toHaveAttribute('href', '/mywork');
  },
};
/** The demo's signed work, as sign.info answers for it: its contract (built from the recorded sign.contracts). */
const contract = recordedData<ContractList>('/v1/sign.contracts').list[0];
const signInfo: SignInfo = { book: contract.book, application: null, contract };

/** One work's signed information: its contract, its terms and what can be done with it. */
export const SignedWork: Story = {
  args: { path: `/mySignInfo?book_id=${contract.book.id}` },
  ...answering(answer('/v1/sign.info', signInfo)),
  play: async (context) => {
    await showsHeading('contract.info.title')!(context);
    await expect(await within(context.canvasElement).findByText(contract.contract_no, { exact: false })).toBeVisible();
  },
};
/** No contract yet: the way to My Works. */
export const NoContracts: Story = {
  args: { path: CONTRACTS },
  ...answering(answer('/v1/sign.contracts', { list: [] })),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: text('contract.list.empty', locale) }, { timeout: 15_000 })).toBeVisible();
  },
};
/** The contracts have not answered yet. */
export const Loading: Story = {
  args: { path: CONTRACTS },
  ...loadingOn(/sign\.contracts$/),
  play: async (context) => {
    await showsHeading('contract.list.title')!(context);
    const locale = String(context.globals.locale ?? 'en');
    await expect((await within(context.canvasElement).findAllByLabelText(text('common.loading', locale), {}, { timeout: 15_000 }))[0]).toBeVisible();
  },
};
/** The contracts could not be loaded: the error, with a retry. */
export const LoadFailed: Story = {
  args: { path: CONTRACTS },
  ...failingOn(/sign\.contracts$/),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 2, name: text('contract.loadFailed', locale) }, { timeout: 15_000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: text('common.retry', locale) })).toBeEnabled();
  },
};
/** Applying for a contract, for a work whose application was approved: where it stands, and the way to its contract. */
export const Application: Story = {
  args: { path: '/signing?original_book_id=2' },
  play: async (context) => {
    await showsHeading('contract.apply.title')!(context);
    const locale = String(context.globals.locale ?? 'en');
    await expect(await within(context.canvasElement).findByRole('link', { name: text('contract.tracker.seeContract', locale) }, { timeout: 15_000 })).toHaveAttribute('href', '/mySignInfo?book_id=2');
  },
};
/** The author's contracts, each with its status, key terms and history. */
export const MySignUp: Story = { args: { path: CONTRACTS }, play: showsHeading('contract.list.title') };

const eligibility = recordedData<SignEligibility>('/v1/sign.eligibility', { original_book_id: '2' });

/**
 * A work that has not applied yet and is short of the threshold: the checklist says what is
 * missing, each missing line linked to its fix, and says nothing of a guardian to an adult (not
 * photographed).
 */
export const ChecklistLinksToFixes: Story = {
  args: { path: '/signing?original_book_id=2' },
  ...answeringUnphotographed(
    answer('/v1/sign.eligibility', {
      ...eligibility,
      application: null,
      can_apply: false,
      checks: eligibility.checks.map((c) => (c.id === 'open_application' ? { ...c, ok: true } : c)),
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const checklist = await within(canvasElement).findByRole('region', { name: text('contract.checklist.label', locale) }, { timeout: 15_000 });
    // The demo author is an adult: every line but the guardian's.
    await expect(eligibility.minor).toBe(false);
    await expect(within(checklist).getAllByRole('listitem')).toHaveLength(eligibility.checks.filter((c) => c.id !== 'guardian').length);
    await expect(within(checklist).queryByText(text('contract.checklist.guardian', locale))).toBeNull();
    // Too few words: the way to the work's chapters.
    await expect(within(checklist).getByRole('link', { name: text('contract.checklist.wordsFix', locale) })).toHaveAttribute('href', `/mywork/manageworks/${eligibility.book.id}`);
  },
};
