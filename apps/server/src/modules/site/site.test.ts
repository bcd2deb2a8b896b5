import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteContentSchema } from '@partsmith/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp, TEST_ORIGIN } from '../../../test/test-app';
import { defaultSiteContent } from './default-content';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-site-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

/** Writes a SITE_CONTENT_FILE and answers its path. */
function contentFile(name: string, content: unknown): string {
  const file = path.join(directory, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

async function getSite(env: NodeJS.ProcessEnv) {
  const ctx = await createTestApp({ site: loadConfig(env).site });
  try {
    return await ctx.app.inject({ method: 'GET', url: '/api/site' });
  } finally {
    await ctx.close();
  }
}

const posts = [
  { slug: 'hello', title: 'Hello', date: '2023-01-02', summary: 'First post.', paragraphs: ['Welcome.'] },
  { slug: 'news', title: 'News', date: '2023-03-04', summary: 'Second post.', paragraphs: ['New parts.'] },
];

describe('GET /api/site', () => {
  it('answers the default content, with the public address as the website, cacheable for a few minutes', async () => {
    const response = await getSite({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const site = siteContentSchema.parse(response.json());
    expect(site).toEqual(defaultSiteContent(TEST_ORIGIN));
    expect(
      site.blog.map((post) => post.date),
      'newest first',
    ).toEqual(
      site.blog
        .map((post) => post.date)
        .sort()
        .reverse(),
    );
    expect(site.contact).toMatchObject({ companyName: 'Partsmith Components Ltd.', website: TEST_ORIGIN, address: expect.stringContaining('Dhaka') });
    expect(site.blog.length).toBeGreaterThanOrEqual(3);
  });

  it('takes contact details from SHOP_* over SITE_CONTENT_FILE, and whole sections from the file', async () => {
    const file = contentFile('content.json', {
      contact: { companyName: 'Acme Parts', phone: '+880 1711 000000', email: 'file@acme.example' },
      about: { heading: 'About Acme', paragraphs: ['Since 1999.'] },
      blog: posts,
    });
    const response = await getSite({ SITE_CONTENT_FILE: file, SHOP_EMAIL: 'sales@acme.example', SHOP_WEBSITE: 'https://acme.example' });
    const site = siteContentSchema.parse(response.json());
    expect(site.contact).toEqual({
      companyName: 'Acme Parts',
      phone: '+880 1711 000000',
      email: 'sales@acme.example',
      address: defaultSiteContent(TEST_ORIGIN).contact.address,
      website: 'https://acme.example',
    });
    expect(site.about).toEqual({ heading: 'About Acme', paragraphs: ['Since 1999.'] });
    expect(site.blog, 'newest first').toEqual([posts[1], posts[0]]);
    expect(site.portfolio).toEqual(defaultSiteContent(TEST_ORIGIN).portfolio);
  });
});

describe('site configuration', () => {
  it.each([
    [{ SHOP_PHONE: 'call us' }, 'SHOP_PHONE'],
    [{ SHOP_EMAIL: 'nobody' }, 'SHOP_EMAIL'],
    [{ SHOP_WEBSITE: 'ftp://acme.example' }, 'SHOP_WEBSITE'],
    [{ SHOP_ADDRESS: '' }, 'SHOP_ADDRESS'],
  ])('refuses %o and names %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });

  it.each([
    ['a missing file', path.join(directory, 'missing.json'), /SITE_CONTENT_FILE: cannot read .*missing\.json as JSON/],
    ['a file that is not JSON', contentFile('broken.json', '{ "about": '), /SITE_CONTENT_FILE: cannot read .*broken\.json as JSON/],
    ['an unknown section', contentFile('unknown.json', { team: [] }), /SITE_CONTENT_FILE: .*unknown\.json: the file: Unrecognized key/],
    ['an unknown contact field', contentFile('field.json', { contact: { fax: '1' } }), /SITE_CONTENT_FILE: .*contact: Unrecognized key/],
    [
      'a photo on another site',
      contentFile('photo.json', { portfolio: { ...defaultSiteContent(TEST_ORIGIN).portfolio, photo: 'https://example.com/me.png' } }),
      /SITE_CONTENT_FILE: .*portfolio\.photo: /,
    ],
    ['a post with a bad date', contentFile('date.json', { blog: [{ ...posts[0], date: '2 January' }] }), /SITE_CONTENT_FILE: .*blog\.0\.date: must be a date/],
  ])('stops the start on %s, naming SITE_CONTENT_FILE', (_case, file, message) => {
    expect(() => loadConfig({ SITE_CONTENT_FILE: file })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_CONTENT_FILE: file })).toThrow(message);
  });

  it('reads a relative SITE_CONTENT_FILE from the directory npm was started in', () => {
    contentFile('relative.json', { about: { heading: 'Relative', paragraphs: ['Found.'] } });
    expect(loadConfig({ SITE_CONTENT_FILE: 'relative.json', INIT_CWD: directory }).site.about?.heading).toBe('Relative');
  });
});
