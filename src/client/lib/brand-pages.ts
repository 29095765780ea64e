/**
 * The brand's own site pages the side menu opens ("Writer Benefits" and "Contests" open
 * an external site page). Each brand's public site lives at its key; the default brand's at
 * writers-center. The domains are invented (.example is reserved for that).
 */
export type BrandPage = 'benefits' | 'contests';

export const brandPageUrl = (brandKey: string, page: BrandPage) => `https://${brandKey === 'default' ? 'writers-center' : brandKey}.example/writers/${page}`;
