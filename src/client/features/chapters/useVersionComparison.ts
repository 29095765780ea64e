import * as React from 'react';
import useSWR from 'swr';
import type { ChapterVersionEntry } from '../../../domain/api/chapters';
import type { ChapterDoc } from '../../../domain/chapter-doc';
import { diffChapterDocs, diffStats, diffText, type DocDiffPart } from '../../../domain/diff';
import { comparedParts, useChapterCompare } from './api/get-chapter-comparison';
import { getVersion } from './api/get-chapter-version';

/** The list's value for the released text (versions are numbers). */
export const RELEASED = 'released';
/** The other side's value for the text in the editor, saved or not. */
export const NOW = 'now';
export type Stored = number | typeof RELEASED;
export type Side = Stored | typeof NOW;

/** What readers see of a live chapter whose edit is not released yet (waiting for review, or refused). */
export interface ReleasedText {
  title: string;
  content: string;
  words: number;
  /** its document, when the chapter has one: formatting changes are then compared too */
  doc?: ChapterDoc | null;
}

/** A comparison as the view shows it, whichever side computed it. */
export interface Shown {
  title: string;
  parts: DocDiffPart[];
  added: number;
  removed: number;
  formatted: number;
}

/** The summary figures of a diff computed here (the server sends its own). */
function summarise(title: string, parts: DocDiffPart[]): Shown {
  const text = parts.filter((p) => p.kind !== 'formatted');
  return { title, parts, ...diffStats(text), formatted: parts.length - text.length };
}

/**
 * The picked side compared with the other: with the editor's text (`NOW`), the picked side is read
 * and compared here, unsaved changes included; two stored sides are compared by the server.
 */
export function useVersionComparison({
  chapterId,
  picked,
  other,
  released,
  current,
  currentDoc,
}: {
  chapterId: number;
  picked: Stored | undefined;
  other: Side;
  released?: ReleasedText | null;
  current: string;
  currentDoc?: ChapterDoc;
}) {
  const pickedVersion = typeof picked === 'number' ? picked : undefined;
  const withNow = picked !== undefined && other === NOW;

  const stored = useSWR<ChapterVersionEntry>(withNow && pickedVersion ? ['chapterVersion', chapterId, pickedVersion] : null, () =>
    getVersion(chapterId, pickedVersion!),
  );
  const source =
    picked === RELEASED && released
      ? { title: released.title, content: released.content, doc: released.doc }
      : stored.data && { ...stored.data, doc: stored.data.content_doc };
  const local = React.useMemo(() => {
    if (!withNow || source?.content === undefined) return undefined;
    const parts = source.doc && currentDoc ? diffChapterDocs(source.doc, currentDoc) : diffText(source.content, current);
    return summarise(source.title, parts);
  }, [withNow, source?.title, source?.content, source?.doc, current, currentDoc]);

  const remote = useChapterCompare(chapterId, withNow ? undefined : picked, other === NOW ? undefined : other);
  const fromServer = React.useMemo(
    () =>
      remote.data && {
        title: remote.data.from.title,
        parts: comparedParts(remote.data.parts),
        added: remote.data.added,
        removed: remote.data.removed,
        formatted: remote.data.formatted,
      },
    [remote.data],
  );

  const shown: Shown | undefined = withNow ? local : fromServer;
  const failed = withNow ? stored.error : remote.error;
  const retry = () => void (withNow ? stored.mutate() : remote.mutate());
  return { withNow, shown, failed, retry };
}
