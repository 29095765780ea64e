/** The audit module's public face: what the app assembles and what other modules may use. */
export { auditActions } from './admin';
export { type ActorKind, audit, auditEntries, type AuditOrigin, originOf } from './audit';
/** An archive of the account reads the audit rows about it here. */
export { auditArchiveRepository } from './archive-repository';
