/**
 * "Who saw my data" on the dashboard's profile card: the audit trail of the author's sensitive
 * data, fetched when opened, in a dialog.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { answer, failure } from '../../../stories/portal/handlers';
import { API, screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
const server = screenServer();

const TRAIL = {
  list: [
    { id: 2, actor: 'editor', actor_name: 'Iris Calder', action: 'id_card.viewed', subject: 'id_card', created_at: '2026-11-20T10:00:00.000Z' },
    { id: 1, actor: 'you', actor_name: null, action: 'profile.changed', subject: 'profile', created_at: '2026-11-19T09:00:00.000Z' },
  ],
  next_cursor: null,
};

/** The dashboard once the author's profile is in (before that the card, and its button, are a placeholder). */
const dashboard = async () => {
  render(<ScreenStory path="/dashboard" locale="en" colorMode="light" />);
  await screen.findByRole('heading', { level: 1, name: 'Welcome back, Mara Quill' }, { timeout: 10_000 });
};

const openLog = async () => {
  await dashboard();
  await userEvent.click(await screen.findByRole('button', { name: en['author.privacy.open'] }, { timeout: 10_000 }));
  return { dialog: await screen.findByRole('dialog', { name: en['author.privacy.title'] }, { timeout: 10_000 }) };
};

describe('the privacy log', { timeout: 30_000 }, () => {
  it('asks for the trail only when opened, lists who did what, and closes', async () => {
    let asked = 0;
    server.use(http.get(`${API}/v1/author.auditTrail`, () => (asked++, undefined)), answer('/v1/author.auditTrail', TRAIL));
    await dashboard();
    const button = await screen.findByRole('button', { name: en['author.privacy.open'] }, { timeout: 10_000 });
    expect(asked).toBe(0);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: en['author.privacy.title'] }, { timeout: 10_000 });
    expect(await within(dialog).findByText('Your editor Iris Calder: viewed your ID photo')).toBeVisible();
    expect(within(dialog).getByText('You: changed your author info')).toBeVisible();
    expect(asked).toBe(1);
    await userEvent.keyboard('{Escape}');
    // (The focus going back to the button is checked in a real browser: tests/e2e/authors.spec.ts.)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when nobody has touched the data', async () => {
    server.use(answer('/v1/author.auditTrail', { list: [], next_cursor: null }));
    const { dialog } = await openLog();
    expect(await within(dialog).findByText(en['author.privacy.empty'])).toBeVisible();
  });

  it('someone the trail has no name for is "the platform" or "your editor", with no empty name', async () => {
    server.use(
      answer('/v1/author.auditTrail', {
        list: [
          { id: 4, actor: 'staff', actor_name: null, action: 'intro.rejected', subject: 'profile', created_at: '2026-11-21T10:00:00.000Z' },
          { id: 3, actor: 'editor', actor_name: null, action: 'id_card.viewed', subject: 'id_card', created_at: '2026-11-20T10:00:00.000Z' },
        ],
        next_cursor: null,
      }),
    );
    const { dialog } = await openLog();
    expect(await within(dialog).findByText(`${en['author.privacy.platform']}: ${en['author.privacy.introRejected']}`)).toBeVisible();
    expect(within(dialog).getByText(`${en['author.privacy.editorUnnamed']}: ${en['author.privacy.idCardViewed']}`)).toBeVisible();
  });

  it('says so when the trail cannot load', async () => {
    server.use(http.get(`${API}/v1/author.auditTrail`, () => failure(5000, 'The server had a problem.')));
    const { dialog } = await openLog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en['author.privacy.failed']);
  });
});
