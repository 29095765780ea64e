import { describe, expect, it } from 'vitest';
import {
  chapterChanges,
  draftContentColumns,
  liveContentColumns,
  sameDoc,
} from '../../../src/server/modules/chapter/chapter-content';
import { planSave, workingText } from '../../../src/server/modules/chapter/transitions';
import { chapterDocFromText, chapterDocToHtml, chapterDocToText, type ChapterDoc } from '../../../src/domain/chapter-doc';
import { countWords } from '../../../src/domain/words';

const italic: ChapterDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'A ' },
        { type: 'text', text: 'quiet', marks: [{ type: 'italic' }] },
        { type: 'text', text: ' harbour.' },
      ],
    },
    { type: 'horizontalRule' },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Come <home> & rest.' }] }] },
  ],
};

describe('chapter content columns', () => {
  it('derive text and HTML from the document, normalised first', () => {
    const messy = { ...italic, content: [...italic.content, { type: 'image', attrs: { src: 'x' } }] } as unknown as ChapterDoc;
    const live = liveContentColumns(messy);
    expect(live.contentDoc).toEqual(italic);
    expect(live.content).toBe('A quiet harbour.\n\n***\n\nCome <home> & rest.');
    expect(live.contentHtml).toBe(
      '<p>A <em>quiet</em> harbour.</p>\n<hr>\n<blockquote><p>Come &lt;home&gt; &amp; rest.</p></blockquote>',
    );
    expect(countWords(live.content)).toBe(countWords(chapterDocToText(italic)));
    expect(draftContentColumns(italic)).toEqual({ draftDoc: italic, draftContent: live.content });
    expect(draftContentColumns(null)).toEqual({ draftDoc: null, draftContent: null });
  });

  it('turn a save’s documents into every derived column, and leave the rest as it is', () => {
    expect(chapterChanges({ title: 'T', contentDoc: italic, draftDoc: null, status: 'released' })).toEqual({
      title: 'T',
      status: 'released',
      contentDoc: italic,
      content: chapterDocToText(italic),
      contentHtml: chapterDocToHtml(italic),
      draftDoc: null,
      draftContent: null,
    });
    expect(chapterChanges({ draftTitle: 'T' })).toEqual({ draftTitle: 'T' });
  });
});

describe('saving a live chapter', () => {
  const live = { status: 'released', title: 'Tide', contentDoc: chapterDocFromText('A quiet harbour.\n***') };

  it('keeps a formatting-only edit beside the live text, since readers would see it', () => {
    const plan = planSave(live, 'draft', { title: 'Tide', doc: { ...italic, content: italic.content.slice(0, 2) } }, new Date());
    expect(plan?.changes.draftDoc).toBeTruthy();
    expect(plan?.changes.draftTitle).toBe('Tide');
  });

  it('drops the edit when it says exactly what readers see', () => {
    const same = JSON.parse(JSON.stringify(live.contentDoc)) as ChapterDoc;
    expect(planSave(live, 'draft', { title: 'Tide', doc: same }, new Date())?.changes).toMatchObject({
      draftTitle: null,
      draftDoc: null,
    });
    expect(sameDoc(same, live.contentDoc)).toBe(true);
  });

  it('works on the draft’s document when there is one', () => {
    expect(workingText({ title: 'Tide', contentDoc: live.contentDoc, draftTitle: 'New', draftDoc: italic })).toEqual({
      title: 'New',
      doc: italic,
    });
    expect(workingText({ title: 'Tide', contentDoc: live.contentDoc, draftTitle: null, draftDoc: null })).toEqual({
      title: 'Tide',
      doc: live.contentDoc,
    });
  });
});
