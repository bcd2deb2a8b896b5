import crypto from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { bomPreviewResultSchema, catalogueImportRefusalSchema } from '@partsmith/contract';
import { expect } from 'vitest';
import { z } from 'zod';
import { as, signUp, signUpAdmin } from './accounts';
import { createCategory, createProduct, createReview, createSpecification, setSpecificationValue } from './factories';
import {
  type Body,
  type JsonSchema,
  type PathValue,
  bodyFor,
  bomBody,
  csvBody,
  emailParameter,
  idParameter,
  multipartBody,
  queryFor,
  textParameter,
} from './fuzz-inputs';
import { orderBody, payOrder, placeOrder } from './orders';
import { datasheetForm, makePdf, pdfWithOpenActionScript } from './datasheets';
import { TEST_ORIGIN, createTestApp } from './test-app';
import type { TestDatabase } from './test-database';
import { jpegWithMetadata, multipart, pngWithMetadata } from './uploads';

/**
 * The fuzz test's machinery: an app with a customer, an admin and objects of theirs and of others; the endpoints to
 * fuzz (the OpenAPI document, Better Auth's router, the image files) with a generator for each; and the checks every
 * answer must pass. FUZZ_RUNS requests per endpoint: by default 1,000 on SQLite and 250 on PostgreSQL, where the same
 * generated inputs meet the same validation and a request costs about four times as much (the PostgreSQL fuzzing was
 * half of npm test's longest lane); FUZZ_SEED replays a run.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.PARTSMITH_TEST_DB === 'sqlite' ? 1000 : 250));
export const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : crypto.randomInt(2 ** 31);

/**
 * Each suite's routes are split between files (`fuzz.test.ts` and `fuzz.2.test.ts`, ...) that Vitest runs side by side,
 * every route in exactly one of them, each file with an app of its own.
 */
export const FUZZ_FILES = 2;
export const routesOfFile = <T>(targets: T[], file: number): T[] => targets.filter((_, index) => index % FUZZ_FILES === file - 1);

type Role = 'visitor' | 'customer' | 'admin';
const ROLES: Role[] = ['visitor', 'customer', 'admin'];

export interface Endpoint {
  route: string;
  methods: string[];
  path: string;
  parameters: Record<string, fc.Arbitrary<PathValue>>;
  query: fc.Arbitrary<string>;
  headers: fc.Arbitrary<Record<string, string>>;
  /** Bodies for the methods that carry one. */
  body: fc.Arbitrary<Body>;
}

interface Generated {
  role: Role;
  method: string;
  parameters: Record<string, PathValue>;
  query: string;
  headers: Record<string, string>;
  body: Body;
  origin: 'own' | 'none' | 'foreign';
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

interface BetterAuthEndpoint {
  path?: string;
  options: { method: string | string[]; body?: z.ZodType; query?: z.ZodType };
}

/** Signs of internals: stack frames, source paths, driver errors, raw exception names. */
const LEAKS = [
  /\n\s+at /,
  / {4}at /,
  /node_modules/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /SQLITE_/,
  /syntax error/i,
  /"stack"/,
  /\b[A-Z][A-Za-z]*Error: /,
  /invalid byte sequence|violates .* constraint|out of range for type|invalid input syntax|duplicate key value/i,
];

/**
 * The catalogue import's refusal (422) carries its report beside { code, message }: the rows' problems; a BOM preview's
 * (422) every line with its problem.
 */
const ERROR_ANSWERS: Record<string, z.ZodType> = {
  'POST /api/catalogue/import': catalogueImportRefusalSchema.strict(),
  'POST /api/cart/bom-preview': bomPreviewResultSchema.required({ code: true, message: true }).strict(),
};

function assertSafeAnswer(response: LightMyRequestResponse, request: string, route: string) {
  const status = response.statusCode;
  const type = String(response.headers['content-type'] ?? '');
  expect(status, `${request}: ${response.body.slice(0, 500)}`).toBeLessThan(500);
  if (!type.startsWith('image/')) {
    // One expect for all the patterns: the fuzzing makes tens of thousands of requests, and each expect has a cost.
    const leak = LEAKS.find((pattern) => pattern.test(response.body));
    expect(leak, `${request} shows internals: ${leak ? response.body.slice(0, 500) : ''}`).toBeUndefined();
  }
  if (status >= 400 && type.includes('json')) {
    const answer = JSON.parse(response.body);
    const richer = status === 422 ? ERROR_ANSWERS[route] : undefined;
    if (richer) expect(richer.safeParse(answer).success, `${request}: the error answer`).toBe(true);
    else expect(answer, `${request}: the error answer`).toEqual({ code: expect.any(String), message: expect.any(String) });
  }
}

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 120 });
const headerValue = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,100}$/), printable, fc.constant('x'.repeat(5000)));

