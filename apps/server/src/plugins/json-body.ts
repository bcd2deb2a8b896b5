import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../lib/errors';

/** Far deeper than any body the shop takes (an order with lines nests three levels), far shallower than what costs. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);

/** Whether JSON text nests arrays and objects deeper than `maxDepth`: one pass over its characters, nothing parsed. */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPEN.has(code)) {
      if (++depth > maxDepth) return true;
    } else if (CLOSE.has(code)) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's JSON body parser (with its __proto__ and constructor checks), behind two cheap checks: a body that nests
 * deeper than MAX_JSON_DEPTH is refused with 400 before it is parsed, and a body sent to an address with no route is
 * read but never parsed, so a 404 costs no parsing whatever the body holds.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.is404) return done(null, undefined);
    const text = body.toString();
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new BadRequestError(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
    parseJson(request, text, done);
  });
}
