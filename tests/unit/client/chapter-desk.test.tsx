/** The chapter editor's writing desk on the recorded demo (jsdom, the stories' MSW handlers): documents and notes in saves. */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { recordedData, success } from '../../../stories/portal/handlers';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';
import { chapterDocFromText, chapterDocToText } from '../../../src/domain/chapter-doc';
import { countWords } from '../../../src/domain/words';
import { screenServer } from './screen-server';

// jsdom lays nothing out: ProseMirror's scrolling into view asks for rectangles it does not have.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

const en = portalCatalog('en');
const server = screenServer();

describe('the writing desk', { timeout: 40_000 }, () => {
  it('saves the document and the notes; the notes never count as words', async () => {
    const user = userEvent.setup();
    const chapter = recordedData<{ version: number; content: string; section_id: number; original_chapter_id: number; chapter_code: number; status: string }>('/v1/writeCenter.chapterInfo', { original_chapter_id: '3' });
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(/\/v1\/writeCenter\.chapterSave$/, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return success({ original_chapter_id: chapter.original_chapter_id, chapter_code: chapter.chapter_code, version: chapter.version + 1, status: chapter.status, updated_content_status: null, release_at: null, words: 1, saved_at: new Date().toISOString() });
      }),
    );
    render(<ScreenStory path="/mywork/addchapter/3" locale="en" colorMode="light" />);
    await screen.findByRole('textbox', { name: en['chapter.editor.content'] }, { timeout: 20_000 });
    const words = countWords(chapter.content, chapter.section_id);
    const count = await screen.findByTestId('word-count');
    expect(count.textContent).toContain(words.toLocaleString('en'));

    // The chapter's own note before it, instead of the novel's default.
    await user.click(screen.getAllByRole('checkbox', { name: en['chapter.desk.useDefault'] })[0]);
    await user.type(screen.getByRole('textbox', { name: en['chapter.desk.noteBefore'] }), 'Thank you for reading, all of you');
    expect(screen.getByTestId('word-count').textContent).toBe(count.textContent);

    await user.click(screen.getByRole('button', { name: en['chapter.editor.saveDraft'] }));
    // The draft saved by the button (an autosave may have gone before it while the notes were typed).
    await waitFor(() => expect(bodies.some((b) => b.action === 'draft')).toBe(true));
    const body = bodies.find((b) => b.action === 'draft')!;
    expect(body.note_before).toBe('Thank you for reading, all of you');
    expect(body.note_after).toBeNull();
    expect(body.content_doc).toEqual(chapterDocFromText(chapter.content));
    expect(countWords(chapterDocToText(body.content_doc as ReturnType<typeof chapterDocFromText>), chapter.section_id)).toBe(words);
  });
  it('names a character the notes may not hold by the note, as the text names its own, and keeps it from going out', async () => {
    const user = userEvent.setup();
    const chapter = recordedData<{ version: number; original_chapter_id: number; chapter_code: number; status: string }>('/v1/writeCenter.chapterInfo', { original_chapter_id: '3' });
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.post(/\/v1\/writeCenter\.chapter(Save|Add)$/, async ({ request }) => {
        saves.push((await request.json()) as Record<string, unknown>);
        return success({ original_chapter_id: chapter.original_chapter_id, chapter_code: chapter.chapter_code, version: chapter.version + 1, status: chapter.status, updated_content_status: null, release_at: null, words: 1, saved_at: new Date().toISOString() });
      }),
    );
    render(<ScreenStory path="/mywork/addchapter/3" locale="en" colorMode="light" />);
    await screen.findByRole('textbox', { name: en['chapter.editor.content'] }, { timeout: 20_000 });

    await user.click(screen.getAllByRole('checkbox', { name: en['chapter.desk.useDefault'] })[1]);
    const after = screen.getByRole('textbox', { name: en['chapter.desk.noteAfter'] });
    await user.type(after, 'Thanks!{Enter}See you 😀 soon');
    const message = new IntlMessageFormat(en['validation.chapter.emoji'], 'en').format({ char: '😀', line: 2, column: 9, count: 1 }) as string;
    expect(after).toHaveAccessibleDescription(message);
    expect(screen.getByRole('textbox', { name: en['chapter.desk.noteBefore'] })).not.toHaveAccessibleDescription(message);

    // Sending the (live) chapter's edit out is refused here, before anything is sent; the message stays by the note.
    await user.click(screen.getByRole('button', { name: en['chapter.editor.submitUpdate'] }));
    expect(await screen.findByTestId('form-problem')).toBeInTheDocument();
    expect(saves.filter((body) => body.action === 'publish')).toEqual([]);
    expect(after).toHaveAccessibleDescription(message);

    await user.clear(after);
    await user.type(after, 'See you soon');
    await waitFor(() => expect(after).not.toHaveAccessibleDescription(message));
  });
});
