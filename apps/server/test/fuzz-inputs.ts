import { CATALOGUE_CSV_COLUMNS } from '@partsmith/contract';
import fc from 'fast-check';

/**
 * Generators of bad input for the fuzz test: bodies shaped like a route's JSON Schema but wrong, arbitrary and
 * malformed JSON, wrong content types, junk query strings and path parameters.
 */

/** encodeURIComponent, without throwing on a lone surrogate (the round trip through UTF-8 makes it U+FFFD). */
const encodeText = (text: string) => encodeURIComponent(Buffer.from(text).toString());

/** The JSON Schema keywords the generators read (from the OpenAPI document or zod's toJSONSchema). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** JSON text written as it is: -0, 1e400, more digits than a double holds, nesting deeper than anyone sends. */
class RawJson {
  constructor(readonly text: string) {}
}

/** An object as a list of entries, so it can carry __proto__ as an own key, or the same key twice. */
class Entries {
  constructor(readonly entries: [string, JsonLike][]) {}
}

type JsonLike = null | boolean | number | string | RawJson | Entries | JsonLike[] | { [key: string]: JsonLike };

function toJsonText(value: JsonLike): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') return toJsonText(new Entries(Object.entries(value)));
  return JSON.stringify(value) ?? 'null';
}

const TRICKY_TEXT = [
  '',
  ' ',
  '   ',
  '\u0000',
  'a\u0000b',
  '\t\r\n',
  '🔩🖥️💾👩‍👩‍👧‍👦',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '\uFEFFbom',
  '\uD800',
  '\uDFFFx',
  'e\u0301',
  'İßǄﬃ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x10',
  'true',
  '[]',
  '{}',
  "' OR '1'='1' --",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  'javascript:alert(1)',
  'http://evil.example/',
  '/images/parts/../../x.svg',
  'a@b',
  'UPPER@EXAMPLE.COM',
];

const longText = fc.oneof(
  fc.constantFrom(101, 121, 255, 256, 301, 2001, 5000, 70_000).map((length) => 'x'.repeat(length)),
  fc.string({ unit: 'grapheme', minLength: 200, maxLength: 400 }),
);

const anyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 3 },
  // Any code point, lone surrogates included: fast-check's unit: 'binary', without the map of every code point it builds
  // first (seconds, in each worker that loads this file).
  { arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)), maxLength: 20 }), weight: 1 },
  { arbitrary: fc.constantFrom(...TRICKY_TEXT), weight: 4 },
  { arbitrary: longText, weight: 1 },
);

const TRICKY_NUMBERS: JsonLike[] = [
  0,
  -1,
  1,
  0.5,
  0.005,
  1.005,
  12.345,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e15,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  new RawJson('-0'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('9223372036854775808'),
  new RawJson('1.0'),
  new RawJson('1E2'),
  new RawJson('1e-400'),
];

/** Numbers around a schema's bounds, and the ones that break integer columns and floating point. */
function numberNear(schema: JsonSchema): fc.Arbitrary<JsonLike> {
  const bounds = [schema.minimum, schema.maximum, schema.exclusiveMinimum].filter((bound): bound is number => bound !== undefined);
  const near = bounds.flatMap((bound) => [bound - 1, bound - 0.01, bound, bound + 0.01, bound + 1]);
  return fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(...TRICKY_NUMBERS),
    ...(near.length > 0 ? [fc.constantFrom(...near)] : []),
  );
}

const jsonValue: fc.Arbitrary<JsonLike> = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonLike>;

