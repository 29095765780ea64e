import useSWR from 'swr';
import type { WelfarePrograms } from '../../domain/api/welfare';
import type { ApiKey } from '../lib/swr';

export const programsKey: ApiKey = ['/v1/welfare.programs'];
/** The site's programs with live progress from the author's releases. */
export const useWelfarePrograms = () => useSWR<WelfarePrograms>(programsKey);
