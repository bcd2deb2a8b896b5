import { afterAll, describe, it } from 'vitest';
import { RUNS, SEED, routesOfFile, startFuzzing } from './fuzz-harness';

/** The second half of fuzz.test.ts's routes, in a file of its own so that the two halves run side by side. */
console.log(`fuzz (API, second half): FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
const fuzzing = await startFuzzing();
afterAll(() => fuzzing.close());
const { documented, imageFiles } = fuzzing.endpoints;

describe(`fuzzing the API, second half (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`, () => {
  for (const target of routesOfFile([...documented, ...imageFiles], 2)) {
    it(`${target.route} survives ${RUNS} generated requests`, { timeout: 600_000 }, () => fuzzing.fuzz(target));
  }
});
