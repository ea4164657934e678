/** The audit log's public face: the one write function the generic service calls, and the read behind `/audit`. */
export { recordAudit, recordAudits, auditTrail, type AuditAction, type AuditActor, type AuditEntry, type AuditWrite, type SystemOrigin } from './audit-log.ts';
export { changesOf, isRedacted, REDACTED, type Changes } from './changes.ts';
