import { TOTAL_COUNT_HEADER, idParamsSchema, invoiceExportQuerySchema, invoiceListSchema, invoiceQuerySchema } from '@partsmith/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { sendCsvFile } from '../../lib/send-csv';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { InvoiceService } from './service';

const filtersDescription = '`year` of issue and `kind` (invoice, credit-note) match exactly.';

/** The file name is the document's number, so that a saved download is named after it; it is checked against the id. */
const documentFileParamsSchema = idParamsSchema.extend({ fileName: z.string().max(40) });

export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService; guards: Guards }> = async (app, { invoices, guards }) => {
  app.get(
    '/orders/:id/documents',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['orders'],
        summary: "An order's invoice and credit note",
        description: "The customer's own order, or any for an admin; oldest first. `ready` is false for a moment after issue, while the PDF is rendered.",
        params: idParamsSchema,
        response: { 200: invoiceListSchema, ...errorResponses },
      },
    },
    async (request) => invoices.ofOrder(signedInUser(request), request.params.id),
  );

  app.get(
    '/documents/:id/:fileName',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Download an invoice or credit note as PDF',
        description: "The order's customer or an admin. 503 with Retry-After while the PDF is still being rendered.",
        params: documentFileParamsSchema,
        response: errorResponses,
      },
    },
    async (request, typedReply) => {
      const file = await invoices.download(signedInUser(request), request.params.id);
      // The answer is the PDF's bytes, not JSON: the typed reply knows only the error schema.
      const reply = typedReply as FastifyReply;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .send(file.pdf);
    },
  );

  app.get(
    '/admin/invoices',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Invoices and credit notes, newest first (admin)',
        description: `${filtersDescription} The ${TOTAL_COUNT_HEADER} header carries how many match.`,
        querystring: invoiceQuerySchema,
        response: { 200: invoiceListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { documents, total } = await invoices.page(request.query);
      return reply.header(TOTAL_COUNT_HEADER, total).send(documents);
    },
  );

  app.get(
    '/admin/invoices/export',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Invoices and credit notes as a CSV file for the accounts (admin)',
        description: `${filtersDescription} Oldest first; UTF-8 with a byte-order mark, RFC 4180 quoting.`,
        querystring: invoiceExportQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => sendCsvFile(reply as FastifyReply, 'invoices', Readable.from(invoices.exportCsv(request.query))),
  );
};
