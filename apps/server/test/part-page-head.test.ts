import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './factories';
import { createTestApp, TEST_ORIGIN, type TestContext } from './test-app';

const shell = [
  '<!doctype html><html lang="en"><head>',
  '<meta name="description" content="Partsmith sells computer parts straight from the manufacturer." />',
  '<title>Partsmith</title>',
  '</head><body><div id="root"></div></body></html>',
].join('');

let ctx: TestContext;
let distDir: string;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), shell);
  fs.mkdirSync(path.join(distDir, 'prerendered'));
  fs.writeFileSync(path.join(distDir, 'prerendered', 'routes.json'), JSON.stringify(['/', '/product', '/product/:productId']));
  ctx = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const getPage = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The JSON-LD of a page, as a search engine reads it. */
function structuredData(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no structured data');
  return JSON.parse(json) as Record<string, unknown>;
}

describe("a part's page, for search engines", () => {
  it('has the part in its title, description, canonical link and structured data (price breaks, stock)', async () => {
    const part = await createProduct(ctx.database.db, {
      name: 'Frost 120 CPU cooler',
      part_number: 'PSM-CLR-120',
      description: 'A quiet 120 mm tower cooler\nfor AM5 and LGA1700.',
      image: '/images/parts/cooler.svg',
      price_cents: 4000,
      minimum: 30,
      quantity: 1050,
    });
    await ctx.database.db
      .insertInto('price_tiers')
      .values([
        { product_id: part.id, min_quantity: 100, price_cents: 3800 },
        { product_id: part.id, min_quantity: 500, price_cents: 3550 },
      ])
      .execute();

    const response = await getPage(`/product/${part.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<title>Partsmith | Frost 120 CPU cooler</title>');
    expect(html).toContain('<meta name="description" content="A quiet 120 mm tower cooler for AM5 and LGA1700."');
    expect(html).not.toContain('straight from the manufacturer');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/product/${part.id}" data-page-head />`);
    expect(html).toContain('<div id="root"></div>');
    // The test payment provider's notice, as on every page of such a shop.
    expect(html).toContain(`<aside class="shop-notice" aria-label="${messages.shopNotice.label}"><p>${messages.shopNotice.testPayments}</p></aside>`);
    const brotli = await ctx.app.inject({ method: 'GET', url: `/product/${part.id}/`, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(html);
    expect(structuredData(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Frost 120 CPU cooler',
      sku: 'PSM-CLR-120',
      mpn: 'PSM-CLR-120',
      description: 'A quiet 120 mm tower cooler\nfor AM5 and LGA1700.',
      image: `${TEST_ORIGIN}/images/parts/cooler.svg`,
      url: `${TEST_ORIGIN}/product/${part.id}`,
      brand: { '@type': 'Brand', name: 'Partsmith' },
      offers: {
        '@type': 'Offer',
        url: `${TEST_ORIGIN}/product/${part.id}`,
        price: '40.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 30, unitText: 'pieces' },
        priceSpecification: [
          {
            '@type': 'UnitPriceSpecification',
            price: '40.00',
            priceCurrency: 'USD',
            eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 30, unitText: 'pieces' },
          },
          {
            '@type': 'UnitPriceSpecification',
            price: '38.00',
            priceCurrency: 'USD',
            eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 100, unitText: 'pieces' },
          },
          {
            '@type': 'UnitPriceSpecification',
            price: '35.50',
            priceCurrency: 'USD',
            eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 500, unitText: 'pieces' },
          },
        ],
      },
    });
  });

  it('says when a part cannot be ordered: fewer pieces in stock than its minimum', async () => {
    const part = await createProduct(ctx.database.db, { minimum: 50, quantity: 49 });
    const offers = structuredData((await getPage(`/product/${part.id}`)).body).offers as Record<string, unknown>;
    expect(offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('says a part with a lead time is on backorder when its stock is below its minimum: it can still be ordered', async () => {
    const part = await createProduct(ctx.database.db, { minimum: 50, quantity: 49, lead_time_days: 14 });
    const offers = structuredData((await getPage(`/product/${part.id}`)).body).offers as Record<string, unknown>;
    expect(offers.availability).toBe('https://schema.org/BackOrder');
  });

  it('escapes what an admin typed: markup in the head stays text, and nothing closes the structured data early', async () => {
    const hostile = '</script><script>alert(1)</script> <b>"bold" & \'quoted\'</b>\u2028';
    const part = await createProduct(ctx.database.db, { name: hostile, description: hostile });

    const html = (await getPage(`/product/${part.id}`)).body;

    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<title>Partsmith | &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#60;b&#62;&#34;bold&#34; &#38; &#39;quoted&#39;&#60;/b&#62;',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const data = structuredData(html);
    expect(data.name).toBe(hostile);
    expect(data.description).toBe(hostile);
  });

  it('answers an unknown, deleted or malformed part with 404 and the app, which shows its not-found page', async () => {
    const deleted = await createProduct(ctx.database.db, { deleted_at: new Date().toISOString() });
    for (const url of [`/product/${deleted.id}`, '/product/999999999', '/product/abc', '/product/%E2%9C%93', '/product/0']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await ctx.app.inject({ method, url, headers: { accept: 'text/html' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        if (method === 'GET') {
          expect(response.body).toContain('<div id="root"></div>');
          expect(response.body).not.toContain('data-page-head');
        }
      }
    }
  });

  it('leaves the API alone: /api/product/{id} still answers the part as JSON', async () => {
    const part = await createProduct(ctx.database.db, { part_number: 'PSM-API-1' });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/product/${part.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: String(part.id), partNumber: 'PSM-API-1' });
  });
});
