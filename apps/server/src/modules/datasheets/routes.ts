import multipart from '@fastify/multipart';
import {
  DATASHEET_FIELD,
  DATASHEET_TITLE_FIELD,
  MAX_DATASHEET_BYTES,
  MAX_DATASHEETS_PER_PART,
  apiErrorSchema,
  datasheetFileParamsSchema,
  datasheetSchema,
  datasheetTitleSchema,
  deletedCountSchema,
  idParamsSchema,
  messages,
} from '@partsmith/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { AppError, BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { DatasheetService, DatasheetUpload } from './service';

const MEGABYTES = MAX_DATASHEET_BYTES / (1024 * 1024);
const malformedForm = () => new BadRequestError(messages.datasheets.malformedForm);

/** Reads the form: the PDF (held to MAX_DATASHEET_BYTES as it streams in, 413 past it) and its title, in either order. */
async function readForm(request: FastifyRequest): Promise<DatasheetUpload> {
  let title: unknown;
  let file: { fileName: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === DATASHEET_FIELD) file = { fileName: part.filename, content: await part.toBuffer() };
      else if (part.type === 'field' && part.fieldname === DATASHEET_TITLE_FIELD) title = part.value;
      else throw malformedForm();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(messages.datasheets.tooLarge(MEGABYTES));
    // Any other failure to read the form (no boundary, cut off, too many parts) is the client's mistake.
    throw error instanceof AppError ? error : malformedForm();
  }
  if (!file) throw malformedForm();
  const parsedTitle = datasheetTitleSchema.safeParse(title);
  if (!parsedTitle.success) throw new BadRequestError(parsedTitle.error.issues[0]?.message ?? messages.datasheets.titleRequired);
  return { title: parsedTitle.data, ...file };
}

/** The If-None-Match header names this entity tag (or any). */
const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  (ifNoneMatch ?? '').split(',').some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()));

export const datasheetRoutes: FastifyPluginAsyncZod<{ datasheets: DatasheetService; guards: Guards }> = async (app, { datasheets, guards }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_DATASHEET_BYTES, files: 1, fields: 1, parts: 2, fieldNameSize: 50, fieldSize: 1_000, headerPairs: 20 },
  });

  app.post(
    '/product/:id/datasheets',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Attach a PDF datasheet to a part (admin)',
        description:
          `Multipart: the PDF in the field \`${DATASHEET_FIELD}\` (at most ${MEGABYTES} MB, else 413) and its title in the field \`${DATASHEET_TITLE_FIELD}\`. ` +
          'The file must be a complete PDF with at least one page, unencrypted and without JavaScript, launch actions, embedded files, rich media or XFA (else 422); ' +
          `what is stored is the checked document as rewritten by the server. A part keeps at most ${MAX_DATASHEETS_PER_PART} (409). ` +
          'When the server is checking as many PDFs as it takes, it answers 503 with Retry-After.',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: datasheetSchema, 413: apiErrorSchema, 415: apiErrorSchema, 503: apiErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedMediaTypeError(messages.datasheets.malformedForm);
      const datasheet = await datasheets.attach(signedInUser(request), request.params.id, () => readForm(request));
      return reply.status(201).send(datasheet);
    },
  );

  app.get(
    '/datasheets/:id/:fileName',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Download a part's datasheet",
        description: 'A download (Content-Disposition: attachment), never shown inline; 404 once the part or the datasheet is removed.',
        params: datasheetFileParamsSchema,
        response: { 404: apiErrorSchema },
      },
    },
    async (request, typedReply) => {
      const file = await datasheets.download(request.params.id, request.params.fileName);
      const etag = `"${file.sha256}"`;
      // The answer is the PDF's bytes (or 304), not JSON: the typed reply knows only the error schema.
      const reply = typedReply as FastifyReply;
      // A datasheet's id never changes content: a new version is a new datasheet.
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .send(file.content);
    },
  );

  app.delete(
    '/datasheets/:id',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: "Remove a part's datasheet (admin)",
        params: idParamsSchema,
        response: { 200: deletedCountSchema, ...errorResponses },
      },
    },
    async (request) => {
      await datasheets.remove(signedInUser(request), request.params.id);
      return { deletedCount: 1 };
    },
  );
};
