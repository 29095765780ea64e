import { describe, expect, it } from 'vitest';
import { matchLocale, normalizeLocale } from '../../../src/domain/locales';
import { isSpecialSite, parseSiteId } from '../../../src/domain/sites';
import { policyForSite, DEFAULT_POLICY } from '../../../src/domain/limits';
import { httpStatusFor } from '../../../src/domain/errors';

describe('locales', () => {
  it('maps API language tags to our locales', () => {
    expect(normalizeLocale('en-us')).toBe('en');
    expect(normalizeLocale('tl')).toBe('fil');
    expect(normalizeLocale('pt-BR')).toBe('pt');
    expect(normalizeLocale('zh-Hans-CN')).toBe('zh');
    expect(normalizeLocale('de_DE')).toBe('de');
    expect(matchLocale('xx')).toBeNull();
    expect(normalizeLocale(undefined)).toBe('en');
  });
});

describe('sites', () => {
  it('accepts ids 500 to 566 only', () => {
    expect(parseSiteId('500')).toBe(500);
    expect(parseSiteId(566)).toBe(566);
    expect(parseSiteId('499')).toBeUndefined();
    expect(parseSiteId('567')).toBeUndefined();
    expect(parseSiteId('5x0')).toBeUndefined();
    expect(parseSiteId('')).toBeUndefined();
  });
  it('511 and undefined are the special site', () => {
    expect(isSpecialSite(511)).toBe(true);
    expect(isSpecialSite(undefined)).toBe(true);
    expect(isSpecialSite(500)).toBe(false);
  });
  it('policy overrides only what a site changes', () => {
    expect(policyForSite(undefined)).toEqual(DEFAULT_POLICY);
    expect(policyForSite(520).imageMaxBytes).toBe(50 * 1024);
    expect(policyForSite(520).bookTitleWords).toEqual(DEFAULT_POLICY.bookTitleWords);
  });
  it('maps envelope codes to HTTP statuses', () => {
    expect([4001, 4003, 4004, 4009, 4013, 4015, 4029, 5000, 5005].map(httpStatusFor)).toEqual([400, 403, 404, 409, 413, 415, 429, 500, 401]);
  });
});
