import { describe, expect, it } from 'vitest';
import { literal } from '../../../src/server/db/prepared';

describe('literal: a value written into a statement that takes no parameters (EXECUTE)', () => {
  it('writes numbers, booleans and null as themselves, and text quoted with its quotes doubled', () => {
    expect(literal(42)).toBe('42');
    expect(literal(-1.5)).toBe('-1.5');
    expect(literal(true)).toBe('true');
    expect(literal(null)).toBe('null');
    expect(literal(undefined)).toBe('null');
    expect(literal("it's")).toBe("'it''s'");
    expect(literal("'); drop table users; --")).toBe("'''); drop table users; --'");
    expect(literal('back\\slash')).toBe("'back\\slash'");
  });

  it('refuses what it cannot write safely: NaN, infinities, NUL in text, objects', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 'a\0b', {}, [1], new Date(0), 1n]) expect(() => literal(value), String(value)).toThrow();
  });
});
