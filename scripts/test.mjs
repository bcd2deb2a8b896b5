// npm test: every check and test of the project, against the production build.
// The server suite runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL names a server.
import { ensureBuilt, ensureInstalled, npm, run } from './lib/setup.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const step = (title) => console.log(`\n━━ ${title}`);

ensureInstalled();
step('Type check');
run(npm, ['run', 'typecheck']);
step('Lint');
run(npm, ['run', 'lint']);
step('Build');
ensureBuilt({ force: true });
step(`Server tests (SQLite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''})`);
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped (CI sets it).');
run(npm, ['test', '-w', '@partsmith/server']);
step('Web unit tests');
run(npm, ['test', '-w', '@partsmith/web']);
step('Browser journeys (Playwright, production build)');
process.env.CHROMIUM_PATH = ensureChromium();
run(npm, ['test', '-w', '@partsmith/e2e'], { env: process.env });
step(`Crash safety${process.env.TEST_DATABASE_URL ? ' and scale-out behind nginx' : ''} (reduced; npm run test:soak runs the full checks)`);
run(npm, ['run', 'test:soak', '--', '--quick']);
console.log('\n✓ All checks and tests passed.');
