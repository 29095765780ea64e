/**
 * The name each site's brand goes by, for what the server writes in it: mails, notices, contracts.
 * The design system's brand registry (design-system/src/brands) holds the same names with the
 * colours and logos; the server may not import it, so the names repeat here and
 * `tests/unit/design-system/brand-names.test.ts` checks that the two agree.
 */
import { parseSiteId } from './sites';

/**
 * The product's own name: an account from no site, or from a site without a brand of its own.
 * Spelled as the default brand spells it on screen, so a mail, a notice and the portal agree.
 */
export const DEFAULT_BRAND_NAME = "Writers' Center";

const BRAND_NAMES: Readonly<Record<number, string>> = {
  500: 'Inkwell',
  501: 'Quillbrook',
  502: 'Moonlit Pages',
  503: 'Fablewind',
  504: 'Emberleaf',
  505: 'Crimson Quire',
  506: 'Fernpage',
  507: 'Goldspire',
  508: 'Tidewell Tales',
  509: 'Lantern Lane',
  510: 'Rosewood Tales',
  511: 'Starloom',
  512: 'Mossbound',
  515: 'Slate & Sable',
  520: 'Plum Hollow',
  525: 'Jade Scroll',
  530: 'Thistledown',
  540: 'Hearthside Stories',
  550: 'Scarlet Sparrow',
  566: 'Willowmere',
};

/** The brand name of an account's site (`users.from_site`): the default for none or an unknown one. */
export function brandNameOfSite(site: number | string | null | undefined): string {
  const id = parseSiteId(site);
  return (id !== undefined && BRAND_NAMES[id]) || DEFAULT_BRAND_NAME;
}
