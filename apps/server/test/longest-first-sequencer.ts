import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The fuzz files take most of the suite's time, and Vitest starts unknown files largest first: the fuzz files, a few
 * lines each, came last and made the suite's tail while the other worker waited. Longest first: Better Auth's fuzzing,
 * then the API's, PostgreSQL before SQLite (about twice as slow), then every other file in Vitest's own order.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const suite = /\/test\/fuzz-auth[.\d]*\.test\.ts$/.test(file.moduleId) ? 0 : /\/test\/fuzz[.\d]*\.test\.ts$/.test(file.moduleId) ? 2 : 4;
      return suite + (file.project.name === 'postgres' ? 0 : 1);
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
