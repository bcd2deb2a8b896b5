// npm test: every check and test of the project, against the production build.
// The server suite runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL names a server.
// What does not depend on each other runs side by side, in lanes: the server suite waits on databases and the browser
// journeys on pages, so together they keep both cores busy (docs/quality.md, "How long npm test takes").
import { ensureInstalled, markBuilt, npm, runLanes } from './lib/setup.mjs';
import { ensureChromium } from './lib/chromium.mjs';

ensureInstalled();
process.env.CHROMIUM_PATH = ensureChromium();
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the server suite runs on SQLite only (CI sets it).');
const journeys = (part, ports) => [npm, ['test', '-w', '@partsmith/e2e'], { env: { ...process.env, E2E_PART: part, ...ports } }];

await runLanes({
  build: [[npm, ['run', 'build']], markBuilt],
  // The browser journeys are the longest lane; the accessibility sweep runs beside them with its own server and database.
  journeys: [{ after: 'build' }, journeys('journeys', {})],
  sweep: [{ after: 'build' }, journeys('sweep', { E2E_PORT: '4273', OIDC_PORT: '4280' })],
  checks: [
    [npm, ['run', 'typecheck']],
    [npm, ['run', 'lint']],
    [npm, ['test', '-w', '@partsmith/web']],
    // Crash safety and, with TEST_DATABASE_URL, scale-out behind nginx: reduced (npm run test:soak runs the full checks).
    // Here rather than after the server suite, the longest lane, so that they do not add to its time.
    { after: 'build' },
    [npm, ['run', 'test:soak', '--', '--quick']],
  ],
  server: [[npm, ['test', '-w', '@partsmith/server']]],
});
console.log('\n✓ All checks and tests passed.');
