/**
 * One rule per kind of free-text field: titles (novel and chapter alike), people's names and plain
 * lines, the same in the forms' schemas and on the server (which validates with these schemas).
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { DEFAULT_POLICY, policyForSite } from '../../../src/domain/limits';
import { chapterSchema } from '../../../src/domain/schemas/chapter';
import { novelSchema } from '../../../src/domain/schemas/novel';
import { payeeSchema } from '../../../src/domain/schemas/payee';
import { signApplicationSchema, type SignContext } from '../../../src/domain/schemas/sign';
import { forbiddenInLine, forbiddenInName } from '../../../src/domain/text-fields';

const messageIds = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return Object.fromEntries(err.inner.map((e) => [e.path, (e.message as unknown as { id?: string }).id ?? e.message]));
  }
};

const novel = (title: string, name = '') =>
  messageIds(() =>
    novelSchema({ policy: DEFAULT_POLICY, tagCategories: [{ id: 1, name: 'Lead', starred: true, labelIds: [11] }] }).validate(
      { section_id: '1', title, name, blurb: Array.from({ length: 50 }, () => 'tale').join(' '), intro: '', protagonists: '', category_id: '3', sub_category_id: '7', genre_ids: [1], label_ids: [11], content_rating: '13+', cover_id: '', exclusive: 'true', original_platform: '', estimated_words: '200000', monthly_words: '30000' },
      { abortEarly: false },
    ),
  );
const chapter = (title: string) => messageIds(() => chapterSchema(policyForSite(1), 1).validateAt('title', { title, content: '' }, { abortEarly: false }));

const adult = {
  original_book_id: 12,
  truename: 'Mara Quill',
  id_type: 'passport',
  IDcard: '12AB34567',
  id_photo_front: 'u_front',
  address: '12 Harbour Lane, Brest',
  mobile: '+33 6 12 34 56 78',
  facebook: 'facebook.com/maraquill',
  monthly_words: 60000,
  estimated_words: 800000,
};
const guardian = { guardian_truename: 'Anne Quill', guardian_email: 'anne@example.test', guardian_mobile: '+33 6 98 76 54 32', guardian_IDcard: 'Y7654321', guardian_id_photo: 'u_guardian' };
const sign = (value: object, context: SignContext = { minor: false, country: 'FR' }) => messageIds(() => signApplicationSchema.validate(value, { abortEarly: false, context }));

describe('titles: a novel is held to the chapter title rule', () => {
  it('refuses an emoji in a novel title and name as in a chapter title', async () => {
    expect(await chapter('Dragon 🐉 Tales')).toEqual({ title: 'validation.chapterTitle.special' });
    expect(await novel('Dragon 🐉 Tales')).toEqual({ title: 'validation.title.special' });
    expect(await novel('Dragon Tales', 'The <b>Dragon</b>')).toEqual({ name: 'validation.title.special' });
    expect(await novel('Dragon’s Tales: Book One')).toEqual({});
  });
});

describe('names as on an ID', () => {
  it('takes letters of any script with the marks of names', () => {
    for (const name of ['Mara Quill', 'Zoë O’Brien-Núñez', 'J. R. Smith', 'Nguyễn Thị Minh', 'สมชาย ใจดี', '王小明', 'Ольга Петрова']) expect(forbiddenInName(name), name).toBeUndefined();
  });

  it('refuses markup, digits and emoji in the legal and guardian names', async () => {
    expect(forbiddenInName('<script>alert(1)</script>')).toEqual({ char: '<', count: 8 });
    expect(await sign({ ...adult, truename: '<script>alert(1)</script>' })).toEqual({ truename: 'validation.name.chars' });
    expect(await sign({ ...adult, ...guardian, guardian_truename: 'Anne 😀' }, { minor: true, country: 'FR' })).toEqual({ guardian_truename: 'validation.name.chars' });
  });
});

describe('plain lines', () => {
  it('take addresses as they are written, and refuse emoji, markup and invisible characters', async () => {
    for (const line of ['12 Harbour Lane, Brest', 'Flat 4/B, #12-03 Orchard Rd. (rear)', 'Jl. Sudirman No. 5, RT 01/RW 02', '東京都港区1-2-3']) expect(forbiddenInLine(line), line).toBeUndefined();
    expect(await sign({ ...adult, address: '😀' })).toEqual({ address: 'validation.text.chars' });
    expect(await sign({ ...adult, facebook: 'facebook.com/<script>' })).toEqual({ facebook: 'validation.text.chars' });
    expect(forbiddenInLine('Harbour\u200bLane')).toEqual({ char: '\u200b', count: 1 });
  });

  it('hold the payee form to the same kinds', async () => {
    const errors = await messageIds(() =>
      payeeSchema.validate(
        { method: 'bank', country: 'PH', bank: 'BDO 🏦', bank_account: '1234567890', account_holder: '<b>Mara</b>', swift: 'BNORPHMM', branch_postal_code: '1000', telephone: '+63 917 123 4567', address: '😀', id_number: 'P1234567A', facebook: 'facebook.com/mara' },
        { abortEarly: false, context: { country: 'PH' } },
      ),
    );
    expect(errors).toMatchObject({ bank: 'validation.text.chars', account_holder: 'validation.name.chars', address: 'validation.text.chars' });
  });
});

describe("a minor's guardian", () => {
  it("is someone else: the guardian's email may not be one of the minor's own", async () => {
    const context: SignContext = { minor: true, country: 'FR', ownEmails: ['mara@example.test'] };
    expect(await sign({ ...adult, ...guardian, guardian_email: ' Mara@Example.test ' }, context)).toEqual({ guardian_email: 'validation.guardianEmail.own' });
    expect(await sign({ ...adult, ...guardian }, context)).toEqual({});
  });
});
