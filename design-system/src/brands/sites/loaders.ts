import type { Brand } from '../types';

/** A site brand's key and site ids, and its module, loaded only when a page of that site needs it. */
export interface SiteBrandLoader {
  key: string;
  siteIds: readonly number[];
  load: () => Promise<Brand>;
}

/**
 * Every site brand by site id, ordered as `siteBrands` in `index.ts`. The portal's first load carries
 * only the default brand; the brand of the author's site arrives with the page's other first files.
 * The key and ids repeat the brand file's: `brand-contrast.test.ts` checks they agree.
 */
export const siteBrandLoaders: readonly SiteBrandLoader[] = [
  { key: 'inkwell', siteIds: [500], load: () => import('./inkwell').then((m) => m.inkwellBrand) },
  { key: 'quillbrook', siteIds: [501], load: () => import('./quillbrook').then((m) => m.quillbrookBrand) },
  { key: 'moonlit-pages', siteIds: [502], load: () => import('./moonlit-pages').then((m) => m.moonlitPagesBrand) },
  { key: 'fablewind', siteIds: [503], load: () => import('./fablewind').then((m) => m.fablewindBrand) },
  { key: 'emberleaf', siteIds: [504], load: () => import('./emberleaf').then((m) => m.emberleafBrand) },
  { key: 'crimson-quire', siteIds: [505], load: () => import('./crimson-quire').then((m) => m.crimsonQuireBrand) },
  { key: 'fernpage', siteIds: [506], load: () => import('./fernpage').then((m) => m.fernpageBrand) },
  { key: 'goldspire', siteIds: [507], load: () => import('./goldspire').then((m) => m.goldspireBrand) },
  { key: 'tidewell-tales', siteIds: [508], load: () => import('./tidewell-tales').then((m) => m.tidewellTalesBrand) },
  { key: 'lantern-lane', siteIds: [509], load: () => import('./lantern-lane').then((m) => m.lanternLaneBrand) },
  { key: 'rosewood-tales', siteIds: [510], load: () => import('./rosewood-tales').then((m) => m.rosewoodTalesBrand) },
  { key: 'starloom', siteIds: [511], load: () => import('./starloom').then((m) => m.starloomBrand) },
  { key: 'mossbound', siteIds: [512], load: () => import('./mossbound').then((m) => m.mossboundBrand) },
  { key: 'slate-and-sable', siteIds: [515], load: () => import('./slate-and-sable').then((m) => m.slateAndSableBrand) },
  { key: 'plum-hollow', siteIds: [520], load: () => import('./plum-hollow').then((m) => m.plumHollowBrand) },
  { key: 'jade-scroll', siteIds: [525], load: () => import('./jade-scroll').then((m) => m.jadeScrollBrand) },
  { key: 'thistledown', siteIds: [530], load: () => import('./thistledown').then((m) => m.thistledownBrand) },
  { key: 'hearthside', siteIds: [540], load: () => import('./hearthside').then((m) => m.hearthsideBrand) },
  { key: 'scarlet-sparrow', siteIds: [550], load: () => import('./scarlet-sparrow').then((m) => m.scarletSparrowBrand) },
  { key: 'willowmere', siteIds: [566], load: () => import('./willowmere').then((m) => m.willowmereBrand) },
];
