import useSWR from 'swr';
import type { SnsPlatform } from '../../../../domain/api/session';
import type { ApiKey } from '../../../lib/swr';

export const snsKey: ApiKey = ['/v1/user.sns'];
/** The social platforms the server signs in with (none configured: an empty list). */
export const useSnsPlatforms = () => useSWR<{ list: SnsPlatform[] }>(snsKey, { revalidateOnFocus: false });
