import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type Product, idParamsSchema, messages } from '@partsmith/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../lib/errors';
import { withPartHead } from './part-page-head';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** A path that names a file (has an extension) is never answered with the app shell. */
const looksLikeFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);

function cacheControlFor(filePath: string, distDir: string): string {
  // The precompressed copies (index.html.br) are cached like the file they stand for.
  const relative = path
    .relative(distDir, filePath)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (relative.endsWith('.html') || relative === 'theme-init.js') return REVALIDATE;
  return SHORT;
}

const PRERENDERED_DIR = 'prerendered';

/** Written by the web build (apps/web/scripts/prerender.mjs) next to the pages it prerendered. */
const prerenderedPagesSchema = z.array(
  z.object({
    address: z.string().startsWith('/'),
    file: z.string().min(1),
    /** With one of these in the query the page's first render differs, so the plain app answers. */
    queryParameters: z.array(z.string()),
  }),
);

function findPrerenderedPages(distDir: string) {
  const list = path.join(distDir, PRERENDERED_DIR, 'pages.json');
  if (!fs.existsSync(list)) return [];
  return prerenderedPagesSchema.parse(JSON.parse(fs.readFileSync(list, 'utf8')));
}

/** Written by the web build from the app's own route tree (apps/web/src/app/page-patterns.ts): `/product/:productId`. */
const pagePatternsSchema = z.array(z.string().startsWith('/'));

const segmentsOf = (pathname: string) =>
  pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });

/**
 * Whether a path is one of the app's pages, matched as React Router matches it: segment by segment, a `:name` any one
 * segment, whatever the case, with or without a trailing slash. Null when the build wrote no list (an older build).
 */
function findPageMatcher(distDir: string): ((pathname: string) => boolean) | null {
  const list = path.join(distDir, PRERENDERED_DIR, 'routes.json');
  if (!fs.existsSync(list)) return null;
  const patterns = pagePatternsSchema.parse(JSON.parse(fs.readFileSync(list, 'utf8'))).map(segmentsOf);
  return (pathname) => {
    const segments = segmentsOf(pathname);
    return patterns.some((pattern) => pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]));
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The notice as the first thing in the page's body, outside the app's root, so the app renders and hydrates as ever. */
export function withNotice(html: string, notice: string): string {
  const aside = `<aside class="shop-notice" aria-label="${escapeHtml(messages.shopNotice.label)}"><p>${escapeHtml(notice)}</p></aside>`;
  return html.replace(/<body[^>]*>/, (body) => `${body}${aside}`);
}

type SendPage = (request: FastifyRequest, reply: FastifyReply, file: string) => FastifyReply;

/**
 * Pages are sent precompressed when the browser takes it, so a shared cache must key them by Accept-Encoding. With a
 * notice, each page is read once, given the notice and compressed in memory.
 */
function pageSender(distDir: string, notice: string | null): SendPage {
  const withHeaders = (reply: FastifyReply) => reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (notice === null) return (_request, reply, file) => withHeaders(reply).sendFile(file);
  const pages = new Map<string, { etag: string; identity: Buffer; br: Buffer; gzip: Buffer }>();
  const page = (file: string) => {
    let found = pages.get(file);
    if (!found) {
      const identity = Buffer.from(withNotice(fs.readFileSync(path.join(distDir, file), 'utf8'), notice));
      const etag = `"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
      found = { etag, identity, br: zlib.brotliCompressSync(identity), gzip: zlib.gzipSync(identity, { level: 9 }) };
      pages.set(file, found);
    }
    return found;
  };
  return (request, reply, file) => {
    const { etag, identity, br, gzip } = page(file);
    withHeaders(reply).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(identity);
  };
}

/** The parts whose pages the server answers with their own head (the catalogue's one read by id). */
export interface PartPages {
  /** The listed part; throws NotFoundError for an unknown or deleted one. */
  get(id: string): Promise<Product>;
  /** The shop's public address, for the canonical link and the structured data's absolute URLs. */
  publicUrl: string;
}

/**
 * A part's page: index.html with the part's title, description, canonical link and structured data (search engines
 * may not run the app); an unknown or deleted part answers 404 with the app, which shows its not-found page.
 */
function registerPartPages(app: FastifyInstance, distDir: string, notice: string | null, parts: PartPages, sendPage: SendPage) {
  const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  app.get<{ Params: { productId: string } }>('/product/:productId', async (request, reply) => {
    const { productId } = request.params;
    let part: Product;
    try {
      if (!idParamsSchema.shape.id.safeParse(productId).success) throw new NotFoundError(messages.errors.productNotFound);
      part = await parts.get(productId);
    } catch (error) {
      if (error instanceof NotFoundError) return sendPage(request, reply.status(404), 'index.html');
      throw error;
    }
    const html = withPartHead(shell, part, parts.publicUrl);
    // Compressed by @fastify/compress like any answer; never stored, as the part's price and stock move.
    return reply
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(notice === null ? html : withNotice(html, notice));
  });
}

/**
 * Serves the built web app with a history fallback: every client route answers index.html, or its prerendered page
 * when the build made one, and a part's page its own head; any other page address answers index.html with 404, and
 * unknown /api paths and missing files answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null, { notice, parts }: { notice: string | null; parts: PartPages }) {
  const hasWebApp = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  const sendPage = pageSender(distDir ?? '', notice);
  let isPage = (_pathname: string) => true;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // '/' may be prerendered and pages may carry a notice: the routes below and the fallback decide what they answer.
      index: false,
      globIgnore: [`${PRERENDERED_DIR}/**`, 'index.html', 'index.html.*'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath, distDir));
        res.setHeader('vary', 'accept-encoding');
      },
    });
    app.get('/index.html', (request, reply) => sendPage(request, reply, 'index.html'));
    const pageMatcher = findPageMatcher(distDir);
    if (pageMatcher) isPage = pageMatcher;
    else app.log.warn({ distDir }, 'the web build wrote no prerendered/routes.json: every address is answered as a page, with 200');
    registerPartPages(app, distDir, notice, parts, sendPage);
    for (const page of findPrerenderedPages(distDir)) {
      // /product?q=fan gets the plain app, which renders that search; /?utm_source=mail still gets the prerendered home.
      app.get(page.address, (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const changesFirstRender = page.queryParameters.some((name) => Object.hasOwn(query, name));
        return sendPage(request, reply, changesFirstRender ? 'index.html' : `${PRERENDERED_DIR}/${page.file}`);
      });
    }
  } else if (distDir !== null) {
    app.log.warn({ distDir }, 'the web app is not built; serving the API only');
  }

  const sendNotFound = (reply: FastifyReply, message: string) => reply.status(404).send({ code: 'NOT_FOUND', message });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendNotFound(reply, messages.errors.routeNotFound);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile(pathname);
    // An unknown page gets the app too, which shows its not-found page, but with 404 for crawlers and link checkers.
    if (hasWebApp && wantsPage) return sendPage(request, isPage(pathname) ? reply : reply.status(404), 'index.html');
    return sendNotFound(reply, 'There is nothing at this address.');
  });
}
