/**
 * The queue's move buttons keep the keyboard's place: a chapter moved to the top (or the bottom) keeps
 * the focus on its button, which says it can go no further rather than dropping the focus.
 */
import * as React from 'react';
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueueList } from '../../../src/client/features/planner/components/QueueList';
import type { QueueEntry } from '../../../src/client/features/planner/queue-order';
import { portalCatalog } from '../../support/portal-catalog';

afterEach(cleanup);
const en = portalCatalog('en', { withDomain: false });

const entry = (n: number): QueueEntry => ({
  original_chapter_id: 100 + n,
  chapter_code: n,
  title: `Part ${n}`,
  words: 1200,
  status: 'scheduled',
  release_at: `2027-01-0${n}T19:00:00.000Z`,
  pinned: false,
  silent: false,
  problem: null,
});

function Queue() {
  const [queue, setQueue] = React.useState([entry(1), entry(2), entry(3)]);
  return <QueueList queue={queue} timeZone="UTC" replanning={false} onChange={setQueue} />;
}

it('keeps the focus on a chapter’s Move up once it is first, the button saying it can go no higher', async () => {
  const user = userEvent.setup();
  render(
    <IntlProvider locale="en" messages={en}>
      <FluentProvider theme={webLightTheme}>
        <Queue />
      </FluentProvider>
    </IntlProvider>,
  );
  const up = screen.getByRole('button', { name: 'Move Chapter 2: Part 2 up' });
  await user.click(up);
  expect(screen.getAllByRole('listitem')[0]).toHaveAccessibleName('Chapter 2: Part 2');
  expect(up).toHaveAttribute('aria-disabled', 'true');
  expect(up).not.toHaveAttribute('disabled');
  expect(up).toHaveFocus();
  // Asked again, it stays where it is.
  await user.click(up);
  expect(screen.getAllByRole('listitem')[0]).toHaveAccessibleName('Chapter 2: Part 2');
});
