import useSWR from 'swr';
import type { WritingCalendar } from '../../../../domain/api/chapters';
import type { ApiKey } from '../../../lib/swr';

export const useWritingCalendar = (query: { from: string; to: string; tz: string }) => useSWR<WritingCalendar>(['/v1/writeCenter.writingCalendar', query] as ApiKey);
