/**
 * lazySchema (lib/lazy-schema): a form's Yup rules loaded on first use. It checks as Formik's
 * `validationSchema` does, loads once, and when the load fails (offline) checks nothing, sends the
 * values as they are (the server checks them) and tries again next time.
 */
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { lazySchema } from '../../../src/client/lib/lazy-schema';

const rules = yup.object({
  title: yup.string().trim().required('title.required'),
  words: yup.number().min(3, 'words.min'),
});

describe('lazySchema', () => {
  it('gives the errors validationSchema would: an empty string is missing, and every field at once', async () => {
    const form = lazySchema(async () => rules);
    expect(await form.validate({ title: '', words: 1 })).toEqual({ title: 'title.required', words: 'words.min' });
    expect(await form.validate({ title: 'A tale', words: 5 })).toEqual({});
  });

  it('loads the rules once, on the first check, not before', async () => {
    const build = vi.fn(async () => rules);
    const form = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    await form.validate({ title: 'x' });
    await form.validate({ title: '' });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('casts what it sends: trimmed, unknown fields stripped', async () => {
    const form = lazySchema(async () => rules);
    expect(await form.cast({ title: '  A tale ', words: '4', extra: 1 }, { stripUnknown: true })).toEqual({ title: 'A tale', words: 4 });
  });

  it('passes the context to rules that read it', async () => {
    const form = lazySchema(async () => yup.object({ age: yup.number().when('$minor', ([minor], s) => (minor ? s.max(17, 'age.minor') : s)) }));
    expect(await form.validate({ age: 30 }, { minor: true })).toEqual({ age: 'age.minor' });
    expect(await form.validate({ age: 30 }, { minor: false })).toEqual({});
  });

  it('offline: checks nothing and sends the values as they are, then loads on the next check once it can', async () => {
    let online = false;
    const build = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return rules;
    });
    const form = lazySchema(build);
    expect(await form.validate({ title: '' })).toEqual({});
    expect(await form.cast({ title: '  kept ' })).toEqual({ title: '  kept ' });
    online = true;
    expect(await form.validate({ title: '' })).toEqual({ title: 'title.required' });
    expect(build).toHaveBeenCalledTimes(3);
  });
});
