// npm test: every check and test of the project, against the production build.
// The server suite runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL names a server.
// What does not depend on each other runs side by side: the server suite waits on databases and the browser journeys on
// pages, so together they keep both cores busy (docs/quality.md, "How long npm test takes").
import { ensureBuilt, ensureInstalled, npm, run, runSideBySide } from './lib/setup.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const step = (title) => console.log(`\n━━ ${title}`);

ensureInstalled();
step('Type check and lint');
await runSideBySide({ typecheck: [[npm, ['run', 'typecheck']]], lint: [[npm, ['run', 'lint']]] });
step('Build');
ensureBuilt({ force: true });
process.env.CHROMIUM_PATH = ensureChromium();
step(`Server tests (SQLite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''}), beside the web unit tests and the browser journeys`);
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped (CI sets it).');
await runSideBySide({
  server: [[npm, ['test', '-w', '@partsmith/server']]],
  web: [
    [npm, ['test', '-w', '@partsmith/web']],
    [npm, ['test', '-w', '@partsmith/e2e'], { env: process.env }],
  ],
});
step(`Crash safety${process.env.TEST_DATABASE_URL ? ' and scale-out behind nginx' : ''} (reduced; npm run test:soak runs the full checks)`);
run(npm, ['run', 'test:soak', '--', '--quick']);
console.log('\n✓ All checks and tests passed.');
