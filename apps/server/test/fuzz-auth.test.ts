import { afterAll, describe, it } from 'vitest';
import { RUNS, SEED, routesOfFile, startFuzzing } from './fuzz-harness';

/**
 * Bad input, generated, for Better Auth's routes under /api/auth (sign-in, sign-up, sign-out, sessions, passwords...),
 * with the checks of fuzz.test.ts: half of them here, the other half in fuzz-auth.2.test.ts, side by side.
 */
console.log(`fuzz (Better Auth): FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
const fuzzing = await startFuzzing();
afterAll(() => fuzzing.close());

describe(`fuzzing Better Auth (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`, () => {
  for (const target of routesOfFile(fuzzing.endpoints.betterAuth, 1)) {
    it(`${target.route} survives ${RUNS} generated requests`, { timeout: 600_000 }, () => fuzzing.fuzz(target));
  }
});