const deepNesting = fc.constantFrom(10, 1000, 100_000).map((depth) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`));

/** A value of the wrong type (or shape) for whatever the schema asks. */
const wrongType: fc.Arbitrary<JsonLike> = fc.oneof(
  anyText,
  fc.constantFrom(...TRICKY_NUMBERS),
  fc.boolean(),
  fc.constant(null),
  fc.array(jsonValue, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), jsonValue, { maxKeys: 4 }),
  deepNesting,
);

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  '\u0000',
  '$where',
  'role',
  'id',
  '_id',
  'user_id',
  'userId',
  'emailVerified',
  'isAdmin',
  'x'.repeat(1000),
];

/** Text that fits the schema's pattern or format, then perhaps spoilt at one end. */
function fittingText(schema: JsonSchema): fc.Arbitrary<string> {
  const fitting =
    schema.format === 'email'
      ? fc.emailAddress()
      : schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({ unit: 'grapheme', maxLength: 12 });
  const lengths = [schema.minLength, schema.maxLength].filter((length): length is number => length !== undefined);
  return fc.oneof(
    fitting,
    fc.tuple(fitting, fc.constantFrom(' ', '\u0000', '🔩', '\u202E', '/..', '%00', '\n')).map(([text, spoiler]) => `${text}${spoiler}`),
    fc.tuple(fitting, fc.constantFrom(' ', '\u0000', '\uFEFF')).map(([text, spoiler]) => `${spoiler}${text}`),
    fitting.map((text) => text.toUpperCase()),
    ...(lengths.length > 0
      ? [fc.constantFrom(...lengths.flatMap((length) => [length - 1, length, length + 1]).filter((length) => length >= 0)).map((length) => 'é'.repeat(length))]
      : []),
  );
}

/** A value for a schema: usually of its type but at an edge, sometimes of another type entirely. */
function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<JsonLike> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((branch) => valueFor(branch, depth)));
  if (schema.allOf) return objectFor(mergeAll(schema.allOf), depth);
  const types = ([] as string[]).concat(schema.type ?? []);
  const fitting: fc.Arbitrary<JsonLike>[] = [];
  if (schema.enum)
    fitting.push(
      fc.constantFrom(...(schema.enum as JsonLike[])),
      fc.constantFrom(...(schema.enum as JsonLike[])).map((item) => (typeof item === 'string' ? `${item.toUpperCase()} ` : item)),
    );
  if (schema.const !== undefined) fitting.push(fc.constant(schema.const as JsonLike));
  if (types.includes('string')) fitting.push(fittingText(schema), anyText);
  if (types.includes('number') || types.includes('integer')) fitting.push(numberNear(schema));
  if (types.includes('boolean')) fitting.push(fc.boolean());
  if (types.includes('null')) fitting.push(fc.constant(null));
  if (types.includes('array')) fitting.push(fc.array(depth < 3 && schema.items ? valueFor(schema.items, depth + 1) : jsonValue, { maxLength: 4 }));
  if (types.includes('object') || schema.properties) fitting.push(depth < 3 ? objectFor(schema, depth + 1) : fc.constant({}));
  if (fitting.length === 0) return jsonValue;
  return fc.oneof({ arbitrary: fc.oneof(...fitting), weight: 4 }, { arbitrary: wrongType, weight: 1 });
}

function mergeAll(schemas: JsonSchema[]): JsonSchema {
  return schemas.reduce<JsonSchema>(
    (merged, schema) => ({
      type: 'object',
      properties: { ...merged.properties, ...schema.properties },
      required: [...(merged.required ?? []), ...(schema.required ?? [])],
    }),
    {},
  );
}

/** An object with the schema's properties, each perhaps missing or wrong, plus unexpected and dangerous keys. */
function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<JsonLike> {
  const properties = Object.entries(schema.properties ?? {});
  const known = properties.map(([name, property]) =>
    fc.option(
      valueFor(property, depth).map((value): [string, JsonLike] => [name, value]),
      { freq: 5 },
    ),
  );
  const extraKey = fc.oneof(fc.constantFrom(...EXTRA_KEYS, ...properties.map(([name]) => name)), fc.string({ maxLength: 10 }));
  const extras = fc.array(fc.tuple(extraKey, wrongType), { maxLength: 2 });
  return fc.tuple(fc.tuple(...known), extras).map(([present, extra]) => new Entries([...present.filter((entry) => entry !== null), ...extra]));
}

/** What to send as the body: raw bytes and the Content-Type header, either of them perhaps missing. */
export interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":',
  '[1,2',
  'nul',
  'tru',
  '{"a":1}}',
  "{'a':1}",
  '{"a":1,}',
  '{a:1}',
  '\u0000',
  '"unterminated',
  '{"a":"\\u12"}',
  '{"a":"\\x41"}',
  '\uFEFF{}',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"a":1}{"b":2}',
  '--',
  'NaN',
  '1e400',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  'image/png',
  '*/*',
  'invalid',
  ';',
  '',
];

/**
 * multipart/form-data bodies that are wrong in one way or another; a part's content may be one of `files` (real
 * pictures, or PDFs), and its field one of `fields` (the route's own).
 */
export function multipartBody(files: Buffer[], fields = ['image']): fc.Arbitrary<Body> {
  const content = fc.oneof(
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom(...files),
    fc.constantFrom(...files).chain((file) => fc.nat(file.length).map((cut) => file.subarray(0, cut))),
    fc
      .tuple(fc.constantFrom(...files), fc.uint8Array({ minLength: 1, maxLength: 64 }))
      .map(([file, junk]) => Buffer.concat([file.subarray(0, 32), Buffer.from(junk)])),
    fc.constant(Buffer.alloc(0)),
  );
  const part = fc.record({
    field: fc.oneof(fc.constantFrom(...fields), fc.constantFrom('', 'file', 'IMAGE', 'image[]', '__proto__', 'ímage'), fc.string({ maxLength: 60 })),
    filename: fc.option(
      fc.oneof(
        fc.constant('part.png'),
        fc.constantFrom('../../etc/passwd', 'a/b.png', 'a\\b.png', '..', '.png', 'x\u0000.png', 'ファイル.png', '🔩.png', '"quoted".png', ''),
        fc.string({ maxLength: 300 }),
      ),
      { freq: 8 },
    ),
    type: fc.option(fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream', 'image/svg+xml', 'garbage', ''), { freq: 8 }),
    content,
  });
  return fc
    .record({
      parts: fc.array(part, { minLength: 0, maxLength: 3 }),
      boundary: fc.oneof(fc.constant('partsmith-fuzz-boundary'), fc.constantFrom('', '"quoted"', 'x'.repeat(200), 'ü', ' ')),
      declared: fc.constantFrom('same', 'other', 'missing'),
      closed: fc.boolean(),
    })
    .map(({ parts, boundary, declared, closed }) => {
      const chunks = parts.flatMap(({ field, filename, type, content: bytes }) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${filename === null ? '' : `; filename="${filename}"`}\r\n${type === null ? '' : `Content-Type: ${type}\r\n`}\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
      const payload = Buffer.concat([...chunks, Buffer.from(closed ? `--${boundary}--\r\n` : '')]);
      const contentType = declared === 'missing' ? 'multipart/form-data' : `multipart/form-data; boundary=${declared === 'same' ? boundary : 'something-else'}`;
      return { payload, contentType };
    });
}

/** Bodies for a route: shaped like its schema when it has one, otherwise any JSON, plus every kind of wrong body. */
export function bodyFor(schema: JsonSchema | undefined, images: Buffer[]): fc.Arbitrary<Body> {
  const shaped = schema ? valueFor(schema) : jsonValue;
  const json = (value: fc.Arbitrary<JsonLike>) => value.map((item): Body => ({ payload: toJsonText(item), contentType: 'application/json' }));
  return fc.oneof(
    { arbitrary: json(shaped), weight: 8 },
    { arbitrary: json(fc.oneof(jsonValue, wrongType)), weight: 2 },
    {
      arbitrary: fc
        .oneof(fc.constantFrom(...MALFORMED_JSON), fc.string({ maxLength: 30 }))
        .map((payload): Body => ({ payload, contentType: 'application/json' })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(shaped, fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([value, contentType]): Body => ({ payload: toJsonText(value), contentType })),
      weight: 2,
    },
    {
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constantFrom('name', 'email', 'password', '__proto__[role]', 'a[b][c]'), fc.string({ maxLength: 8 })), anyText), {
          maxLength: 4,
        })
        .map((pairs): Body => ({
          payload: pairs.map(([key, value]) => `${encodeText(key)}=${encodeText(value)}`).join('&'),
          contentType: 'application/x-www-form-urlencoded',
        })),
      weight: 1,
    },
    { arbitrary: multipartBody(images), weight: 1 },
    { arbitrary: shaped.map((value): Body => ({ payload: toJsonText(value) })), weight: 1 },
    { arbitrary: fc.constantFrom<Body>({}, { payload: '', contentType: 'application/json' }, { payload: '', contentType: 'text/plain' }), weight: 1 },
    { arbitrary: fc.uint8Array({ maxLength: 100 }).map((bytes): Body => ({ payload: Buffer.from(bytes), contentType: 'application/json' })), weight: 1 },
  );
}

const JUNK_ENCODED = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '%F0%9F',
  '%2F',
  '%2F..%2F',
  '..',
  '.',
  '+',
  '%2B',
  '%26',
  '%3D',
  '%0A',
  '%0D%0A',
  '%FF%FE',
  '%u0041',
];

/** Text for a URL: percent-encoded properly, or deliberately broken. */
const urlText = fc.oneof(
  { arbitrary: anyText.map(encodeText), weight: 4 },
  { arbitrary: fc.constantFrom(...JUNK_ENCODED), weight: 2 },
  { arbitrary: fc.array(fc.constantFrom(...JUNK_ENCODED, 'a', '1'), { minLength: 2, maxLength: 6 }).map((parts) => parts.join('')), weight: 1 },
);

/** A query string: the route's own parameters with wrong values, repeated, as arrays or objects, and unknown keys. */
export function queryFor(parameters: { name: string; schema: JsonSchema }[]): fc.Arbitrary<string> {
  const names = parameters.map((parameter) => parameter.name);
  const valueText = fc.oneof(
    urlText,
    fc.constantFrom(...TRICKY_NUMBERS).map((value) => encodeText(toJsonText(value))),
    ...parameters.map((parameter) => valueFor(parameter.schema).map((value) => encodeText(typeof value === 'string' ? value : toJsonText(value)))),
  );
  const key = fc.oneof(
    ...(names.length > 0 ? [{ arbitrary: fc.constantFrom(...names), weight: 4 }] : []),
    {
      arbitrary: fc.tuple(fc.constantFrom(...names, 'a'), fc.constantFrom('[]', '[0]', '[a]', '[__proto__]', '.b')).map(([name, suffix]) => `${name}${suffix}`),
      weight: 1,
    },
    { arbitrary: fc.constantFrom('__proto__', 'constructor', 'error', 'callbackURL', 'token', ''), weight: 1 },
    { arbitrary: urlText, weight: 1 },
  );
  const pair = fc.oneof({ arbitrary: fc.tuple(key, valueText).map(([name, value]) => `${name}=${value}`), weight: 6 }, { arbitrary: key, weight: 1 });
  return fc.oneof(
    { arbitrary: fc.constant(''), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.array(pair, { minLength: 1, maxLength: 6 }), fc.constantFrom('&', '&', '&&', ';'))
        .map(([pairs, separator]) => pairs.join(separator)),
      weight: 8,
    },
    { arbitrary: fc.constantFrom(...names, 'q').map((name) => `${name}=${'x'.repeat(10_000)}`), weight: 1 },
  );
}

/** A path parameter: one of the fixtures (perhaps someone else's), or text that is no valid value. */
export type PathValue = { fixture: string; upperCase: boolean } | { text: string };

const NON_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '+1',
  ' 1',
  '%201',
  '0x10',
  '00001',
  '999999999999999',
  '1000000000000000',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999999999',
  'NaN',
  'null',
  'abc',
  '..',
  '%2E%2E',
  '%2F',
  'a%2Fb',
  '1%2F..%2F2',
  '%00',
  '1%00',
  '%E0%A4%A',
  '%',
  '%%',
  '１２３',
  '%EF%BC%91',
  '🔩',
  '%F0%9F%94%A9',
  '1;2',
  '1,2',
  '[1]',
  '{}',
];

export function idParameter(fixtures: string[]): fc.Arbitrary<PathValue> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...fixtures).map((fixture): PathValue => ({ fixture, upperCase: false })), weight: 3 },
    { arbitrary: fc.constantFrom(...NON_IDS).map((text): PathValue => ({ text })), weight: 4 },
    {
      arbitrary: fc
        .oneof(
          fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
          fc.constantFrom(320, 400).map((length) => '9'.repeat(length)),
        )
        .map((text): PathValue => ({ text })),
      weight: 2,
    },
    { arbitrary: urlText.map((text): PathValue => ({ text })), weight: 2 },
  );
}

const NON_EMAILS = [
  'a@b',
  '@',
  'a@',
  '@b.co',
  'a@b.c',
  'a%40b.co',
  'a%00@b.co',
  '%00',
  'a%2Fb@c.co',
  'a%2F..%2F@c.co',
  '..',
  '%2E%2E',
  'a%20b@c.co',
  '%20a@b.co%20',
  '%E0%A4%A@b.co',
  '%C3%BC@%C3%BC.de',
  '%F0%9F%94%A9@x.co',
  'A@B.CO',
  `${'a'.repeat(250)}%40b.co`,
  `${'a'.repeat(320)}@b.co`,
  '%3Cscript%3E@x.co',
  "o'brien@x.co",
  'a+tag@x.co',
  'a@b.co%2Fadmin',
];

export function emailParameter(fixtures: string[]): fc.Arbitrary<PathValue> {
  return fc.oneof(
    { arbitrary: fc.tuple(fc.constantFrom(...fixtures), fc.boolean()).map(([fixture, upperCase]): PathValue => ({ fixture, upperCase })), weight: 3 },
    { arbitrary: fc.constantFrom(...NON_EMAILS).map((text): PathValue => ({ text })), weight: 4 },
    { arbitrary: fc.emailAddress().map((email): PathValue => ({ text: encodeText(email) })), weight: 1 },
    { arbitrary: urlText.map((text): PathValue => ({ text })), weight: 2 },
  );
}

/** Any other path parameter (Better Auth's callback ids and tokens): text, properly encoded or broken. */
export const textParameter: fc.Arbitrary<PathValue> = urlText.map((text) => ({ text }));

/**
 * CSV files for the catalogue import: headers of the file's columns, unknown ones and spec:<key>; rows of fitting,
 * wrong and hostile cells, quoted or not (so some files stop being CSV), of the header's width or not; and bodies that
 * are no CSV at all, or say another type.
 */
export function csvBody(): fc.Arbitrary<Body> {
  const column = fc.constantFrom(...CATALOGUE_CSV_COLUMNS, 'spec:tdp', 'spec:x', 'colour', '');
  const cell = fc.oneof(
    fc.constantFrom('', 'FUZZ-1', 'fuzz-2', 'Fan', '12.50', '-1', '1e9', '0', '100', '100:5;50:4', '10:1.00', '/images/parts/keys.svg', 'no-such-category'),
    fc.constantFrom('reduced', 'Zero', '=1+1', "'=x", '"', 'a"b', '\r\n', '\u0000', 'true', 'x'.repeat(3000)),
    fc.string({ maxLength: 30 }),
  );
  const written = fc.tuple(cell, fc.boolean()).map(([text, quoted]) => (quoted ? `"${text.replaceAll('"', '""')}"` : text));
  const file = fc
    .tuple(fc.array(column, { minLength: 1, maxLength: 6 }), fc.array(fc.array(written, { maxLength: 7 }), { maxLength: 5 }), fc.boolean())
    .map(([header, rows, bom]) => `${bom ? '\uFEFF' : ''}${[header.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}`);
  return fc.record({
    payload: fc.oneof({ arbitrary: file, weight: 4 }, fc.string({ maxLength: 200 }), fc.constant('')),
    contentType: fc.oneof(
      { arbitrary: fc.constantFrom('text/csv', 'text/csv; charset=utf-8'), weight: 6 },
      fc.constantFrom(...WRONG_CONTENT_TYPES, 'application/json'),
    ),
  });
}

