export { createAuditModule } from './module';
export { type AuditActor, type AuditChange, type ChangeHook, recordAudit, recordAudits } from './repository';
