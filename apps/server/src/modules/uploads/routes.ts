import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, messages, uploadResultSchema } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/error-responses';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { UploadService } from './service';

const malformedForm = () => new BadRequestError(`Send one image as multipart/form-data in the field "${UPLOAD_FIELD}", and nothing else.`);

/** POST /api/uploads: one image in the multipart field `image`, answered like the spec's image host. */
export async function uploadRoutes(app: FastifyInstance, { uploads, guards }: { uploads: UploadService; guards: Guards }) {
  // preservePath: see the name as sent, so a name with a path in it is refused rather than silently trimmed.
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, fieldNameSize: 50, headerPairs: 20 },
  });
  app.post(
    '/uploads',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['images'],
        summary: 'Upload an image (signed in)',
        description:
          `Multipart field \`${UPLOAD_FIELD}\`: a JPEG, PNG, WebP, AVIF or GIF of at most 5 MB, recognised by its content. It is re-encoded as WebP without metadata. ` +
          'An image of too many pixels, too long a side or too narrow a shape, or one that takes too long to process, is refused with 422. ' +
          'A customer may upload a limited number of images an hour (429 with Retry-After) and keep a limited number (422); ' +
          'when the server is processing as many images as it takes, it answers 503 with Retry-After.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResultSchema, 413: errorResponses[400], 415: errorResponses[400], 503: errorResponses[400], ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedMediaTypeError(`Send the image as multipart/form-data in the field "${UPLOAD_FIELD}".`);
      // Reading the form only parses what the client sent: any failure there (no boundary, cut off, a text field) is its mistake.
      const file = await request.file().catch(() => {
        throw malformedForm();
      });
      if (!file || file.fieldname !== UPLOAD_FIELD) throw new BadRequestError(`Attach the image in the field "${UPLOAD_FIELD}".`);
      const read = () =>
        file.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(messages.uploads.tooLarge);
          throw malformedForm();
        });
      const data = await uploads.save(signedInUser(request), { fileName: file.filename, read });
      return reply.status(201).send({ success: true as const, data });
    },
  );
}

/** GET /uploads/{id}.webp and /uploads/{id}-card.webp: served from the database, cached for good (ids never change). */
export async function imageFileRoutes(app: FastifyInstance, { uploads }: { uploads: UploadService }) {
  app.get('/uploads/:file', { schema: { hide: true } }, async (request, reply) => {
    const image = await uploads.find((request.params as { file: string }).file);
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
  });
}