/**
 * Texts of a quick add or BOM upload, in JSON ({ text }): lines of part numbers (`partNumbers`, their neighbours, any
 * text) and quantities (fitting, wrong, huge) split by commas, semicolons, tabs or spaces, perhaps with a header row
 * naming known or unknown columns, comments, blank lines, quotes that close or not, a byte-order mark, or more lines
 * than a preview takes.
 */
export function bomBody(partNumbers: string[]): fc.Arbitrary<Body> {
  const partNumber = fc.oneof(
    fc.constantFrom(...partNumbers, ...partNumbers.map((number) => `${number}X`), ...partNumbers.map((number) => number.toLowerCase().slice(1))),
    fc.constantFrom('', 'PART', 'qty', '#1', 'A#B', '"', '"KEYS-1', 'KEYS-1"', '\u0000', 'x'.repeat(60)),
    fc.string({ maxLength: 20 }),
  );
  const quantity = fc.oneof(fc.constantFrom('1', '0', '-5', '1.5', '1e3', '1,000', '999999999999', 'ten', '', ' 7 '), fc.nat({ max: 2_000_000 }).map(String));
  const delimiter = fc.constantFrom(',', ';', '\t', ' ', ', ', '  ');
  const line = fc.oneof(
    { arbitrary: fc.tuple(partNumber, delimiter, quantity, fc.constantFrom('', '', '', ',', ', spare')).map((cells) => cells.join('')), weight: 80 },
    { arbitrary: fc.constantFrom('', '# a comment', '   ', ',,,', '"a,b",2'), weight: 20 },
    // A quote that never closes spoils the whole text: seldom.
    { arbitrary: fc.constant('"unclosed, 1'), weight: 1 },
    { arbitrary: fc.string({ maxLength: 40 }), weight: 10 },
  );
  const header = fc.oneof(
    { arbitrary: fc.constant(''), weight: 4 },
    { arbitrary: fc.constantFrom('Part Number,Qty', 'qty;mpn', 'Description,Quantity,Part', 'Part,Price', 'PN\tQTY', 'Part number Qty'), weight: 3 },
  );
  const text = fc
    .tuple(
      fc.boolean(),
      header,
      fc.array(line, { minLength: 1, maxLength: 12 }),
      fc.constantFrom('\n', '\r\n', '\r'),
      fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 600),
    )
    .map(([byteOrderMark, head, lines, newline, many]) =>
      [
        byteOrderMark ? '\uFEFF' : '',
        [...(head ? [head] : []), ...lines, ...Array.from({ length: many }, (_, index) => `P${index % 10},1`)].join(newline),
      ].join(''),
    );
  return text.map((value): Body => ({ payload: JSON.stringify({ text: value }), contentType: 'application/json' }));
}
