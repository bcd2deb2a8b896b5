// The contract as the browser imports it (the `browser` condition in package.json's exports): the same schemas, built
// with zod's JIT off. Modules are run in the order they are imported: the setting first.
import './zod-without-eval';

export * from './index';
