import { afterAll, describe, expect, it } from 'vitest';
import { FUZZ_FILES, RUNS, SEED, routesOfFile, startFuzzing } from './fuzz-harness';

/**
 * Bad input, generated (issue #8): every route of the OpenAPI document, and the image files, get FUZZ_RUNS requests
 * (1,000 by default) as visitor, customer and admin. No answer may be a 5xx or show internals, error answers are
 * { code, message }, and a refused request leaves the row count of every table as it was. Better Auth's routes are
 * fuzzed the same way in fuzz-auth.test.ts. FUZZ_SEED=<seed> replays a run. This file fuzzes half of the routes,
 * fuzz.2.test.ts the other half, side by side.
 */
console.log(`fuzz (API): FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
const fuzzing = await startFuzzing();
afterAll(() => fuzzing.close());
const { documented, imageFiles } = fuzzing.endpoints;

describe(`fuzzing the API (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`, () => {
  it('has a generator for every documented route, Better Auth endpoint and path parameter', () => {
    expect(fuzzing.missingGenerators).toEqual([]);
    expect(documented.map((target) => target.route)).toEqual(expect.arrayContaining(['POST /api/product', 'POST /api/uploads', 'DELETE /api/user/{email}']));
    expect(fuzzing.endpoints.betterAuth.map((target) => target.route)).toEqual(
      expect.arrayContaining(['POST /api/auth/sign-in/email', 'POST /api/auth/sign-up/email']),
    );
  });

  it('fuzzes every route in one of its files', () => {
    const files = Array.from({ length: FUZZ_FILES }, (_, index) => routesOfFile([...documented, ...imageFiles], index + 1));
    expect(
      files
        .flat()
        .map((target) => target.route)
        .sort(),
    ).toEqual([...documented, ...imageFiles].map((target) => target.route).sort());
  });

  for (const target of routesOfFile([...documented, ...imageFiles], 1)) {
    it(`${target.route} survives ${RUNS} generated requests`, { timeout: 600_000 }, () => fuzzing.fuzz(target));
  }
});
