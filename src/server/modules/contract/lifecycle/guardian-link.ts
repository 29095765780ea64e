import { GUARDIAN_LINK_TTL_DAYS } from '../../../../domain/contract';
import type { Contract, ContractApplication } from '../../../db/schema';
import { queueMail } from '../../mail';
import type { Change } from '../change';
import type { Work } from '../work';

const DAY_MS = 86_400_000;

/**
 * The guardian's single-use link, mailed to the guardian's address in the author's language and
 * nowhere else: the author (a minor) is never shown it.
 */
export async function issueGuardianLink({ tx, settings }: Change, contract: Contract, application: ContractApplication, work: Work, now: Date) {
  if (!contract.minor || !application.guardianEmail) return null;
  const session = await settings.provider.createSession(
    tx,
    { contractId: contract.id, party: 'guardian', ttlMs: GUARDIAN_LINK_TTL_DAYS * DAY_MS },
    now,
  );
  await queueMail(tx, {
    to: application.guardianEmail,
    template: 'guardian_sign',
    lang: work.lang,
    site: work.fromSite,
    params: { link: session.url, author: work.penName, title: work.title, days: GUARDIAN_LINK_TTL_DAYS },
  });
  return session;
}
