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

/** Stripe Elements loads its script from js.stripe.com, draws the card fields in its frames and talks to its API. */
const stripeSources = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

const helmetOptions = ({ stripe }: { stripe: boolean }): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: stripe
      ? {
          ...contentSecurityPolicy,
          scriptSrc: [...contentSecurityPolicy.scriptSrc, ...stripeSources.scriptSrc],
          connectSrc: [...contentSecurityPolicy.connectSrc, ...stripeSources.connectSrc],
          frameSrc: stripeSources.frameSrc,
        }
      : contentSecurityPolicy,
  },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  // In every environment, not only production: browsers ignore it over plain http (local runs, the e2e suite), and a
  // production shop started without NODE_ENV=production still gets it. Pinned by test/security-headers.test.ts.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** Helmet's headers do not depend on the request, so they are computed once rather than on every request. */
export function computeSecurityHeaders(options: HelmetOptions = helmetOptions({ stripe: false })): Record<string, string> {
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

export function registerSecurityHeaders(app: FastifyInstance, { stripe }: { stripe: boolean }) {
  const headers = computeSecurityHeaders(helmetOptions({ stripe }));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
