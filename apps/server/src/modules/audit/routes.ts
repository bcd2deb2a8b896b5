import { TOTAL_COUNT_HEADER, auditExportQuerySchema, auditPageSchema, auditQuerySchema } from '@partsmith/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { errorResponses } from '../../lib/error-responses';
import { sendCsvFile } from '../../lib/send-csv';
import type { Guards } from '../../plugins/guards';
import type { AuditService } from './service';

const filtersDescription = "`actor` (an admin's email), `action`, `subjectType` and `subjectId` match exactly; `from` and `to` are days (UTC, both included).";

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService; guards: Guards }> = async (app, { audit, guards }) => {
  app.get(
    '/admin/audit',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The audit log: every change an admin made, newest first (admin)',
        description: `Who, when, what, and the subject's fields before and after. ${filtersDescription} The ${TOTAL_COUNT_HEADER} header carries how many match.`,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { entries, total } = await audit.page(request.query);
      return reply.header(TOTAL_COUNT_HEADER, total).send(entries);
    },
  );

  app.get(
    '/admin/audit/export',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The audit log entries the filters match, as a CSV file (admin)',
        description: `${filtersDescription} UTF-8 with a byte-order mark, RFC 4180 quoting; cells a spreadsheet would read as a formula start with an apostrophe.`,
        querystring: auditExportQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => sendCsvFile(reply as FastifyReply, 'audit-log', Readable.from(audit.exportCsv(request.query))),
  );
};
