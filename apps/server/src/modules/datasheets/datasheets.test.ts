import { MAX_DATASHEET_BYTES, MAX_DATASHEETS_PER_PART, messages } from '@partsmith/contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import {
  datasheetForm,
  makePdf,
  multipartForm,
  pdfMarkedEncrypted,
  pdfWithEmbeddedFile,
  pdfWithLaunchAction,
  pdfWithOpenActionScript,
  pdfWithRawKey,
  pdfWithScriptAnnotation,
  pdfWithXfaForm,
} from '../../../test/datasheets';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let goodPdf: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  customer = await signUp(ctx.app);
  goodPdf = await makePdf({ pages: 2 });
});
afterAll(() => ctx.close());

const newPart = async () => String((await createProduct(ctx.database.db)).id);

const attach = (productId: string, form: ReturnType<typeof multipartForm>, user: TestUser | null = admin) =>
  ctx.app.inject(as(user, { method: 'POST', url: `/api/product/${productId}/datasheets`, ...form }));

const download = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('POST /api/product/:id/datasheets', () => {
  it('attaches a real PDF: answers where to download it, with a safe file name; the download is that document, with its pages', async () => {
    const productId = await newPart();
    const response = await attach(productId, datasheetForm('  Datasheet rev. C  ', goodPdf, '../Über Kühler (v2).PDF'));
    expect(response.statusCode, response.body).toBe(201);
    const datasheet = response.json();
    expect(datasheet).toEqual({
      id: expect.any(String),
      title: 'Datasheet rev. C',
      fileName: 'Uber-Kuhler-v2.pdf',
      bytes: expect.any(Number),
      url: expect.any(String),
    });
    expect(datasheet.url).toBe(`/api/datasheets/${datasheet.id}/Uber-Kuhler-v2.pdf`);

    const served = await download(datasheet.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(datasheet.bytes);
    const document = await PDFDocument.load(served.rawPayload);
    expect(document.getPageCount()).toBe(2);

    const part = await ctx.app.inject({ method: 'GET', url: `/api/product/${productId}` });
    expect(part.json().datasheets).toEqual([datasheet]);
  });

  it.each([
    ['an HTML page named .pdf', () => Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'), messages.datasheets.notPdf],
    ['a PostScript file (wrong magic)', () => Buffer.from('%!PS-Adobe-3.0\n%%EOF\n'), messages.datasheets.notPdf],
    ['an empty file', () => Buffer.alloc(0), messages.datasheets.notPdf],
    ['a PDF cut off before its end', () => goodPdf.subarray(0, Math.floor(goodPdf.length * 0.9)), messages.datasheets.unreadable],
    ['a PDF cut off in the middle', () => goodPdf.subarray(0, Math.floor(goodPdf.length * 0.5)), messages.datasheets.unreadable],
    ['a PDF header over garbage', () => Buffer.from('%PDF-1.7\nnot a document at all\n%%EOF\n'), messages.datasheets.unreadable],
    ['a PDF without pages', () => makePdf({ pages: 0 }), messages.datasheets.noPages],
    ['an encrypted PDF', pdfMarkedEncrypted, messages.datasheets.encrypted],
    ['a PDF whose /OpenAction runs JavaScript (inside an object stream)', pdfWithOpenActionScript, messages.datasheets.activeContent.javaScript],
    ['a PDF with a /JS action on a link annotation', pdfWithScriptAnnotation, messages.datasheets.activeContent.javaScript],
    ['a PDF naming /JS with a lower-case escape (/#4aS)', () => pdfWithRawKey('/#4aS'), messages.datasheets.activeContent.javaScript],
    ['a PDF naming /JavaScript with escapes (/J#61vaScript)', () => pdfWithRawKey('/J#61vaScript'), messages.datasheets.activeContent.javaScript],
    ['a PDF that starts a program (/Launch)', pdfWithLaunchAction, messages.datasheets.activeContent.launch],
    ['a PDF with an embedded file', pdfWithEmbeddedFile, messages.datasheets.activeContent.embeddedFile],
    ['a PDF with an XFA form', pdfWithXfaForm, messages.datasheets.activeContent.xfa],
  ])('refuses %s with 422 and a clear message, and stores nothing', async (_label, make, message) => {
    const productId = await newPart();
    const response = await attach(productId, datasheetForm('Datasheet', await make()));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ code: 'UNPROCESSABLE', message });
    const stored = await ctx.database.db.selectFrom('datasheets').select('id').where('product_id', '=', productId).execute();
    expect(stored).toEqual([]);
  });

  it(`refuses a file one byte over ${MAX_DATASHEET_BYTES / 1024 / 1024} MB with 413 (read no further than the limit)`, async () => {
    const content = Buffer.concat([goodPdf, Buffer.alloc(MAX_DATASHEET_BYTES + 1 - goodPdf.length, 0x20)]);
    const response = await attach(await newPart(), datasheetForm('Datasheet', content));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: messages.datasheets.tooLarge(10) });
  });

  it('accepts a PDF of exactly the limit (padding after its end is allowed) and stores the checked document', async () => {
    const padding = Buffer.alloc(MAX_DATASHEET_BYTES - goodPdf.length - 6, 0x20);
    const content = Buffer.concat([goodPdf, padding, Buffer.from('%%EOF\n')]);
    expect(content.length).toBe(MAX_DATASHEET_BYTES);
    const response = await attach(await newPart(), datasheetForm('Datasheet', content));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().bytes).toBeLessThan(goodPdf.length * 2);
  });

  it('answers 404 for a missing or deleted part, before reading the file', async () => {
    expect((await attach('999999999', datasheetForm('Datasheet', goodPdf))).statusCode).toBe(404);
    const deleted = await createProduct(ctx.database.db, { deleted_at: new Date().toISOString() });
    const response = await attach(String(deleted.id), datasheetForm('Datasheet', goodPdf));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.errors.productNotFound);
  });

  it(`keeps at most ${MAX_DATASHEETS_PER_PART} per part: the next is 409, also when uploaded at once`, async () => {
    const productId = await newPart();
    const answers = await Promise.all(
      Array.from({ length: MAX_DATASHEETS_PER_PART + 2 }, (_, index) => attach(productId, datasheetForm(`Sheet ${index}`, goodPdf))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The gate lets some wait and refuses the rest with 503; none of them may pass the limit.
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(MAX_DATASHEETS_PER_PART);
    for (let added = statuses.filter((status) => status === 201).length; added < MAX_DATASHEETS_PER_PART; added++) {
      expect((await attach(productId, datasheetForm(`Sheet ${added}`, goodPdf))).statusCode).toBe(201);
    }
    const refused = await attach(productId, datasheetForm('One too many', goodPdf));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.datasheets.tooMany(MAX_DATASHEETS_PER_PART));
    const stored = await ctx.database.db.selectFrom('datasheets').select('id').where('product_id', '=', productId).execute();
    expect(stored).toHaveLength(MAX_DATASHEETS_PER_PART);
  });

  it('needs a title of 1 to 120 characters, the file in the field "datasheet", and a multipart form', async () => {
    const productId = await newPart();
    for (const title of ['', '   ', 'x'.repeat(121)]) expect((await attach(productId, datasheetForm(title, goodPdf))).statusCode).toBe(400);
    const noTitle = await attach(productId, multipartForm({}, { field: 'datasheet', filename: 'a.pdf', contentType: 'application/pdf', content: goodPdf }));
    expect(noTitle.json()).toEqual({ code: 'BAD_REQUEST', message: messages.datasheets.titleRequired });
    const otherField = await attach(
      productId,
      multipartForm({ title: 'A' }, { field: 'file', filename: 'a.pdf', contentType: 'application/pdf', content: goodPdf }),
    );
    expect(otherField.statusCode).toBe(400);
    expect((await attach(productId, multipartForm({ title: 'A' }))).statusCode).toBe(400);
    const json = await ctx.app.inject(as(admin, { method: 'POST', url: `/api/product/${productId}/datasheets`, payload: { title: 'A' } }));
    expect(json.statusCode).toBe(415);
    expect((await attach(productId, datasheetForm('x'.repeat(120), goodPdf))).statusCode).toBe(201);
  });

  it('takes the title after the file as well', async () => {
    const form = multipartForm({}, { field: 'datasheet', filename: 'a.pdf', contentType: 'application/pdf', content: goodPdf });
    const boundary = form.headers['content-type'].split('boundary=')[1];
    const payload = Buffer.concat([
      form.payload.subarray(0, form.payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nLate title\r\n--${boundary}--\r\n`),
    ]);
    const response = await attach(await newPart(), { payload, headers: form.headers });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().title).toBe('Late title');
  });

  it('is for admins only: 401 signed out, 403 for a customer, and nothing is stored', async () => {
    const productId = await newPart();
    expect((await attach(productId, datasheetForm('Datasheet', goodPdf), null)).statusCode).toBe(401);
    expect((await attach(productId, datasheetForm('Datasheet', goodPdf), customer)).statusCode).toBe(403);
    expect(await ctx.database.db.selectFrom('datasheets').select('id').where('product_id', '=', productId).execute()).toEqual([]);
  });
});

describe('GET /api/datasheets/:id/:fileName', () => {
  let url: string;
  let productId: string;
  beforeAll(async () => {
    productId = await newPart();
    url = (await attach(productId, datasheetForm('Cooler datasheet', goodPdf, 'cooler.pdf'))).json().url;
  });

  it('serves a download that no browser runs or sniffs, cached for good under its content hash', async () => {
    const response = await download(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cooler.pdf"; filename*=UTF-8''cooler.pdf`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const [stored] = await ctx.database.db.selectFrom('datasheets').select('sha256').where('product_id', '=', productId).execute();
    expect(response.headers.etag).toBe(`"${stored?.sha256}"`);

    const again = await download(url, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for another file name, an unknown id, and once the part is deleted', async () => {
    expect((await download(url.replace('cooler.pdf', 'other.pdf'))).statusCode).toBe(404);
    expect((await download('/api/datasheets/999999999/cooler.pdf')).statusCode).toBe(404);
    expect((await download('/api/datasheets/abc/cooler.pdf')).statusCode).toBe(400);

    const deleted = await ctx.app.inject(as(admin, { method: 'DELETE', url: `/api/product/${productId}` }));
    expect(deleted.statusCode).toBe(200);
    const response = await download(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: messages.datasheets.notFound });
  });
});

describe('DELETE /api/datasheets/:id', () => {
  it('removes one datasheet (admin only); its download is gone, the others stay', async () => {
    const productId = await newPart();
    const first = (await attach(productId, datasheetForm('First', goodPdf))).json();
    const second = (await attach(productId, datasheetForm('Second', goodPdf))).json();
    const remove = (user: TestUser | null) => ctx.app.inject(as(user, { method: 'DELETE', url: `/api/datasheets/${first.id}` }));

    expect((await remove(null)).statusCode).toBe(401);
    expect((await remove(customer)).statusCode).toBe(403);
    const removed = await remove(admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deletedCount: 1 });
    expect((await remove(admin)).statusCode).toBe(404);

    expect((await download(first.url)).statusCode).toBe(404);
    expect((await download(second.url)).statusCode).toBe(200);
  });
});
