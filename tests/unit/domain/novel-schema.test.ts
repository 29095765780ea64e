import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { DEFAULT_POLICY, policyForSite } from '../../../src/domain/limits';
import { novelSchema } from '../../../src/domain/schemas/novel';

const tagCategories = [
  { id: 1, name: 'Lead', starred: true, labelIds: [11, 12, 13] },
  { id: 2, name: 'Setting', starred: false, labelIds: [21, 22, 23] },
];
const blurb = Array.from({ length: 50 }, () => 'tale').join(' ');

/** The form as the portal holds it: selects and number inputs as text. */
const formValues = (overrides: Record<string, unknown> = {}) => ({
  section_id: '1',
  title: 'The Quiet Harbour',
  name: '',
  blurb,
  intro: '',
  protagonists: '',
  category_id: '3',
  sub_category_id: '7',
  genre_ids: [1],
  label_ids: [11],
  content_rating: '13+',
  cover_id: '',
  exclusive: 'true',
  original_platform: '',
  estimated_words: '200000',
  monthly_words: '30000',
  ...overrides,
});

async function errorsOf(values: Record<string, unknown>, policy = DEFAULT_POLICY) {
  try {
    await novelSchema({ policy, tagCategories }).validate(values, { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return Object.fromEntries(err.inner.map((e) => [e.path, e.message]));
  }
}

describe('novel schema', () => {
  it('accepts the portal’s text values and casts them for the API', async () => {
    const input = await novelSchema({ policy: DEFAULT_POLICY, tagCategories }).validate(formValues(), { stripUnknown: true });
    expect(input).toMatchObject({ section_id: 1, category_id: 3, exclusive: true, estimated_words: 200000 });
  });

  it('counts title words with the rule of the chosen section, even when the section is text', async () => {
    expect(await errorsOf(formValues({ section_id: '17', title: '月'.repeat(21) }))).toHaveProperty('title');
    expect(await errorsOf(formValues({ section_id: '17', title: '月'.repeat(20) }))).toEqual({});
  });

  it('follows the site policy for title length', async () => {
    const long = Array.from({ length: 25 }, () => 'Word').join(' ');
    expect(await errorsOf(formValues({ title: long }))).toHaveProperty('title');
    expect(await errorsOf(formValues({ title: long }), policyForSite(503))).toEqual({});
  });

  it('carries the numbers the message needs', async () => {
    const errors = await errorsOf(formValues({ label_ids: [11, 12, 13] }));
    expect(errors.label_ids).toEqual({ id: 'validation.labels.max', values: { max: 2, category: 'Lead' } });
    expect((await errorsOf(formValues({ estimated_words: '99' }))).estimated_words).toEqual({ id: 'validation.digits', values: { min: 3, max: 8 } });
  });
});
