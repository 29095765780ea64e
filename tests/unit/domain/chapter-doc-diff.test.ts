import { describe, expect, it } from 'vitest';
import { diffChapterDocs, diffStats, diffText, type DocDiffPart } from '../../../src/domain/diff';
import { chapterDocFromText, type ChapterDoc, type ParagraphNode } from '../../../src/domain/chapter-doc';

const p = (text: string, marks: ('bold' | 'italic' | 'underline' | 'strike')[] = [], centred = false): ParagraphNode => ({
  type: 'paragraph',
  ...(centred ? { attrs: { textAlign: 'center' as const } } : {}),
  content: [marks.length ? { type: 'text', text, marks: marks.map((type) => ({ type })) } : { type: 'text', text }],
});
const doc = (...content: ChapterDoc['content']): ChapterDoc => ({ type: 'doc', content });
const kinds = (parts: DocDiffPart[]) => parts.map((part) => part.kind);

describe('diffChapterDocs', () => {
  it('says nothing changed for equal documents, whatever order their stored keys are in', () => {
    const a = doc(p('One.', ['italic']), { type: 'horizontalRule' }, p('Two.'));
    const reordered = JSON.parse(
      '{"content":[{"content":[{"marks":[{"type":"italic"}],"text":"One.","type":"text"}],"type":"paragraph"},{"type":"horizontalRule"},{"content":[{"text":"Two.","type":"text"}],"type":"paragraph"}],"type":"doc"}',
    );
    expect(diffChapterDocs(a, reordered)).toEqual([{ kind: 'same', text: 'One.\n***\nTwo.\n' }]);
  });

  it('marks a paragraph whose formatting alone changed, with the formatting before and after', () => {
    const before = doc(p('Calm.'), p('The door was open.'), p('Night.'));
    expect(diffChapterDocs(before, doc(p('Calm.'), p('The door was open.', ['italic', 'bold']), p('Night.')))).toEqual([
      { kind: 'same', text: 'Calm.\n' },
      { kind: 'formatted', text: 'The door was open.\n', before: [], after: ['bold', 'italic'] },
      { kind: 'same', text: 'Night.\n' },
    ]);
    expect(diffChapterDocs(before, doc(p('Calm.'), p('The door was open.', [], true), p('Night.')))[1]).toEqual({
      kind: 'formatted',
      text: 'The door was open.\n',
      before: [],
      after: ['center'],
    });
    const quoted = diffChapterDocs(
      before,
      doc(p('Calm.'), { type: 'blockquote', content: [p('The door was open.')] }, p('Night.')),
    );
    expect(quoted[1]).toMatchObject({ kind: 'formatted', after: ['quote'] });
  });

  it('notices italic moving to other words of the same paragraph', () => {
    const a = doc({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'She ' },
        { type: 'text', text: 'ran', marks: [{ type: 'italic' }] },
      ],
    });
    const b = doc({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'She', marks: [{ type: 'italic' }] },
        { type: 'text', text: ' ran' },
      ],
    });
    expect(kinds(diffChapterDocs(a, b))).toEqual(['formatted']);
  });

  it('diffs changed text word by word as diffText does, and counts only text changes as words', () => {
    const before = doc(p('The harbour bell rang twice.'), p('Wren waited.'));
    const after = doc(p('The harbour bell rang three times.'), p('Wren waited.', ['italic']), p('Nobody came.'));
    const parts = diffChapterDocs(before, after);
    expect(kinds(parts)).toEqual(['same', 'removed', 'added', 'same', 'formatted', 'added']);
    expect(
      parts
        .filter((x) => x.kind !== 'formatted')
        .map((x) => x.text)
        .join(''),
    ).toContain('three times');
    expect(diffStats(parts.filter((x) => x.kind !== 'formatted'))).toEqual({ added: 4, removed: 1 });
  });

  it('on plain documents says what diffText says of their text', () => {
    const a = 'First.\nSecond line here.\nThird.';
    const b = 'First.\nSecond line there.\nThird.\nFourth.';
    const fromDocs = diffChapterDocs(chapterDocFromText(a), chapterDocFromText(b));
    expect(fromDocs).toEqual(diffText(`${a}\n`, `${b}\n`));
  });

  it('handles scene breaks as their own lines and empty documents', () => {
    expect(diffChapterDocs(doc(), doc())).toEqual([]);
    expect(diffChapterDocs(doc(), doc(p('New.')))).toEqual([{ kind: 'added', text: 'New.\n' }]);
    expect(diffChapterDocs(doc(p('A.'), p('B.')), doc(p('A.'), { type: 'horizontalRule' }, p('B.')))).toEqual([
      { kind: 'same', text: 'A.\n' },
      { kind: 'added', text: '***\n' },
      { kind: 'same', text: 'B.\n' },
    ]);
  });
});
