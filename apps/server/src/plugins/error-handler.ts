import { type ErrorCode, messages } from '@partsmith/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, BusyError, TooManyRequestsError } from '../lib/errors';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'BUSY',
};

/** The code of an error answer that has no more specific one. */
export const errorCodeFor = (status: number): ErrorCode => codeByStatus[status] ?? 'BAD_REQUEST';

/** One message for the problems of a request's input: "field: message" each (the field once), joined with '; '. */
export function describeIssues(issues: { field: string; message: string | undefined }[]): string {
  const parts = issues.map(({ field, message = 'is invalid' }) =>
    field && !message.toLowerCase().startsWith(field.toLowerCase()) ? `${field}: ${message}` : message,
  );
  return [...new Set(parts)].join('; ') || 'The request is invalid';
}

function describeValidationError(error: FastifyError): string {
  return describeIssues(
    (error.validation ?? []).map((issue) => ({ field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), message: issue.message })),
  );
}

/** One place that turns every failure into { code, message } with the right status; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError || error instanceof BusyError)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ code: 'BAD_REQUEST', message: describeValidationError(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: errorCodeFor(status), message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: messages.errors.internal });
  });
}

/**
 * Errors Fastify meets before any route runs (a path with broken percent-encoding, a path parameter over the length
 * limit) get the same { code, message } answer as the rest, instead of Fastify's own shape.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) return reply.status(500).send({ code: 'INTERNAL', message: messages.errors.internal });
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'This address is too long.' : 'This address is not valid.';
  return reply.status(status).send({ code: errorCodeFor(status), message });
}
