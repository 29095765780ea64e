import { http } from '../../../lib/http';

export const getOauthUrl = (query: { sns_platform: string; callback: string; from_site?: number }) =>
  http.get<{ url: string; state: string }>('/v1/user.oauthUrl', query);