/**
 * Triggers of the test database log every row inserted into (+1) or deleted from (-1) the tables, in fuzz_row_changes:
 * a table's row count has changed since the log was cleared when its sum is not 0. The same check as counting every
 * table's rows after each request, without the counting: on PostgreSQL, the counts took as long as the requests.
 * The log is a table of its own, written by inserts only, so that concurrent transactions never wait on each other for it.
 */
async function logRowChanges({ db, dialect }: TestDatabase, tables: string[]) {
  await sql`create table fuzz_row_changes (table_name text not null, delta integer not null)`.execute(db);
  if (dialect === 'postgres') {
    await sql`create function fuzz_log_row_change() returns trigger language plpgsql as $$
      begin
        insert into fuzz_row_changes values (TG_TABLE_NAME, case when TG_OP = 'INSERT' then 1 else -1 end);
        return null;
      end $$`.execute(db);
    for (const table of tables) {
      await sql`create trigger fuzz_log_row_change after insert or delete on ${sql.table(table)}
        for each row execute function fuzz_log_row_change()`.execute(db);
    }
    return;
  }
  for (const table of tables) {
    await sql`create trigger ${sql.ref(`fuzz_${table}_insert`)} after insert on ${sql.table(table)}
      begin insert into fuzz_row_changes values (${sql.lit(table)}, 1); end`.execute(db);
    await sql`create trigger ${sql.ref(`fuzz_${table}_delete`)} after delete on ${sql.table(table)}
      begin insert into fuzz_row_changes values (${sql.lit(table)}, -1); end`.execute(db);
  }
}

