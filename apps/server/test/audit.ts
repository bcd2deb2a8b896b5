import type { AuditEntry } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { as, type TestUser } from './accounts';

/** A page of the audit log as `admin` reads it with these filters (GET /api/admin/audit), and how many entries match. */
export async function auditLog(app: FastifyInstance, admin: TestUser, query: Record<string, string> = {}): Promise<{ entries: AuditEntry[]; total: number }> {
  const response = await app.inject(as(admin, { method: 'GET', url: '/api/admin/audit', query }));
  expect(response.statusCode, response.body).toBe(200);
  return { entries: response.json() as AuditEntry[], total: Number(response.headers['x-total-count']) };
}

/** The entries about one subject, newest first. */
export const auditEntriesOf = async (app: FastifyInstance, admin: TestUser, subjectType: AuditEntry['subject']['type'], subjectId: string | number) =>
  (await auditLog(app, admin, { subjectType, subjectId: String(subjectId) })).entries;
