/**
 * The contract screens a new author meets, in jsdom on the recorded demo (the stories' MSW
 * handlers, one call changed per case): the checklist before applying, and answering an editor's
 * request for information.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { answer, recordedData } from '../../../stories/portal/handlers';
import type { SignEligibility } from '../../../src/domain/api/sign';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
const server = screenServer();

const eligibility = recordedData<SignEligibility>('/v1/sign.eligibility', { original_book_id: '2' });
/** A work that has not applied yet: the checklist shows. */
const notApplied = (minor: boolean): SignEligibility => ({
  ...eligibility,
  minor,
  application: null,
  checks: eligibility.checks.map((c) => (c.id === 'open_application' ? { ...c, ok: true } : c)),
});

const checklist = () => screen.findByRole('region', { name: en['contract.checklist.label'] }, { timeout: 15_000 });

describe('the contract checklist', { timeout: 30_000 }, () => {
  it('tells an adult nothing about a guardian', async () => {
    server.use(answer('/v1/sign.eligibility', notApplied(false)));
    render(<ScreenStory path="/signing?original_book_id=2" locale="en" colorMode="light" />);
    const list = await checklist();
    expect(within(list).getAllByRole('listitem')).toHaveLength(eligibility.checks.length - 1);
    expect(within(list).queryByText(en['contract.checklist.guardian'])).toBeNull();
  });

  it('tells a minor that a parent or guardian applies and signs with them', async () => {
    server.use(answer('/v1/sign.eligibility', notApplied(true)));
    render(<ScreenStory path="/signing?original_book_id=2" locale="en" colorMode="light" />);
    const list = await checklist();
    expect(within(list).getAllByRole('listitem')).toHaveLength(eligibility.checks.length);
    expect(within(list).getByText(en['contract.checklist.guardian'])).toBeVisible();
  });
});
