import {
  CATALOGUE_CSV_FORMAT,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_PROBLEMS,
  MAX_IMPORT_ROWS,
  catalogueImportQuerySchema,
  catalogueImportRefusalSchema,
  catalogueImportReportSchema,
  messages,
} from '@partsmith/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sendCsvFile } from '../../lib/send-csv';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { CatalogueExport } from './csv-export';
import type { CatalogueImport } from './csv-import';

const m = messages.catalogueImport;
const MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;

const formatDescription = CATALOGUE_CSV_FORMAT.map(({ column, holds }) => `- \`${column}\`: ${holds}`).join('\n');

/** The file as the client sent it, refused past MAX_IMPORT_BYTES as soon as it says so or sends more. */
async function readCsvBody(declaredLength: number, body: AsyncIterable<Buffer>): Promise<Buffer> {
  const tooLarge = () => new PayloadTooLargeError(m.tooLarge(MEGABYTES));
  if (declaredLength > MAX_IMPORT_BYTES) throw tooLarge();
  const pieces: Buffer[] = [];
  let length = 0;
  for await (const piece of body) {
    length += piece.length;
    if (length > MAX_IMPORT_BYTES) throw tooLarge();
    pieces.push(piece);
  }
  return Buffer.concat(pieces);
}

/** GET /api/catalogue/export.csv and POST /api/catalogue/import (admin). */
export const catalogueCsvRoutes: FastifyPluginAsyncZod<{ catalogueImport: CatalogueImport; catalogueExport: CatalogueExport; guards: Guards }> = async (
  app,
  { catalogueImport, catalogueExport, guards },
) => {
  // Only these routes take CSV (the plugin's own scope).
  app.addContentTypeParser('text/csv', async (request: { headers: Record<string, string | string[] | undefined> }, body: AsyncIterable<Buffer>) =>
    readCsvBody(Number(request.headers['content-length'] ?? 0), body),
  );

  app.get(
    '/catalogue/export.csv',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Every listed part as a CSV file (admin)',
        description: `The file POST /api/catalogue/import reads: UTF-8 with a byte-order mark, RFC 4180 quoting, one row per part, a \`spec:<key>\` column for every specification key a category declares (empty where a part has no value). Text that a spreadsheet would read as a formula gets an apostrophe, which the import takes away again.\n\n${formatDescription}`,
        response: errorResponses,
      },
    },
    async (_request, reply) => sendCsvFile(reply as FastifyReply, 'catalogue', await catalogueExport.csv()),
  );

  app.post(
    '/catalogue/import',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add and update parts from a CSV file (admin); dryRun=true (the default) checks it and writes nothing',
        description:
          `Body: text/csv, at most ${MEGABYTES} MB and ${MAX_IMPORT_ROWS} parts (413 beyond). A header row, then one row per part; the part number is the key: a listed part with that number is updated (only the cells given; an empty cell leaves the field as it is, except a specification's, which removes the value), any other row adds a part (every field of Add a Product is needed). Values are checked as Add a Product and the part editor check them.\n\n` +
          `The dry run answers what the file would do, or every problem by row (the header is row 1) and column (the first ${MAX_IMPORT_PROBLEMS}, and how many in all). The import writes every row in one transaction, or nothing: a file with any problem is refused with 422 and the same report. One import runs at a time (409 while another does).\n\n` +
          'Stock: a new part gets the stock the file gives. For a part that exists, the stock is moved by the difference between the file and the stock read when the file was checked, in the same conditional statement that writes the part: stock is never simply overwritten, so pieces customers order while the import runs stay taken (the stock ends lower by them, never below 0), as a restock does (decision 0012).\n\n' +
          formatDescription,
        querystring: catalogueImportQuerySchema,
        consumes: ['text/csv'],
        response: {
          200: catalogueImportReportSchema,
          413: errorResponses[400],
          415: errorResponses[400],
          ...errorResponses,
          422: catalogueImportRefusalSchema,
        },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new UnsupportedMediaTypeError(m.sendCsv);
      const { report, written } = await catalogueImport.run(signedInUser(request), request.body, { dryRun: request.query.dryRun });
      if (!request.query.dryRun && !written) return reply.status(422).send({ code: 'UNPROCESSABLE', message: m.refused(report.problemCount), ...report });
      return report;
    },
  );
};
