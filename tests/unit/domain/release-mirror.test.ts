import { describe, expect, it } from 'vitest';
import { applyReleaseEvents, emptyMirror, mirroredChapters, mirroredNovels } from '../../../src/domain/release-mirror';
import type { ReleaseEvent, ReleaseNovel, ReleasedChapter } from '../../../src/domain/api/release-feed';

const novel = (over: Partial<ReleaseNovel> = {}): ReleaseNovel => ({
  original_book_id: 12,
  title: 'The Quiet Harbour',
  name: '',
  author_name: 'Mara Quill',
  blurb: '',
  intro: '',
  protagonists: '',
  section_id: 1,
  category_id: 1,
  sub_category_id: 2,
  genre_ids: [],
  label_ids: [],
  content_rating: '13+',
  cover_url: null,
  status: 'released',
  review_status: 'passed',
  first_paid_chapter_code: null,
  word_count: 0,
  ...over,
});
const chapter = (id: number, code: number, over: Partial<ReleasedChapter> = {}): ReleasedChapter => ({
  original_chapter_id: id,
  chapter_code: code,
  title: `Chapter ${code}`,
  html: '<p>x</p>',
  text: 'x',
  note_before: null,
  note_after: null,
  words: 600,
  paid: false,
  released_at: '2027-03-10T09:00:00.000Z',
  ...over,
});
let seq = 0;
const event = (kind: ReleaseEvent['kind'], n: ReleaseNovel, c: ReleasedChapter | null = null, id: number | null = c?.original_chapter_id ?? null): ReleaseEvent => ({
  seq: ++seq,
  kind,
  at: '2027-03-10T09:00:00.000Z',
  novel: n,
  original_chapter_id: id,
  chapter_code: c?.chapter_code ?? null,
  chapter: c,
  silent: false,
});

describe('the reader site’s mirror of release.feed', () => {
  it('keeps live chapters in reading order, the latest text of each, and the paid line the novel has now', () => {
    const mirror = applyReleaseEvents(emptyMirror(), [
      event('novel_created', novel({ status: 'draft' })),
      event('chapter_released', novel(), chapter(302, 2)),
      event('chapter_released', novel(), chapter(301, 1, { paid: true })),
      event('chapter_updated', novel(), chapter(302, 2, { title: 'Chapter 2, revised', words: 700 })),
      event('novel_changed', novel({ first_paid_chapter_code: 2 })),
    ]);
    const [entry] = mirroredNovels(mirror);
    expect(entry.novel.first_paid_chapter_code).toBe(2);
    expect(mirroredChapters(entry).map((c) => [c.chapter_code, c.title, c.words, c.paid])).toEqual([
      [1, 'Chapter 1', 600, false],
      [2, 'Chapter 2, revised', 700, true],
    ]);
  });

  it('drops a deleted chapter, and a chapter event without a live chapter; lists no deleted novel', () => {
    const mirror = applyReleaseEvents(emptyMirror(), [
      event('chapter_released', novel(), chapter(301, 1)),
      event('chapter_released', novel(), chapter(302, 2)),
      event('chapter_released', novel(), chapter(303, 3)),
      event('chapter_deleted', novel(), null, 302),
      event('chapter_released', novel(), null, 303),
      event('novel_created', novel({ original_book_id: 13, status: 'deleted' })),
    ]);
    expect(mirroredNovels(mirror).map((e) => e.novel.original_book_id)).toEqual([12]);
    expect(mirroredChapters(mirror.get(12)!).map((c) => c.original_chapter_id)).toEqual([301]);
  });
});
