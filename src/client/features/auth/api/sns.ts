import useSWR from 'swr';
import type { SnsPlatform, TokenResponse } from '../../../../domain/api/session';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const snsKey: ApiKey = ['/v1/user.sns'];
/** The social platforms the server signs in with (none configured: an empty list). */
export const useSnsPlatforms = () => useSWR<{ list: SnsPlatform[] }>(snsKey, { revalidateOnFocus: false });

export const getOauthUrl = (query: { sns_platform: string; callback: string; from_site?: number }) =>
  http.get<{ url: string; state: string }>('/v1/user.oauthUrl', query);

/** The portal's social login call: sns_platform, code, callback, from_site → token. */
export const snsLogin = (body: { sns_platform: string; code: string; state: string; iss?: string; callback: string; from_site?: number }) =>
  http.post<TokenResponse>('/v1/user.sns_login', body);
