/**
 * The screens' stories and feature tests are fed a recording of the real API
 * (`stories/portal/fixtures/recorded.json`, made by `scripts/record-screens.ts`). Every recorded
 * answer must still fit its route's declared response, closed (no field the route no longer
 * has): when the API changes shape, this fails and says to record again, instead of the book
 * quietly showing screens the product can no longer produce.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { buildTestApp, type TestApp } from '../support/databases';
import { closed } from '../../src/server/lib/strict-responses';
import type { Recording } from '../../stories/portal/handlers/recording';
import recorded from '../../stories/portal/fixtures/recorded.json';

const recording = recorded as Recording;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp('pglite');
});
afterAll(async () => {
  await testApp?.close();
});

describe('the recorded answers the screens are shown with', () => {
  it('cover the screens (at least 30 calls, every one a success)', () => {
    expect(recording.calls.length).toBeGreaterThanOrEqual(30);
    expect(recording.calls.filter((c) => c.status !== 200).map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([]);
  });

  it('each fits its route’s declared response, with no undeclared field', () => {
    const misfits: string[] = [];
    for (const call of recording.calls) {
      const route = testApp.routes.find((r) => r.method === call.method && r.url === call.path);
      if (!route) {
        misfits.push(`${call.method} ${call.path}: no such route any more`);
        continue;
      }
      const schema = (route.schema?.response as Record<string, unknown> | undefined)?.['200'];
      if (!schema) {
        misfits.push(`${call.method} ${call.path}: the route declares no 200 answer`);
        continue;
      }
      const check = Compile(closed(schema) as never);
      if (!check.Check(call.body)) {
        const why = [...check.Errors(call.body)].slice(0, 2).map((e) => `${(e as { instancePath?: string }).instancePath ?? ''} ${(e as { message?: string }).message ?? ''}`);
        misfits.push(`${call.method} ${call.path}: ${why.join('; ')}`);
      }
    }
    expect(misfits, 'record again: npx tsx scripts/record-screens.ts').toEqual([]);
  });
});