export async function startFuzzing() {
  const ctx = await createTestApp();
  const { app, database } = ctx;
  const { db } = database;

  // ---- The actors and the objects the generated requests aim at ----------------------------------------------

  /** A session of its own for `userId`, signed the way Better Auth signs its cookie (no password hashing needed). */
  async function newSession(userId: string) {
    const context = await app.services.auth.$context;
    const { token } = await context.internalAdapter.createSession(userId);
    const signature = crypto.createHmac('sha256', context.secret).update(token).digest('base64');
    return { token, cookie: `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}` };
  }

  /**
   * The customer has paid an order, so a valid review it sends is stored (its first; the others answer 409). The order
   * is for a part of its own: generated requests may have deleted the shared one.
   */
  async function newActor(role: 'customer' | 'admin') {
    const user = role === 'admin' ? await signUpAdmin(app) : await signUp(app);
    const actor = { id: user.id, email: user.email, ...(await newSession(user.id)) };
    if (role === 'customer') await payOrder(app, actor, (await placeOrder(app, actor, (await createProduct(db)).id, 1)).json().insertedId);
    return actor;
  }

  const actors = { customer: await newActor('customer'), admin: await newActor('admin') };
  const other = await signUp(app);
  const victim = await signUp(app);
  const product = await createProduct(db, { quantity: 1_000_000 });
  const deletedProduct = await createProduct(db, { deleted_at: new Date().toISOString() });
  const orderOf = async (user: { cookie: string }) =>
    (await app.inject(as(user, { method: 'POST', url: '/api/orders', payload: orderBody(product.id, 1) }))).json().insertedId as string;
  /** An answered quote of the account, which it may accept. */
  async function answeredQuoteOf(user: { cookie: string }) {
    const wantedBy = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10);
    const requested = await app.inject(as(user, { method: 'POST', url: '/api/quotes', payload: { productId: String(product.id), quantity: 10, wantedBy } }));
    const quoteId = requested.json().insertedId as string;
    await app.inject(
      as(actors.admin, { method: 'PATCH', url: `/api/allquotes/${quoteId}`, payload: { status: 'answered', unitPrice: 1.5, availableBy: wantedBy } }),
    );
    return quoteId;
  }
  const images = [await pngWithMetadata(), await jpegWithMetadata()];
  const uploaded = await app.inject(
    as(actors.customer, {
      method: 'POST',
      url: '/api/uploads',
      ...multipart({ filename: 'part.png', contentType: 'image/png', content: images[0] as Buffer }),
    }),
  );
  const imageId = /\/uploads\/(\w+)\.webp$/.exec(uploaded.json().data.url)?.[1] as string;
  const pdfs = [await makePdf(), await pdfWithOpenActionScript()];
  const datasheet = (
    await app.inject(as(actors.admin, { method: 'POST', url: `/api/product/${product.id}/datasheets`, ...datasheetForm('Datasheet', pdfs[0] as Buffer) }))
  ).json();

  // A category holding the part, with a choice the part has: category and specification writes meet parts and values.
  const category = await createCategory(db);
  const specification = await createSpecification(db, category.id);
  await db.updateTable('products').set({ category_id: category.id }).where('id', '=', product.id).execute();
  await setSpecificationValue(db, product.id, specification.id, 'A');
  app.services.catalog.invalidate();
  const idFixtures: Record<string, string> = {
    product: String(product.id),
    deletedProduct: String(deletedProduct.id),
    customerOrder: await orderOf(actors.customer),
    adminOrder: await orderOf(actors.admin),
    otherOrder: await orderOf(other),
    customerQuote: await answeredQuoteOf(actors.customer),
    otherQuote: await answeredQuoteOf(other),
    review: String((await createReview(db)).id),
    datasheet: datasheet.id,
    category: String(category.id),
    specification: String(specification.id),
  };
  /** Read when a request is sent: an accepted request may have replaced the customer or the admin. */
  const emailFixtures: Record<string, () => string> = {
    customer: () => actors.customer.email,
    admin: () => actors.admin.email,
    other: () => other.email,
    victim: () => victim.email,
    missing: () => 'nobody-here@example.com',
  };
  const imageFixtures: Record<string, string> = { full: `${imageId}.webp`, card: `${imageId}-card.webp`, png: `${imageId}.png` };

  /** Every path parameter the routes use; a route with another one is reported as missing a generator. */
  const pathParameters: Record<string, fc.Arbitrary<PathValue>> = {
    id: idParameter(Object.keys(idFixtures)),
    email: emailParameter(Object.keys(emailFixtures)),
    token: textParameter,
    file: fc.oneof(
      fc.tuple(fc.constantFrom(...Object.keys(imageFixtures)), fc.boolean()).map(([fixture, upperCase]): PathValue => ({ fixture, upperCase })),
      textParameter,
    ),
    fileName: fc.oneof(fc.constant<PathValue>({ fixture: 'datasheet', upperCase: false }), textParameter),
  };

  function resolve(name: string, value: PathValue): string {
    if ('text' in value) return value.text;
    const fixture =
      name === 'email'
        ? (emailFixtures[value.fixture] as () => string)()
        : name === 'file'
          ? imageFixtures[value.fixture]
          : name === 'fileName'
            ? datasheet.fileName
            : idFixtures[value.fixture];
    const text = encodeURIComponent(fixture as string);
    return value.upperCase ? text.toUpperCase() : text;
  }

  // ---- The endpoints -----------------------------------------------------------------------------------------

  const missingGenerators: string[] = [];

  function endpoint(
    route: string,
    methods: string[],
    path: string,
    pathNames: string[],
    query: { name: string; schema: JsonSchema }[],
    headerNames: string[],
    body: fc.Arbitrary<Body>,
  ): Endpoint[] {
    const unknown = pathNames.filter((name) => !pathParameters[name]);
    if (unknown.length > 0) {
      missingGenerators.push(`${route}: path parameter ${unknown.join(', ')}`);
      return [];
    }
    const headers = fc.record(Object.fromEntries(headerNames.map((name) => [name, headerValue])), { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
    return [
      {
        route,
        methods,
        path,
        parameters: Object.fromEntries(pathNames.map((name) => [name, pathParameters[name] as fc.Arbitrary<PathValue>])),
        query: queryFor(query),
        headers,
        body,
      },
    ];
  }

  /** Routes whose body the OpenAPI document does not describe as JSON. */
  const bodyByRoute: Record<string, fc.Arbitrary<Body>> = {
    'POST /api/uploads': fc.oneof({ arbitrary: multipartBody(images), weight: 3 }, { arbitrary: bodyFor(undefined, images), weight: 1 }),
    'POST /api/product/{id}/datasheets': fc.oneof(
      { arbitrary: multipartBody(pdfs, ['datasheet', 'title']), weight: 3 },
      { arbitrary: bodyFor(undefined, images), weight: 1 },
    ),
    'POST /api/catalogue/import': fc.oneof({ arbitrary: csvBody(), weight: 3 }, { arbitrary: bodyFor(undefined, images), weight: 1 }),
    'POST /api/cart/bom-preview': fc.oneof({ arbitrary: bomBody([product.part_number]), weight: 3 }, { arbitrary: bodyFor(undefined, images), weight: 1 }),
  };

  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const route = `${method.toUpperCase()} ${path}`;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content;
      if (content && !content['application/json'] && !bodyByRoute[route]) missingGenerators.push(`${route}: a body of ${Object.keys(content).join(', ')}`);
      return endpoint(
        route,
        [method.toUpperCase()],
        path,
        parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        parameters.filter((parameter) => parameter.in === 'query'),
        parameters.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name),
        bodyByRoute[route] ?? bodyFor(content?.['application/json']?.schema, images),
      );
    }),
  );

  const toJsonSchema = (schema: z.ZodType | undefined) =>
    schema ? (z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema) : undefined;
  /** Better Auth's own routes under /api/auth (those its router serves), with generators from its zod schemas. */
  const betterAuth = Object.values(app.services.auth.api as unknown as Record<string, BetterAuthEndpoint>)
    .filter((definition) => definition.path)
    .flatMap((definition) => {
      const methods = ([] as string[]).concat(definition.options.method);
      const pathNames = [...(definition.path as string).matchAll(/:(\w+)/g)].map((match) => match[1] as string);
      const path = `/api/auth${(definition.path as string).replace(/:(\w+)/g, '{$1}')}`;
      const query = Object.entries(toJsonSchema(definition.options.query)?.properties ?? {}).map(([name, schema]) => ({ name, schema }));
      return endpoint(`${methods.join('|')} ${path}`, methods, path, pathNames, query, [], bodyFor(toJsonSchema(definition.options.body), images));
    });

  const imageFiles = endpoint('GET /uploads/{file}', ['GET'], '/uploads/{file}', ['file'], [], [], bodyFor(undefined, images));

  // ---- Sending, and what every answer must be -----------------------------------------------------------------

  const tableList =
    database.dialect === 'sqlite'
      ? // Not the search index products_search (a virtual table, and its shadow tables): it mirrors the rows of products.
        await sql<{ name: string }>`select name from pragma_table_list where schema = 'main' and type = 'table'`.execute(db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  /** The tables whose row counts a refused request must leave alone. */
  const tables = tableList.rows
    .map((row) => row.name)
    // Bookkeeping, not data: migrations, and the rate-limit counters (Better Auth's per address, ours of wrong passwords),
    // which count refused requests too (their job).
    .filter((name) => !name.startsWith('kysely_migration') && !name.startsWith('sqlite_') && name !== 'rate_limits' && name !== 'sign_in_attempts')
    .sort();
  await logRowChanges(database, tables);

  /** The tables whose row count changed since the log was last cleared, with by how many rows. */
  async function rowCountChanges(): Promise<Record<string, number>> {
    const { rows } = await sql<{ table_name: string; delta: string | number }>`
      select table_name, sum(delta) as delta from fuzz_row_changes group by table_name having sum(delta) <> 0`.execute(db);
    return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.delta)]));
  }

  /**
   * An accepted write (a generated body that happened to be valid, a sign-out, an admin deleting a user) may have
   * ended an actor's session, deleted its account or changed its role: the actors are put back before the next request.
   */
  async function restoreActors() {
    for (const role of ['customer', 'admin'] as const) {
      const actor = actors[role];
      const user = await db.selectFrom('users').select('role').where('id', '=', actor.id).executeTakeFirst();
      if (!user) {
        actors[role] = await newActor(role);
        continue;
      }
      const expectedRole = role === 'admin' ? 'admin' : null;
      if (user.role !== expectedRole) await db.updateTable('users').set({ role: expectedRole }).where('id', '=', actor.id).execute();
      const session = await db.selectFrom('sessions').select('id').where('token', '=', actor.token).executeTakeFirst();
      if (!session) Object.assign(actor, await newSession(actor.id));
    }
  }

  let requestNumber = 0;

  async function send(target: Endpoint, generated: Generated) {
    const path = target.path.replace(/\{(\w+)\}/g, (_, name: string) => resolve(name, generated.parameters[name] as PathValue));
    const url = generated.query ? `${path}?${generated.query}` : path;
    const headers: Record<string, string> = { ...generated.headers };
    if (generated.role !== 'visitor') headers.cookie = actors[generated.role].cookie;
    const hasBody = generated.method !== 'GET';
    if (hasBody && generated.origin !== 'none') headers.origin = generated.origin === 'own' ? TEST_ORIGIN : 'https://evil.example';
    if (hasBody && generated.body.contentType !== undefined) headers['content-type'] = generated.body.contentType;
    requestNumber += 1;
    // A client address of its own for each request: Better Auth's per-address rate limit would otherwise answer 429
    // to most of them, and its handlers would never see the input.
    const remoteAddress = `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`;
    const payload = hasBody && generated.body.payload !== undefined ? { payload: generated.body.payload } : {};
    const response = await app.inject({ method: generated.method as InjectOptions['method'], url, headers, remoteAddress, ...payload });
    const description = `${generated.method} ${url.slice(0, 300)} as ${generated.role} -> ${response.statusCode}`;
    assertSafeAnswer(response, description, target.route);
    if (response.statusCode < 300 && generated.method !== 'GET') {
      // Accepted writes change rows by design: they are left out of the count check, which starts again after them.
      await restoreActors();
      await sql`delete from fuzz_row_changes`.execute(db);
      return;
    }
    expect(await rowCountChanges(), `${description}: a refused request changed rows`).toEqual({});
  }

  /** Sends RUNS generated requests to the endpoint; a failure names the request, the seed and how to replay it. */
  async function fuzz(target: Endpoint) {
    const withBody = target.methods.some((method) => method !== 'GET');
    const generated = fc.record({
      role: fc.constantFrom(...ROLES),
      method: fc.constantFrom(...target.methods),
      parameters: fc.record(target.parameters),
      query: target.query,
      headers: target.headers,
      body: withBody ? target.body : fc.constant({}),
      // Most writes carry the shop's own Origin, so they reach the handlers; some carry none or a foreign one.
      origin: fc.constantFrom<Generated['origin']>('own', 'own', 'own', 'own', 'own', 'own', 'own', 'own', 'none', 'foreign'),
    });
    const result = await fc.check(
      fc.asyncProperty(generated, (request) => send(target, request)),
      { seed: SEED, numRuns: RUNS },
    );
    if (!result.failed) return;
    const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    const shortened = (_key: string, value: unknown) =>
      typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}... (${value.length} characters)` : value;
    throw new Error(
      `${target.route} failed after ${result.numRuns} requests; replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}\n${cause}\nRequest: ${JSON.stringify(result.counterexample, shortened)}`,
    );
  }

  return { endpoints: { documented, betterAuth, imageFiles }, missingGenerators, fuzz, close: ctx.close };
}
