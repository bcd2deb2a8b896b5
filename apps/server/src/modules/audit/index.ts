export { createAuditModule } from './module';
export { type AuditActor, type AuditChange, type AuditedSubject, type ChangeHook, auditChange, auditedAs, recordAudit, recordAudits } from './repository';
