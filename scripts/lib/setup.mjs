// Set-up shared by `npm start`, `npm test` and `npm run dev`. Node built-ins only: it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs lanes side by side, every line of their output prefixed with the lane's name. A lane is a list of steps, done
 * one after the other: a command `[command, args, options]`, a function (sync or async), or `{ after: 'lane' }`, which
 * waits until that lane has finished. The first failure stops every other lane's commands and exits with an error.
 */
export async function runLanes(lanes) {
  const running = new Set();
  let failed = false;
  const fail = (name, reason) => {
    if (failed) return;
    failed = true;
    console.error(`\n✗ ${name}: ${reason}; the other lanes are stopped`);
    // Each command leads a process group of its own: npm, and the workers, browsers and servers it started.
    for (const child of running) stopGroup(child);
  };
  const signalGroup = (child, signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // It has ended already.
    }
  };
  // SIGINT, as Ctrl-C: Playwright then stops the web servers it started in process groups of their own (killed by
  // SIGTERM, it left them holding their ports for the next run). What still runs 15 s later is killed.
  const stopGroup = (child) => {
    signalGroup(child, 'SIGINT');
    setTimeout(() => signalGroup(child, 'SIGKILL'), 15_000).unref();
  };
  const runCommand = (name, [command, args, options = {}]) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
      running.add(child);
      for (const stream of [child.stdout, child.stderr]) {
        let partial = '';
        stream.on('data', (chunk) => {
          const lines = (partial + chunk).split('\n');
          partial = lines.pop();
          for (const line of lines) console.log(`[${name}] ${line}`);
        });
        stream.on('end', () => partial && console.log(`[${name}] ${partial}`));
      }
      const end = (status) => {
        if (!running.delete(child)) return;
        // What a failed command left running goes with it.
        if (status !== 0) stopGroup(child);
        const seconds = Math.round((Date.now() - started) / 1000);
        const outcome = status === 0 ? '✓' : failed ? '✗ (stopped)' : '✗';
        console.log(`[${name}] ${outcome} ${command} ${args.join(' ')} (${seconds} s)`);
        resolve(status === 0);
      };
      // A failure counts when the command exits (a process it left behind may hold its output open); a success once
      // its output has ended too.
      child.on('exit', (status) => status !== 0 && end(status));
      child.on('close', end);
    });
  // Detached, the commands do not see the terminal's Ctrl-C: pass it on.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      for (const child of running) stopGroup(child);
      process.exit(130);
    });
  }
  const finished = {};
  const runLane = async (name, steps) => {
    for (const step of steps) {
      if (failed) return;
      if (Array.isArray(step)) {
        if (!(await runCommand(name, step))) return fail(name, `${step[0]} ${step[1].join(' ')} failed`);
      } else if (typeof step === 'function') {
        await step();
      } else {
        await finished[step.after];
      }
    }
  };
  for (const [name, steps] of Object.entries(lanes)) finished[name] = runLane(name, steps);
  await Promise.all(Object.values(finished));
  if (failed) process.exit(1);
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** Installs the npm packages when they are missing or older than the lock file. */
export function ensureInstalled() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (mtime(installed) >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('Installing npm packages (the first time takes a few minutes: better-sqlite3 compiles)…');
  run(npm, ['ci', '--no-audit', '--no-fund'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

/** Everything a build reads: each package's files (sources, assets, scripts, tsconfig*.json, package.json), not its tests. */
const buildPackages = ['packages/contract', 'apps/server', 'apps/web'];
const notBuildInputs = new Set(['node_modules', 'dist', 'test']);
const buildInputs = () => [
  'tsconfig.base.json',
  'package-lock.json',
  ...buildPackages.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((name) => !notBuildInputs.has(name))
      .map((name) => `${dir}/${name}`),
  ),
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const buildStamp = path.join(root, '.build-stamp');

/** Builds the web app and the server when a source file is newer than the last build. */
export function ensureBuilt() {
  const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].map((file) => path.join(root, file));
  const upToDate = outputs.every((file) => fs.existsSync(file)) && mtime(buildStamp) >= Math.max(...buildInputs().map(newestMtime));
  if (upToDate) return;
  console.log('Building the web app and the server…');
  run(npm, ['run', 'build']);
  markBuilt();
}

/** Records that the build matches the sources now (`npm start` then skips building). */
export function markBuilt() {
  fs.writeFileSync(buildStamp, new Date().toISOString());
}
