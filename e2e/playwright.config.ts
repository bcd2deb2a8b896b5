import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/** A local OpenID Connect provider stands in for Google (apps/server/test/oidc-provider.ts). */
const oidcPort = Number(process.env.OIDC_PORT ?? 4180);
const OIDC_ISSUER = `http://127.0.0.1:${oidcPort}`;
const oidcClient = { id: 'partsmith-e2e', secret: 'partsmith-e2e-secret' };
/**
 * npm test runs the accessibility sweep as a Playwright run of its own (own server, port and database) beside the other
 * journeys: `E2E_PART=sweep` or `E2E_PART=journeys`. Unset, one run does both.
 */
const PARTS = ['sweep', 'journeys'] as const;
const part = process.env.E2E_PART;
if (part !== undefined && !(PARTS as readonly string[]).includes(part)) throw new Error(`E2E_PART must be ${PARTS.join(' or ')}, not ${part}`);
const SWEEP = '**/accessibility.spec.ts';
// A fresh embedded database for every run, seeded with the demo catalogue.
// In memory where the machine has a tmpfs: the server still runs with synchronous=FULL, but a flush costs nothing there.
const dataDir = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'partsmith-e2e-'));
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

export default defineConfig({
  testDir: 'tests',
  ...(part === 'sweep' ? { testMatch: SWEEP } : part === 'journeys' ? { testIgnore: SWEEP } : {}),
  // Each run empties its output folder when it starts: two runs side by side need one each.
  outputDir: part ? `test-results/${part}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: part ? `playwright-report/${part}` : 'playwright-report' }]],
  // npm test runs the journeys beside the server suite on the same cores: a step may wait seconds for a CPU, and on a
  // shared two-core VM a journey took four times as long as alone (the review journey 2.1 min against 31 s).
  timeout: 240_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    // A trace records a screenshot of every frame: a third of the browser's CPU time in the accessibility sweep. CI
    // retries a failed test once, with a trace; elsewhere, npx playwright test --trace on records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell (npm test installs it): /usr/bin/chromium, the full browser started with Debian's
      // own flags, took about twice its CPU time for the same journeys.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: `${path.join(root, 'node_modules/.bin/tsx')} ${path.join(root, 'apps/server/test/oidc-provider-cli.ts')}`,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(oidcPort), OIDC_CLIENT_ID: oidcClient.id, OIDC_CLIENT_SECRET: oidcClient.secret },
    },
    {
      command: `node ${path.join(root, 'apps/server/dist/main.js')}`,
      url: `${baseURL}/api/product?limit=1`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.db')}`,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        PAYMENT_PROVIDER: 'test',
        GOOGLE_ISSUER: OIDC_ISSUER,
        GOOGLE_CLIENT_ID: oidcClient.id,
        GOOGLE_CLIENT_SECRET: oidcClient.secret,
        // The journeys sign in many times from one address; the limit itself is tested in the server suite.
        AUTH_RATE_LIMIT_MAX: '1000',
        // Their fresh customers order the demo parts' minimums (up to $15,000) without confirming the address; the
        // default ($1,000) is tested in the server suite, and order-limits.spec.ts orders past this one.
        ORDER_UNPAID_VALUE_UNCONFIRMED: '25000',
      },
    },
  ],
});
