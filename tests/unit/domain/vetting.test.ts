import { describe, expect, it } from 'vitest';
import { findContactInfo, foldForVetting, vetComment, wordListMatcher } from '../../../src/domain/vetting';
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

  it.each([
    ['john\u200b.doe@gmail\u200b.com', 'email'],
    ['write me: mara\u2060@exa\u00admple.com', 'email'],
    ['free chapters on evil . com', 'url'],
    ['free chapters on evil .com/read', 'url'],
    ['read on readfree (dot) net', 'url'],
    ['ｗｗｗ．ｅｘａｍｐｌｅ．ｃｏｍ', 'url'],
    ['\u202Emoc.elpmaxe@aram', 'email'],
    ['see \u202Emoc.eerfdaer.www\u202C for more', 'url'],
    ['call me nine one seven five five five zero one four two', 'phone'],
    ['call zero eight one, two three four, five six seven eight', 'phone'],
    ['llámame al seis uno dos tres cuatro cinco seis siete', 'phone'],
    ['ruf an: null eins sieben zwei drei vier fünf sechs', 'phone'],
    ['appelle le zéro six douze', null],
    ['appelle-moi : zéro six un deux trois quatre cinq six', 'phone'],
    ['ligue: nove um sete dois três quatro cinco seis', 'phone'],
    ['hubungi nol delapan satu dua tiga empat lima enam', 'phone'],
    ['tawagan mo ako sero siyam isa pito dalawa tatlo apat lima', 'phone'],
    ['звони: восемь девять один два три четыре пять шесть', 'phone'],
    ['โทร ศูนย์ แปด หนึ่ง สอง สาม สี่ ห้า หก', 'phone'],
    ['gọi không chín một hai ba bốn năm sáu', 'phone'],
    ['打给我 一三八零零一三八零零零', 'phone'],
    ['the author is an ID\u200bIOT', 'abuse'],
  ])('sees through hidden characters, spaced dots and spelled digits: %j (%s)', (text, reason) => {
    expect(vetComment(text, listed)).toBe(reason);
  });

  it.each(['one of two chapters was great', 'I read chapters one, two and three today', 'Great chapter. Com on, write more!', 'ความสามารถของผู้เขียนยอดเยี่ยม', '一个人的旅行，第三章最好', 'Tôi đọc ba chương hôm nay, năm nay hay quá', 'Polka dot dress in chapter 9'])(
    'keeps ordinary prose that only looks like it: %j',
    (text) => {
      expect(vetComment(text, listed)).toBeNull();
    },
  );

  it('vets an intro the same way (contact details behind zero-width characters, spaced dots or spelled digits)', () => {
    expect(findContactInfo('find me at evil . com')).toBe('url');
    expect(findContactInfo('mara\u200b@example\u200b.com')).toBe('email');
    expect(findContactInfo('nine one seven five five five zero one four two')).toBe('phone');
    expect(findContactInfo('A story of two sisters and one sea.')).toBeNull();
  });

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
