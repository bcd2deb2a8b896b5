import { config } from 'zod';

/**
 * zod's JIT off, for the browser (browser.ts imports this first). The shop's Content-Security-Policy allows no eval, and
 * zod, when it builds its first object schema, tries `Function('')` to see whether it may compile parsers: the browser
 * records a CSP violation on every page that loads a schema (Lighthouse's best practices count it). zod reads this
 * setting as each schema is built, so it must run before any is: before the contract's schemas and any of the web's.
 */
config({ jitless: true });
