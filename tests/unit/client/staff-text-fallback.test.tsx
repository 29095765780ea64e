/**
 * Text staff write per language (a welfare program's name, a payout's failure reason) reaches the
 * author in their language; where it is the English one instead, the portal marks it in the
 * author's language, as the help center marks an article shown in English.
 */
import * as React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { PayoutWire } from '../../../src/domain/api/payout';
import { money } from '../../../src/domain/money';
import { ProgramName } from '../../../src/client/components/welfare/ProgramName';
import { PayoutHistory } from '../../../src/client/features/payout/components/PayoutHistory';
import { portalCatalog } from '../../support/portal-catalog';

afterEach(cleanup);

function renderIn(locale: string, ui: React.ReactElement) {
  render(
    <IntlProvider locale={locale} messages={portalCatalog(locale, { withDomain: false })}>
      <FluentProvider theme={webLightTheme}>{ui}</FluentProvider>
    </IntlProvider>,
  );
}
const mark = (locale: string) => portalCatalog(locale, { withDomain: false })['common.inEnglish'];

const failed = (reason: string, fallback: boolean): PayoutWire => ({
  id: 31,
  month: '2026-09',
  amount: money(8000, 'USD'),
  threshold: money(5000, 'USD'),
  status: 'failed',
  hold: null,
  failure_reason: reason,
  failure_reason_fallback: fallback,
  reference: null,
  paid_at: null,
  failed_at: '2026-10-05T09:00:00Z',
  closed_at: '2026-10-01T02:00:00Z',
});

describe('staff text in the author’s language, else English marked', () => {
  it('a program’s English name in Thai: the name is English and the mark says so in Thai', () => {
    renderIn('th', <ProgramName program={{ kind: 'full_attendance', name: 'Daily updater bonus', name_fallback: true }} as="h2" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Daily updater bonus' });
    expect(heading.getAttribute('lang')).toBe('en');
    const badge = screen.getByText(mark('th'));
    expect(mark('th')).not.toBe(mark('en'));
    expect(badge.getAttribute('lang')).toBe('th');
    cleanup();
    // In a table cell (the applications list): the same, without a heading.
    renderIn('th', <ProgramName program={{ kind: 'full_attendance', name: 'Daily updater bonus', name_fallback: true }} />);
    expect(screen.getByText('Daily updater bonus').getAttribute('lang')).toBe('en');
    expect(screen.getByText(mark('th'))).toBeTruthy();
  });

  it('a program’s name in the author’s own language, or the kind’s translated name, is not marked', () => {
    renderIn('de', <ProgramName program={{ kind: 'full_attendance', name: 'Bonus für tägliche Updates', name_fallback: false }} as="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Bonus für tägliche Updates' }).getAttribute('lang')).toBeNull();
    expect(screen.queryByText(mark('de'))).toBeNull();
    cleanup();
    renderIn('th', <ProgramName program={{ kind: 'completion', name: null, name_fallback: false }} as="h2" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(portalCatalog('th', { withDomain: false })['welfare.kind.completion']);
    expect(screen.queryByText(mark('th'))).toBeNull();
  });

  it('a failure reason in English for a Thai author is marked beside it; a German one for a German author is not', () => {
    renderIn('th', <PayoutHistory list={[failed('The bank returned the transfer: account closed', true)]} />);
    const row = screen.getByRole('row', { name: /account closed/ });
    expect(within(row).getByText('The bank returned the transfer: account closed').getAttribute('lang')).toBe('en');
    expect(within(row).getByText(mark('th'))).toBeTruthy();
    cleanup();
    renderIn('de', <PayoutHistory list={[failed('Konto aufgelöst', false)]} />);
    expect(screen.getByRole('row', { name: /Konto aufgelöst/ })).toBeTruthy();
    expect(screen.queryByText(mark('de'))).toBeNull();
  });
});
