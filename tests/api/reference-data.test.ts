import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/locales';
import { referenceKeys } from '../../src/server/seed/reference/data';
import { namesOf } from '../../src/server/seed/reference/names';

describe('reference data names', () => {
  it('names every category, genre, tag and contest in all 11 interface languages', () => {
    const keys = referenceKeys();
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(Object.keys(namesOf(key)).sort(), key).toEqual([...LOCALES].sort());
  });

  it('translates them rather than copying English', () => {
    const keys = referenceKeys();
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const same = keys.filter((key) => namesOf(key)[locale] === namesOf(key).en);
      // Some genre words are the same in a few languages (Thriller, Cyberpunk…); most must differ.
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThan(keys.length * 0.25);
    }
  });
});
