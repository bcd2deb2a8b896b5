import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * A strict Content-Security-Policy: the web app ships no inline script or style, so none is allowed.
 * Later integrations (card payments) add their origins here and nowhere else.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  upgradeInsecureRequests: null,
};

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** Helmet's headers do not depend on the request, so they are computed once rather than on every request. */
export function computeSecurityHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let finished = false;
  helmet(options)({} as never, recorder, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = computeSecurityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
