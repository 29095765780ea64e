import useSWR from 'swr';
import type { AuthorProfile } from '../../domain/api/author';
import { http } from '../lib/http';
import type { ApiKey } from '../lib/swr';

export const profileKey: ApiKey = ['/v1/author.profile'];
export const getProfile = () => http.get<AuthorProfile>(profileKey[0]);
/** The author info page and dashboard figures; re-read after every edit. */
export const useProfile = (enabled = true) => useSWR<AuthorProfile>(enabled ? profileKey : null);
