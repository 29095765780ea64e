import { describe, expect, it } from 'vitest';
import { CHINESE_SECTION, noteCharacterProblem } from '../../../src/domain/chapter';
import { V } from '../../../src/domain/schemas/messages';
import { chapterNotesSchema, chapterSchema, novelNotesSchema } from '../../../src/domain/schemas/chapter';
import { policyForSite } from '../../../src/domain/limits';

type Validates = { validate(value: unknown, options: object): Promise<unknown> };

/** Every message each field gets, as the server and the editor read them. */
const messages = async (schema: Validates, value: object): Promise<Record<string, unknown[]>> => {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (err) {
    const found: Record<string, unknown[]> = {};
    for (const e of (err as { inner: { path: string; message: unknown }[] }).inner) (found[e.path] ??= []).push(e.message);
    return found;
  }
};

describe('the character rules of author’s notes', () => {
  it('names the Chinese character, emoji or special character and where it is in the note', () => {
    expect(noteCharacterProblem('Thanks for reading!\nSee you 😀 soon', 1)).toEqual({ id: V.chapterEmoji, values: { char: '😀', line: 2, column: 9, count: 1 } });
    expect(noteCharacterProblem('龍 and ★', 1)).toEqual({ id: V.chapterChinese, values: { char: '龍', line: 1, column: 1, count: 2 } });
    expect(noteCharacterProblem('Next week ⌘', 1)?.id).toBe(V.chapterSpecial);
  });

  it('allows what the chapter text allows: Chinese in the Chinese section, plain prose, no note at all', () => {
    expect(noteCharacterProblem('谢谢大家的支持！', CHINESE_SECTION)).toBeUndefined();
    expect(noteCharacterProblem('谢谢 😀', CHINESE_SECTION)?.id).toBe(V.chapterEmoji);
    expect(noteCharacterProblem('Thank you, all of you — “truly”.', 1)).toBeUndefined();
    expect(noteCharacterProblem(null, 1)).toBeUndefined();
  });

  it('gives the notes the same message the chapter text gets for the same character', async () => {
    const text = await messages(chapterSchema(policyForSite(1), 1), { title: 'Door', content: 'Bye 😀' });
    const notes = await messages(chapterNotesSchema({ sectionId: 1 }), { note_before: 'Bye 😀', note_after: 'Fine' });
    expect(Object.keys(notes)).toEqual(['note_before']);
    expect(text.content).toContainEqual(notes.note_before[0]);
    expect(notes.note_before).toEqual([{ id: V.chapterEmoji, values: { char: '😀', line: 1, column: 5, count: 1 } }]);
    const defaults = await messages(novelNotesSchema({ sectionId: 1 }), { default_note_before: null, default_note_after: '第一' });
    expect(Object.keys(defaults)).toEqual(['default_note_after']);
  });

  it('checks only the size without the novel’s section (a draft’s notes)', async () => {
    expect(await messages(chapterNotesSchema(), { note_before: '😀', note_after: null })).toEqual({});
    expect(Object.keys(await messages(chapterNotesSchema(), { note_before: 'x'.repeat(5001) }))).toEqual(['note_before']);
  });
});
