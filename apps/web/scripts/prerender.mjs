// Prerenders the pages most visitors land on into copies of the built index.html, so they paint before the
// JavaScript arrives; main.tsx then hydrates them. See docs/decisions/0010-prerendered-landing-pages.md.
// Writes dist/prerendered/<address>.html ('/' is index.html) and pages.json, which tells the server when to send them,
// and routes.json, the address patterns of all the app's pages: the server answers any other page address with 404.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

/**
 * Each prerendered address, the route module whose code the page needs at once, and the query parameters that change
 * its first render (with one of them the server sends the plain app instead; others, such as utm_source, do not count).
 */
const PAGES = [
  { address: '/', routeModule: 'src/app/routes/home.tsx', queryParameters: [] },
  // parseCatalogSearch in src/features/catalog/lib/catalogue-search.ts reads these.
  { address: '/product', routeModule: 'src/app/routes/products.tsx', queryParameters: ['q', 'sort', 'page', 'inStock', 'minPrice', 'maxPrice', 'spec'] },
];

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.WEB_OUT_DIR ? path.resolve(process.env.WEB_OUT_DIR) : path.join(webDir, 'dist');
const EMPTY_ROOT = '<div id="root"></div>';

const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
if (!shell.includes(EMPTY_ROOT)) throw new Error(`prerender: ${EMPTY_ROOT} is missing from the built index.html`);
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));

/** A chunk's file and those of the chunks it imports, at any depth. */
function chunksOf(moduleId, seen = new Set()) {
  const chunk = manifest[moduleId];
  if (!chunk) throw new Error(`prerender: the build has no chunk for ${moduleId}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
  return seen;
}
// index.html already loads (and preloads) the entry and its imports.
const entryChunks = new Set(Object.entries(manifest).flatMap(([moduleId, chunk]) => (chunk.isEntry ? [...chunksOf(moduleId)] : [])));

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const serverBuildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-prerender-'));
try {
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    // Everything in one Node bundle: the workspace's contract package ships TypeScript.
    ssr: { noExternal: true },
    build: { ssr: 'src/prerender.tsx', outDir: serverBuildDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const { prerenderPage, appPagePatterns } = await import(pathToFileURL(path.join(serverBuildDir, 'prerender.js')).href);
  const outputDir = path.join(distDir, 'prerendered');
  fs.mkdirSync(outputDir, { recursive: true });
  const written = [];
  for (const { address, routeModule, queryParameters } of PAGES) {
    const { markup, reads } = await prerenderPage(address);
    if (/<script/i.test(markup)) throw new Error(`prerender: ${address} came out with an inline script, which the CSP refuses`);
    const routeChunks = [...chunksOf(routeModule)].filter((file) => !entryChunks.has(file));
    const preloads = [
      ...routeChunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
      // The page's data loads alongside its code, not after hydration; the app's fetch then takes the preloaded answer.
      ...reads.map((read) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(read)}" />`),
    ].map((link) => `\n    ${link}`);
    const html = shell
      .replace(/\n\s*<\/head>/, `${preloads.join('')}\n  </head>`)
      // The page paints without its scripts: the stylesheet and pictures go first, the scripts take what is left.
      .replaceAll(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      // A function, so that a "$&" or "$'" in the page's text is not read as a replacement pattern.
      .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
    const file = `${address === '/' ? 'index' : address.slice(1)}.html`;
    fs.mkdirSync(path.dirname(path.join(outputDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outputDir, file), html);
    written.push({ address, file, queryParameters });
    console.log(`prerender: ${address} → prerendered/${file} (${(markup.length / 1024).toFixed(1)} kB of markup; preloads ${reads.join(', ') || 'no data'})`);
  }
  fs.writeFileSync(path.join(outputDir, 'pages.json'), `${JSON.stringify(written, null, 2)}\n`);
  const patterns = appPagePatterns();
  fs.writeFileSync(path.join(outputDir, 'routes.json'), `${JSON.stringify(patterns, null, 2)}\n`);
  console.log(`prerender: ${patterns.length} page address patterns → prerendered/routes.json`);
} finally {
  fs.rmSync(serverBuildDir, { recursive: true, force: true });
}
