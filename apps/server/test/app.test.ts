import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@partsmith/contract';
import { shopNotice } from '../src/modules/site/service';
import { createTestApp, type TestContext } from './test-app';

let ctx: TestContext;
let distDir: string;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Partsmith</title><div id="root"></div>');
  fs.writeFileSync(path.join(distDir, 'index.html.br'), zlib.brotliCompressSync('<!doctype html><title>Partsmith</title><div id="root"></div>'));
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  fs.mkdirSync(path.join(distDir, 'images'));
  fs.writeFileSync(path.join(distDir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Partsmith","start_url":"/"}');
  fs.mkdirSync(path.join(distDir, 'prerendered'));
  fs.writeFileSync(path.join(distDir, 'prerendered', 'index.html'), '<!doctype html><title>Partsmith</title><div id="root"><h1>Home</h1></div>');
  fs.writeFileSync(path.join(distDir, 'prerendered', 'product.html'), '<!doctype html><title>Partsmith</title><div id="root"><h1>All products</h1></div>');
  const pages = [
    { address: '/', file: 'index.html', queryParameters: [] },
    { address: '/product', file: 'product.html', queryParameters: ['q', 'sort', 'page'] },
  ];
  fs.writeFileSync(path.join(distDir, 'prerendered', 'pages.json'), JSON.stringify(pages));
  const pagePatterns = ['/', '/product', '/about', '/product/:productId', '/dashboard', '/dashboard/payment/:id'];
  fs.writeFileSync(path.join(distDir, 'prerendered', 'routes.json'), JSON.stringify(pagePatterns));
  ctx = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const liveStripe = {
  provider: 'stripe',
  secretKey: 'sk_live_partsmith',
  publishableKey: 'pk_live_partsmith',
  webhookSecret: 'whsec_partsmith',
  apiUrl: 'http://127.0.0.1:9',
} as const;

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  const getPage = async (url: string) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.body;
  };

  it.each(['/about', '/About/', '/dashboard', '/dashboard/payment/3', '/product?q=fan&page=2', '/product?sort=price-asc', '/index.html'])(
    'answers %s with the app shell',
    async (url) => {
      expect(await getPage(url)).toContain('<div id="root"></div>');
    },
  );

  it.each([
    ['/', '<h1>Home</h1>'],
    ['/product', '<h1>All products</h1>'],
    ['/product/', '<h1>All products</h1>'],
    ['/?utm_source=mail', '<h1>Home</h1>'],
    ['/product?utm_source=mail', '<h1>All products</h1>'],
  ])('answers %s with its prerendered page', async (url, markup) => {
    expect(await getPage(url)).toContain(markup);
  });

  it.each(['/some/unknown/page', '/product/12/reviews', '/dashboard/payment', '/dashboard/nope', '/aboutx', '/prerendered/'])(
    'answers the unknown page %s with 404 and the app shell, which shows its not-found page',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await ctx.app.inject({ method, url, headers: { accept: 'text/html' } });
        expect(response.statusCode, method).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        if (method === 'GET') expect(response.body).toContain('<div id="root"></div>');
      }
    },
  );

  it('sends a precompressed copy with the headers of its original, keyed by Accept-Encoding', async () => {
    const response = await get('/index.html', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it('does not serve the prerendered files at addresses of their own', async () => {
    for (const file of ['product.html', 'pages.json', 'routes.json']) expect((await get(`/prerendered/${file}`)).statusCode).toBe(404);
  });

  it('serves hashed assets as immutable and other files briefly cached', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await get('/images/logo.svg');
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the web app manifest as a manifest, which the CSP lets the page load', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
    expect(manifest.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('answers a missing file with a JSON 404, not the app shell', async () => {
    for (const url of ['/assets/index-missing.js', '/product/12/datasheet.pdf']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'There is nothing at this address.' });
    }
  });
});

describe('a shop that takes no real money, or shows demo data', () => {
  let testShop: TestContext;
  let realShop: TestContext;
  let noticeDistDir: string;
  const page = '<!doctype html><html lang="en"><head><title>Partsmith</title></head><body class="x"><div id="root"><h1>Home</h1></div></body></html>';
  beforeAll(async () => {
    noticeDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-dist-'));
    fs.writeFileSync(path.join(noticeDistDir, 'index.html'), page);
    fs.mkdirSync(path.join(noticeDistDir, 'prerendered'));
    fs.writeFileSync(path.join(noticeDistDir, 'prerendered', 'index.html'), page);
    fs.writeFileSync(path.join(noticeDistDir, 'prerendered', 'pages.json'), JSON.stringify([{ address: '/', file: 'index.html', queryParameters: [] }]));
    testShop = await createTestApp({ webDistDir: noticeDistDir, payments: { provider: 'test' } });
    realShop = await createTestApp({ webDistDir: noticeDistDir, payments: liveStripe });
  });
  afterAll(async () => {
    await testShop.close();
    await realShop.close();
    fs.rmSync(noticeDistDir, { recursive: true, force: true });
  });

  it.each(['/', '/about', '/dashboard', '/index.html'])('says so at the top of %s, outside the app, compressed or not', async (url) => {
    const notice = `<body class="x"><aside class="shop-notice" aria-label="${messages.shopNotice.label}"><p>${messages.shopNotice.testPayments}</p></aside><div id="root">`;
    const plain = await testShop.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.body).toContain(notice);
    const brotli = await testShop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await testShop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const again = await testShop.app.inject({ method: 'GET', url, headers: { 'if-none-match': plain.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('has no notice on a real shop, which sends the built pages as they are', async () => {
    for (const url of ['/', '/about', '/index.html']) expect((await realShop.app.inject({ method: 'GET', url })).body).toBe(page);
  });

  it.each([
    ['the test provider', { payments: { provider: 'test' }, seedDemo: false }, messages.shopNotice.testPayments],
    [
      "Stripe's test mode",
      { payments: { ...liveStripe, secretKey: 'sk_test_partsmith', publishableKey: 'pk_test_partsmith' }, seedDemo: false },
      messages.shopNotice.testPayments,
    ],
    ['live Stripe with demo data', { payments: liveStripe, seedDemo: true }, messages.shopNotice.demoData],
    ['live Stripe without demo data', { payments: liveStripe, seedDemo: false }, null],
  ] as const)('picks the notice for %s', (_label, config, notice) => {
    expect(shopNotice(config)).toBe(notice);
  });
});

describe('the API', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/api'],
    ['POST', '/api/product/1/anything'],
    ['DELETE', '/api/review'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it.each([
    ['/api/product/%E0%A4%A', 400, 'BAD_REQUEST', 'This address is not valid.'],
    ['/api/user/profile/%', 400, 'BAD_REQUEST', 'This address is not valid.'],
    [`/api/user/profile/${'a'.repeat(330)}%40example.com`, 414, 'BAD_REQUEST', 'This address is too long.'],
  ])('answers a path Fastify cannot route (%s) as { code, message }, without echoing it', async (url, status, code, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, message });
  });

  it('serves its OpenAPI document, generated from the route schemas, and a browsable page', async () => {
    const document = (await get('/api/docs/json')).json();
    expect(document.openapi).toMatch(/^3\.1/);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/product', '/api/product/{id}', '/api/review']));
    expect(document.paths['/api/product'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'offset', 'q', 'sort']),
    );
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('security headers', () => {
  it('sends a strict policy on pages and API answers alike, and nothing that names the server', async () => {
    for (const url of ['/', '/api/product']) {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
