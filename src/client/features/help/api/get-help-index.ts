import useSWR from 'swr';
import type { HelpIndex } from '../../../../domain/api/help';

export const useHelpIndex = () => useSWR<HelpIndex>(['/v1/help.list']);
