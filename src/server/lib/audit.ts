import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { audit } from '../modules/audit';

/**
 * Where sensitive acts are recorded (a reveal of personal data, later staff actions). The audit
 * trail proper (a table, its screens) comes with the shared-services issue: it implements this
 * interface and is passed to the app as `audit`; until then entries go to the log, without values.
 */
export interface AuditEntry {
  actor: { kind: 'user' | 'staff'; id: number };
  /** e.g. `personal.reveal` */
  action: string;
  subject: { kind: string; id: number | string };
  /** names, never values (`{ field: 'birth_date' }`) */
  detail?: Record<string, string | number>;
  ip?: string;
}

export interface AuditTrail {
  /** `tx`: the caller's transaction, so the act and its record commit together */
  record(entry: AuditEntry, tx?: Db): Promise<void>;
}

/** The audit trail proper: entries in audit_log (modules/audit), in the caller's transaction. */
export const dbAuditTrail = (db: Db): AuditTrail => ({
  async record(entry, tx) {
    await audit(tx ?? db, {
      actor: { kind: entry.actor.kind === 'user' ? 'author' : 'staff', id: entry.actor.id },
      action: entry.action,
      subject: { kind: entry.subject.kind, id: entry.subject.id, userId: entry.actor.kind === 'user' ? entry.actor.id : undefined },
      after: entry.detail ?? null,
      origin: { address: entry.ip },
    });
  },
});

export const logAuditTrail = (log: FastifyBaseLogger): AuditTrail => ({
  async record(entry) {
    log.info({ audit: entry }, 'audit');
  },
});
