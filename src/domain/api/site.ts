/** Wire types of the site's configuration and policy. */
import Type, { type Static } from 'typebox';

const Range = Type.Object({ min: Type.Integer({ examples: [1] }), max: Type.Integer({ examples: [20] }) });

/** GET /v1/site.policy: the limits in force for a site. */
export const SitePolicyWire = Type.Object({
  bookTitleWords: Range,
  chapterTitleWords: Range,
  chapterContentWords: Range,
  imageMaxBytes: Type.Integer({ description: 'bytes', examples: [102400] }),
  smallImageMaxBytes: Type.Integer({ description: 'bytes, for the uploads limited to 50 kb', examples: [51200] }),
  signingWordThreshold: Type.Integer({ description: 'a work must exceed this many words before a contract can be applied for', examples: [30000] }),
  signingReviewDays: Type.Integer({ description: 'days an editor has to review a contract application', examples: [14] }),
  signingReapplyDays: Type.Integer({ description: 'days after a rejected application before the work may be put forward again', examples: [30] }),
  payeeCoolingOffDays: Type.Integer({ description: 'days payouts wait after the author changes their payee details', examples: [7] }),
});
export type { SitePolicy } from '../limits';

export const SiteConfig = Type.Object({ mobile_login_url: Type.String({ description: 'where phones are sent', examples: ['https://m.example/author/login'] }) });
export type SiteConfig = Static<typeof SiteConfig>;
