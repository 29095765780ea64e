/**
 * Every screen of the portal renders its full state in jsdom from the recorded demo, through the
 * same MSW handlers as its story (`stories/portal/handlers`): the real store, router, providers
 * and screen, each showing its level-1 heading and, where it lists something, what it lists.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { answer, recordedData } from '../../../stories/portal/handlers';
import type { ContractList, SignInfo } from '../../../src/domain/api/sign';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
const server = screenServer();

/** [address, signed in, the message id of its level-1 heading] */
const SCREENS: [string, boolean, string][] = [
  ['/login', false, 'auth.login.title'],
  ['/forgot-password', false, 'auth.forgot.title'],
  ['/404', true, 'errors.notFound.title'],
  ['/mywork', true, 'route.mywork'],
  ['/addbook', true, 'route.addBook'],
  ['/authorContest', true, 'route.contest'],
  ['/mywork/manageworks/3', true, ''],
  ['/mywork/addchapter/3', true, ''],
  ['/mywork/import?book=3', true, 'route.importChapters'],
  ['/commentManage', true, 'route.comments'],
  ['/mySignUp', true, 'contract.list.title'],
  ['/signing?original_book_id=2', true, 'contract.apply.title'],
  ['/salaryManage', true, 'route.salary'],
  ['/salaryManage2', true, 'route.salary'],
  ['/salaryManage/salaryManageInfo', true, 'route.salary'],
  ['/welfareManage', true, 'route.welfare'],
  ['/welfareManage2', true, 'route.welfare'],
  ['/authorWelfare', true, 'route.benefits'],
  ['/messageCenter/newsAnnounce', true, 'messages.page.title'],
  ['/messageCenter/announceCenter', true, 'messages.page.title'],
  ['/dataCenter', true, 'route.data'],
  ['/dataCenter2', true, 'route.data'],
  ['/helpCenter', true, 'route.help'],
  ['/us', true, 'route.contact'],
];

describe('every screen on the recorded demo', { timeout: 30_000 }, () => {
  it.each(SCREENS)('%s shows its heading', async (path, signedIn, headingId) => {
    render(<ScreenStory path={path} signedIn={signedIn} locale="en" colorMode="light" />);
    // Headings with values ({brand}, a novel's title) are matched by any text; the rest by their words.
    const name = headingId && !en[headingId]?.includes('{') ? en[headingId] : /\S/;
    expect(en[headingId] ?? headingId === '').toBeTruthy();
    await screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
    // A screen may show its heading while loading, then again with its figures: the one in the page at the end.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name })).toBeVisible());
  });

  it("a work's signed information shows its contract, and no offer to apply for a work that already has one", async () => {
    const contract = recordedData<ContractList>('/v1/sign.contracts').list[0];
    server.use(answer('/v1/sign.info', { book: contract.book, application: null, contract } satisfies SignInfo));
    render(<ScreenStory path={`/mySignInfo?book_id=${contract.book.id}`} locale="en" colorMode="light" />);
    await screen.findByRole('heading', { level: 1, name: en['contract.info.title'] }, { timeout: 15_000 });
    expect(await screen.findByText(contract.contract_no, { exact: false }, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: en['contract.info.applyNow'] })).toBeNull();
  });
});
