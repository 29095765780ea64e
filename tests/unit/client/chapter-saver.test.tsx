import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ChapterSaved } from '../../../src/domain/api/chapters';
import { addChapter } from '../../../src/client/features/chapters/api/add-chapter';
import { saveChapter } from '../../../src/client/features/chapters/api/save-chapter';
import { readLocalCopy } from '../../../src/client/features/chapters/local-copy';
import { useChapterSaver } from '../../../src/client/features/chapters/useChapterSaver';

// The saver's own logic against a real IndexedDB (fake-indexeddb); the server calls are stand-ins
// here, and the end-to-end tests drive the real API.
vi.mock('../../../src/client/features/chapters/api/add-chapter', () => ({ addChapter: vi.fn() }));
vi.mock('../../../src/client/features/chapters/api/save-chapter', () => ({ saveChapter: vi.fn() }));

const saved = (id: number, version: number): ChapterSaved => ({
  original_chapter_id: id,
  chapter_code: 1,
  version,
  status: 'draft',
  updated_content_status: null,
  release_at: null,
  words: 3,
  saved_at: '2026-11-22T01:00:00.000Z',
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets the idle copy writer's task run and what it started reach IndexedDB before a read. */
const nextTask = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

afterEach(() => vi.mocked(addChapter).mockReset());

describe('useChapterSaver and the local copy', () => {
  it('a new chapter saved before its copy was written leaves no copy behind', async () => {
    vi.mocked(addChapter).mockResolvedValue(saved(41, 1));
    const { result } = renderHook(() => useChapterSaver({ bookId: 701, saved: { title: '', content: '' } }));
    const text = { title: 'Salt', content: 'one two three' };
    await act(async () => {
      result.current.change(text);
      await result.current.save({ ...text, action: 'draft' });
    });
    await nextTask();
    expect(result.current.state.kind).toBe('saved');
    expect(await readLocalCopy('new:701')).toBeUndefined();
    expect(await readLocalCopy('chapter:41')).toBeUndefined();
  });

  it('text typed while a new chapter is being added stays unsaved, its copy under the chapter', async () => {
    const answer = deferred<ChapterSaved>();
    vi.mocked(addChapter).mockReturnValue(answer.promise);
    const { result } = renderHook(() => useChapterSaver({ bookId: 702, saved: { title: '', content: '' } }));
    const first = { title: 'Salt', content: 'one two three' };
    const typed = { title: 'Salt', content: 'one two three four' };
    let saving!: Promise<unknown>;
    act(() => {
      result.current.change(first);
      saving = result.current.save({ ...first, action: 'draft' });
    });
    act(() => result.current.change(typed));
    await act(async () => {
      answer.resolve(saved(42, 1));
      await saving;
    });
    await nextTask();
    expect(result.current.state.kind).toBe('unsaved');
    expect(await readLocalCopy('new:702')).toBeUndefined();
    expect(await readLocalCopy('chapter:42')).toMatchObject({ content: typed.content, baseVersion: 1 });
  });

  it('a saved chapter keeps no copy, and the next change writes one against the new version', async () => {
    vi.mocked(saveChapter).mockResolvedValue(saved(43, 6));
    const { result } = renderHook(() => useChapterSaver({ bookId: 703, chapterId: 43, version: 5, saved: { title: 'Salt', content: 'one' } }));
    const text = { title: 'Salt', content: 'one two' };
    await act(async () => {
      result.current.change(text);
      await result.current.save({ ...text, action: 'draft' });
    });
    await nextTask();
    expect(vi.mocked(saveChapter)).toHaveBeenCalledWith(43, 5, expect.objectContaining({ content: 'one two' }));
    expect(await readLocalCopy('chapter:43')).toBeUndefined();
    act(() => result.current.change({ title: 'Salt', content: 'one two three' }));
    await nextTask();
    expect(await readLocalCopy('chapter:43')).toMatchObject({ content: 'one two three', baseVersion: 6 });
  });
});
