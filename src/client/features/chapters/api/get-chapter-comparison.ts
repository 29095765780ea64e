import useSWR from 'swr';
import type { ChapterComparison, RELEASED_VERSION } from '../../../../domain/api/chapters';
import type { DocDiffPart } from '../../../../domain/diff';
import type { ApiKey } from '../../../lib/swr';

/** A stored side of a comparison: a saved version's number, or the text readers see. */
export type StoredVersion = number | typeof RELEASED_VERSION;
/** The server's comparison of two stored sides, its parts as the diff view reads them (a formatted part always has both formats). */
export const useChapterCompare = (id: number, from: StoredVersion | undefined, to: StoredVersion | undefined) =>
  useSWR<ChapterComparison>(from !== undefined && to !== undefined ? (['/v1/writeCenter.chapterCompare', { original_chapter_id: id, from, to }] as ApiKey) : null);
export const comparedParts = (parts: ChapterComparison['parts']): DocDiffPart[] =>
  parts.map((p) => (p.kind === 'formatted' ? { kind: 'formatted', text: p.text, before: p.before ?? [], after: p.after ?? [] } : { kind: p.kind, text: p.text }));
