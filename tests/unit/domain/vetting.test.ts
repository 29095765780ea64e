import { describe, expect, it } from 'vitest';
import { foldForVetting, vetComment, wordListMatcher } from '../../../src/domain/vetting';
import { replyWaitSeconds } from '../../../src/domain/comment';

const listed = wordListMatcher(['idiot', 'hack writer', '白痴', 'ควาย', 'идиот']);

describe('comment vetting', () => {
  it.each([
    ['write me mara@example.com', 'email'],
    ['mara (at) mail (dot) com', 'email'],
    ['see www.example.com', 'url'],
    ['call ๐๘๑ ๒๓๔ ๕๖๗๘', 'phone'],
    ['call ０８１２３４５６７８', 'phone'],
    ['telegram: mara_q', 'handle'],
    ['add me on telegram @mara_q', 'handle'],
    ['加我微信号：fan_888', 'handle'],
    ['ไลน์ไอดี: mara', 'handle'],
    ['line id mara', 'handle'],
    ['the author is an IDIOT', 'abuse'],
    ['what a hack   writer', 'abuse'],
    ['作者是白痴', 'abuse'],
    ['Автор идиот', 'abuse'],
  ])('removes %j (%s)', (text, reason) => {
    expect(vetComment(text, listed)).toBe(reason);
  });

  it.each(['Great chapter!', 'idiotic plot twist', 'I love the line: we go on', 'the line: what a twist', 'Chapter 12345 was great', 'The line at 5 was long', 'Tolles Kapitel, weiter so!'])(
    'keeps %j',
    (text) => {
      expect(vetComment(text, listed)).toBeNull();
    },
  );

  it('folds other scripts’ digits and full-width forms', () => {
    expect(foldForVetting('๐๘๑ ０８')).toBe('081 08');
  });

  it('counts the 20 seconds between replies', () => {
    const at = new Date('2027-01-01T00:00:00Z');
    expect(replyWaitSeconds(null, at)).toBe(0);
    expect(replyWaitSeconds(at, new Date(at.getTime() + 19_000))).toBe(1);
    expect(replyWaitSeconds(at, new Date(at.getTime() + 19_500))).toBe(1);
    expect(replyWaitSeconds(at, new Date(at.getTime() + 20_000))).toBe(0);
    expect(replyWaitSeconds(at, at)).toBe(20);
  });
});
