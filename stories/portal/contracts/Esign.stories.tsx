import type { StoryObj } from '@storybook/react-vite';
import { IntlMessageFormat } from 'intl-messageformat';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { ContractList, SigningSession } from '../../../src/domain/api/sign';
import { recording, recordedData, success } from '../handlers';
import { answering, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import { message } from '../support/messages';
import { langOf, serverText } from '../support/server-text';
import type { ScreenArgs } from '../support/ScreenStory';

// The author's signing link, as the signing dialog frames it (a doc comment here would replace the meta's parameters).
export default { title: 'Screens/Contract signing', ...screenMeta('/esign/story-signing-token') };
type Story = StoryObj<ScreenArgs>;

const SESSION = /\/v1\/sign\.session$/;

/** The contract's own catalogs, which the server fills the clauses and key terms from. */
const contractCatalogs = import.meta.glob<Record<string, string>>('../../../src/server/modules/contract/document/i18n/*.json', { eager: true, import: 'default' });
const contractCatalog = (lang: string) =>
  (Object.entries(contractCatalogs).find(([path]) => path.endsWith(`/${lang}.json`)) ?? Object.entries(contractCatalogs).find(([path]) => path.endsWith('/en.json'))!)[1];

/** The demo's contract (as sign.contracts recorded it), here still waiting for the author's signature. */
const contract = recordedData<ContractList>('/v1/sign.contracts').list[0];
const platform = contract.parties.find((p) => p.role === 'platform')!.name;
/** The author's legal name: the signing page shows it in full to the author's own sign-in. */
const LEGAL_NAME = 'Marisol Quill';

/**
 * sign.session in `lang`, as the server builds it from the contract's catalog: the clauses that
 * apply, in their order (the first paid chapter's only with one, the guardian's only with a guardian), and the key terms.
 */
function session(lang: string, signed = false): SigningSession {
  const catalog = contractCatalog(lang);
  // A prepared contract has its terms.
  const terms = contract.terms!;
  const values = {
    platform,
    title: contract.book.title,
    bookId: String(contract.book.id),
    years: terms.term_years,
    percent: terms.revenue_share,
    chapter: String(terms.first_paid_chapter ?? ''),
    author: LEGAL_NAME,
  };
  const t = (id: string) => String(new IntlMessageFormat(catalog[id] ?? contractCatalog('en')[id], lang).format(values));
  const applies = (id: string) => (id === 'first_paid_chapter' ? terms.first_paid_chapter !== null : id !== 'guardian_consent');
  const variant = (id: string) => (id === 'grant' ? `.${terms.type}` : '');
  const clauseIds = Object.keys(contractCatalog('en'))
    .map((key) => /^clause\.(\w+)\.title$/.exec(key)?.[1])
    .filter((id): id is string => id !== undefined && applies(id));
  return {
    contract_no: contract.contract_no,
    role: 'author',
    signer: LEGAL_NAME,
    author_pen_name: contract.parties.find((p) => p.role === 'author')!.name,
    work_title: contract.book.title,
    platform,
    lang,
    clauses: clauseIds.map((id) => ({ id, title: t(`clause.${id}.title`), text: t(`clause.${id}.text${variant(id)}`), summary: t(`clause.${id}.summary${variant(id)}`) })),
    key_terms: [
      { id: 'term', label: t('keyTerm.term'), value: t('keyTerm.term.value') },
      { id: 'exclusivity', label: t('keyTerm.exclusivity'), value: t(`keyTerm.exclusivity.${terms.type}`) },
      { id: 'rights', label: t('keyTerm.rights'), value: t('keyTerm.rights.value') },
      { id: 'revenue_share', label: t('keyTerm.revenue_share'), value: t('keyTerm.revenue_share.value') },
      { id: 'termination', label: t('keyTerm.termination'), value: t('keyTerm.termination.value') },
      {
        id: 'first_paid_chapter',
        label: t('keyTerm.first_paid_chapter'),
        value: t(terms.first_paid_chapter === null ? 'keyTerm.first_paid_chapter.none' : 'keyTerm.first_paid_chapter.value'),
      },
    ],
    // A week after it was mailed, which was when the demo was recorded.
    expires_at: new Date(Date.parse(recording.recordedAt) + 7 * 86_400_000).toISOString(),
    signed,
    code_required: false,
    code_sent_to: null,
  };
}

const sessionAnswer = (signed = false) => answering(http.get(SESSION, ({ request }) => success(session(langOf(request), signed))));
const localeOf = (globals: Record<string, unknown>) => String(globals.locale ?? 'en');

/** The contract as the author reads it before signing: key terms, each clause with its plain words, and the signature. */
export const Signing: Story = {
  parameters: {
    ...sessionAnswer().parameters,
  },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const screen = within(canvasElement);
    const heading = await screen.findByRole('heading', { level: 1, name: message('esign.title', locale, { number: contract.contract_no }) }, { timeout: 15_000 });
    await expect(heading).toBeVisible();
    await expect(screen.getByRole('button', { name: text('esign.sign', locale) })).toBeVisible();
  },
};
/** The session has not answered yet. */
export const Loading: Story = {
  ...loadingOn(SESSION),
  play: async ({ canvasElement, globals }) => {
    await expect((await within(canvasElement).findAllByLabelText(text('common.loading', localeOf(globals)), {}, { timeout: 15_000 }))[0]).toBeVisible();
  },
};
/** A link that cannot be used (signed with, replaced, or expired): refused as the server refuses it, 4001 on the token. */
export const LinkInvalid: Story = {
  ...answering(
    http.get(SESSION, ({ request }) => {
      const refusal = serverText('validation.link.invalid', langOf(request));
      return HttpResponse.json({ code: 4001, desc: refusal, data: { fields: { token: refusal } } }, { status: 400 });
    }),
  ),
  play: showsHeading('esign.invalid'),
};
/** The server could not be reached: the error, with a retry. */
export const LoadFailed: Story = {
  ...answering(http.get(SESSION, () => HttpResponse.error())),
  play: async (context) => {
    await showsHeading('http.error.network')!(context);
    await expect(within(context.canvasElement).getByRole('button', { name: text('common.retry', localeOf(context.globals)) })).toBeEnabled();
  },
};
/** The author signed with this link before: said, instead of the contract. */
export const AlreadySigned: Story = { ...sessionAnswer(true), play: showsHeading('esign.signed') };
