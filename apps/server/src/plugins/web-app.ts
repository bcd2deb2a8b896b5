import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@partsmith/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** A path that names a file (has an extension) is never answered with the app shell. */
const looksLikeFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);

function cacheControlFor(filePath: string, distDir: string): string {
  const relative = path.relative(distDir, filePath).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (relative.endsWith('.html') || relative === 'theme-init.js') return REVALIDATE;
  return SHORT;
}

const PRERENDERED_DIR = 'prerendered';

const sendPage = (reply: FastifyReply, file: string) => reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').sendFile(file);

/** The web build's prerendered landing pages (apps/web/scripts/prerender.mjs): address → file under dist. */
function findPrerenderedPages(distDir: string): Map<string, string> {
  const directory = path.join(distDir, PRERENDERED_DIR);
  if (!fs.existsSync(directory)) return new Map();
  return new Map(
    fs
      .readdirSync(directory)
      .filter((name) => name.endsWith('.html'))
      .map((name) => {
        const page = name.slice(0, -'.html'.length);
        return [page === 'index' ? '/' : `/${page}`, `${PRERENDERED_DIR}/${name}`];
      }),
  );
}

/**
 * Serves the built web app with a history fallback: every client route answers index.html, or the page prerendered
 * for its exact address, while unknown /api paths and missing files answer 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  const hasWebApp = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // '/' may be prerendered: the routes below and the fallback decide what it answers.
      index: false,
      globIgnore: [`${PRERENDERED_DIR}/**`],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath, distDir)),
    });
    for (const [address, file] of findPrerenderedPages(distDir)) {
      // The markup shows the page without a query: /product?q=fan gets the plain app, which renders its search.
      app.get(address, (request, reply) => sendPage(reply, request.url.includes('?') ? 'index.html' : file));
    }
  } else if (distDir !== null) {
    app.log.warn({ distDir }, 'the web app is not built; serving the API only');
  }

  const sendNotFound = (reply: FastifyReply, message: string) => reply.status(404).send({ code: 'NOT_FOUND', message });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendNotFound(reply, messages.errors.routeNotFound);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile(pathname);
    if (hasWebApp && wantsPage) return sendPage(reply, 'index.html');
    return sendNotFound(reply, 'There is nothing at this address.');
  });
}
