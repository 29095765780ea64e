/**
 * A page whose subject cannot be shown says so once (its heading: no toast or body repeating it)
 * and offers "Try again" only for a failure that may pass, not for what does not exist.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { failure } from '../../../stories/portal/handlers';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';
import serverEn from '../../../src/server/i18n/en.json';
import serverDe from '../../../src/server/i18n/de.json';

const server = screenServer();
const serverWords = { en: serverEn as Record<string, string>, de: serverDe as Record<string, string> };

const answerAt = (path: string, reply: () => Response) => server.use(http.all(new RegExp(`${path.replace(/\./g, '\\.')}$`), reply));

describe('pages whose subject is missing or failed', { timeout: 30_000 }, () => {
  it.each([
    ['/mywork/manageworks/999', 'writeCenter.bookInfo', 'novel.notFound', 'novel.manage.notFound', 'en'],
    ['/mywork/editbook/999/1/1', 'writeCenter.bookInfo', 'novel.notFound', 'novel.manage.notFound', 'de'],
    ['/mywork/addchapter/999', 'writeCenter.chapterInfo', 'chapter.notFound', 'chapter.editor.notFound', 'de'],
  ] as const)('%s, missing: one heading saying so, the way back, no Try again', async (path, api, serverKey, headingKey, locale) => {
    const words = portalCatalog(locale);
    answerAt(api, () => failure(4004, serverWords[locale][serverKey]));
    render(<ScreenStory path={path} locale={locale} colorMode="light" />);
    const heading = await screen.findByRole('heading', { level: 1, name: words[headingKey] }, { timeout: 15_000 });
    expect(heading).toBeVisible();
    // The server's sentence is the heading's: it is on the page once, not in a toast or a body as well.
    expect(screen.getAllByText(words[headingKey])).toHaveLength(1);
    expect(screen.queryByText(serverWords[locale][serverKey], { selector: ':not(h1)' })).toBeNull();
    expect(screen.queryByRole('button', { name: words['common.retry'] })).toBeNull();
    expect(screen.getByRole('link', { name: words['novel.manage.back'] })).toHaveAttribute('href', '/mywork');
  });

  it('a novel that could not be loaded: the heading, the reason under it, and Try again', async () => {
    const words = portalCatalog('en');
    answerAt('writeCenter.bookInfo', () => failure(5000, 'Something went wrong on our side'));
    render(<ScreenStory path="/mywork/manageworks/3" locale="en" colorMode="light" />);
    await screen.findByRole('heading', { level: 1, name: words['novel.manage.loadFailed'] }, { timeout: 15_000 });
    expect(screen.getAllByText('Something went wrong on our side')).toHaveLength(1);
    expect(screen.getByRole('button', { name: words['common.retry'] })).toBeVisible();
  });
});
