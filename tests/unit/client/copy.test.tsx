/**
 * Words on screen that said something else than they meant: each case renders the screen (jsdom,
 * the stories' MSW handlers on the recorded demo) or reads every locale's catalog.
 */
import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { LOCALES } from '../../../src/domain/locales';
import { useReplyDrafts } from '../../../src/client/features/comments/useReplyDrafts';
import { recordedData } from '../../../stories/portal/handlers';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
screenServer();
const open = (path: string) => render(<ScreenStory path={path} locale="en" colorMode="light" />);

describe('copy', { timeout: 30_000 }, () => {
  it('the chapter editor is headed with the chapter number and its title', async () => {
    const chapter = recordedData<{ chapter_code: number; title: string }>('/v1/writeCenter.chapterInfo', { original_chapter_id: '3' });
    open('/mywork/addchapter/3');
    const title = chapter.title.replace(/^Chapter \d+: /, '');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(`Chapter ${chapter.chapter_code}: ${title}`);
  });

  it('the bank country is named, not given as its code', async () => {
    const { details } = recordedData<{ details: { country: string } }>('/v1/payee.info');
    open('/salaryManage/salaryManageInfo');
    const term = await screen.findByText(en['payee.field.country'], { selector: 'dt' }, { timeout: 15_000 });
    const value = term.nextElementSibling!;
    expect(value).toHaveTextContent(new Intl.DisplayNames(['en'], { type: 'region' }).of(details.country)!);
    expect(value.textContent).not.toBe(details.country);
    // Names and addresses in the page's own font, not a code font.
    expect(getComputedStyle(value).fontFamily).not.toMatch(/mono|consolas|courier/i);
  });

  it('a novel name shows no character counter for the 2000-character cap', async () => {
    open('/addbook');
    const name = await screen.findByRole('textbox', { name: en['novel.form.name'] }, { timeout: 15_000 });
    expect(name).toHaveAttribute('maxlength', '2000');
    expect(name.closest('.fui-Field')?.textContent ?? '').not.toMatch(/\d+ \/ 2000/);
  });

  it('a reply message goes as soon as the reply is changed', () => {
    const { result } = renderHook(() => useReplyDrafts());
    act(() => result.current.setError(7, en['validation.reply.required']));
    expect(result.current.errors[7]).toBe(en['validation.reply.required']);
    act(() => result.current.change(7, 'T'));
    expect(result.current.errors[7]).toBeUndefined();
    expect(result.current.drafts[7]).toBe('T');
  });

  it.each(LOCALES)('%s: the save state is labelled as a state, not with the word that says it is saving', (locale) => {
    const catalog = portalCatalog(locale);
    expect(catalog['chapter.editor.saveState']).not.toBe(catalog['chapter.saving.saving'].replace(/…|\.\.\.$/u, '').trim());
  });

  it.each(LOCALES)('%s: one telephone example: the fields show the same one, the message none', (locale) => {
    const catalog = portalCatalog(locale);
    const example = (text: string) => /\+\d[\d\s-]+\d/u.exec(text)?.[0];
    expect(example(catalog['validation.phone.format'])).toBeUndefined();
    expect(example(catalog['payee.field.telephone.hint'])).toBeDefined();
    expect(example(catalog['payee.field.telephone.hint'])).toBe(example(catalog['contract.form.mobileHint']));
  });

  it('the contact form says it will reply to the address, in plain English', () => {
    expect(en['support.replyTo']).toBe('We will reply to {email}');
  });
});
