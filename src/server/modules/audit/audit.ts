import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditRepository, type AuditRow } from './audit-repository';

export type ActorKind = 'staff' | 'author' | 'system' | 'platform';

export interface AuditEntry {
  actor: { kind: ActorKind; id?: number | null };
  action: string;
  subject: { kind: string; id: string | number; userId?: number | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** the request it came from (id and address), when there is one */
  origin?: AuditOrigin;
}

export interface AuditOrigin {
  requestId?: string;
  address?: string;
}

export const originOf = (request: Pick<FastifyRequest, 'id' | 'ip'>): AuditOrigin => ({ requestId: String(request.id), address: request.ip });

/** Keys whose values never enter the log, at any depth. */
const SECRET = /password|token|hash|secret|id_?number|id_?card|account|iban|swift|bic|paypal|phone|mobile|address|birth/i;

/** A copy with every secret value replaced by "[redacted]" (the key stays, so the change is visible). */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET.test(k) && v !== null && v !== undefined ? '[redacted]' : redact(v, depth + 1)]));
}

/** Appends one entry, in the caller's transaction so the change and its record commit together. */
export async function audit(tx: Db, entry: AuditEntry): Promise<void> {
  await auditRepository(tx).add({
    actorKind: entry.actor.kind,
    actorId: entry.actor.id ?? null,
    action: entry.action,
    subjectKind: entry.subject.kind,
    subjectId: String(entry.subject.id),
    subjectUserId: entry.subject.userId ?? null,
    before: (redact(entry.before ?? null) as Record<string, unknown> | null) ?? null,
    after: (redact(entry.after ?? null) as Record<string, unknown> | null) ?? null,
    requestId: entry.origin?.requestId ?? null,
    address: entry.origin?.address ?? null,
  });
}

export type { AuditRow };

/** Entries newest first, 50 at a time before `cursor` (an entry id). */
export async function auditEntries(db: Db, where: { subjectKind?: string; subjectId?: string; subjectUserId?: number }, cursor?: number, limit = 50): Promise<AuditRow[]> {
  return auditRepository(db).entries(where, cursor, limit);
}
