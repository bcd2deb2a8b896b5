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
 * Runs lanes side by side: each lane's commands one after the other, every line of their output prefixed with the lane's
 * name. Waits for all lanes, then exits with an error if any command failed.
 */
export async function runSideBySide(lanes) {
  const runCommand = (name, [command, args, options = {}]) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
      for (const stream of [child.stdout, child.stderr]) {
        let partial = '';
        stream.on('data', (chunk) => {
          const lines = (partial + chunk).split('\n');
          partial = lines.pop();
          for (const line of lines) console.log(`[${name}] ${line}`);
        });
        stream.on('end', () => partial && console.log(`[${name}] ${partial}`));
      }
      child.on('close', (status) => {
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(`[${name}] ${status === 0 ? '✓' : '✗'} ${command} ${args.join(' ')} (${seconds} s)`);
        resolve(status === 0);
      });
    });
  const outcomes = await Promise.all(
    Object.entries(lanes).map(async ([name, commands]) => {
      for (const command of commands) if (!(await runCommand(name, command))) return false;
      return true;
    }),
  );
  if (outcomes.includes(false)) {
    console.error(
      `\n✗ ${Object.keys(lanes)
        .filter((_, index) => !outcomes[index])
        .join(', ')} failed`,
    );
    process.exit(1);
  }
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

/** Builds the web app and the server when a source file is newer than the last build (or always, when asked). */
export function ensureBuilt({ force = false } = {}) {
  const stamp = path.join(root, '.build-stamp');
  const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].map((file) => path.join(root, file));
  const upToDate = !force && outputs.every((file) => fs.existsSync(file)) && mtime(stamp) >= Math.max(...buildInputs().map(newestMtime));
  if (upToDate) return;
  console.log('Building the web app and the server…');
  run(npm, ['run', 'build']);
  fs.writeFileSync(stamp, new Date().toISOString());
}
