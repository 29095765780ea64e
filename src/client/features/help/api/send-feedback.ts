import { http } from '../../../lib/http';

/** The article says itself when the answer could not be saved: no toast besides. */
export const sendFeedback = (slug: string, helpful: boolean) => http.quietPost<void>('/v1/help.feedback', { slug, helpful });
