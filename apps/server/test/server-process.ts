import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../bench/lib/processes';
import type { TestDatabase } from './test-database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  /** http://127.0.0.1:PORT, which the shop also takes as its own origin. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The real server entry (src/main.ts) in a process of its own, as it runs in production: its own libuv thread pool,
 * static files from a web build (a one-page stand-in), sessions signed with a secret. `env` adds or overrides settings.
 */
export async function startServerProcess(database: TestDatabase, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Partsmith</title><div id="root"></div>\n');
  const databaseUrl = database.config.dialect === 'sqlite' ? `sqlite:${database.config.filename}` : database.config.connectionString;
  // Only what the server needs: the test runner's own settings (NODE_OPTIONS, UV_THREADPOOL_SIZE...) stay out.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      PAYMENT_PROVIDER: 'test',
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      WEB_DIST_DIR: webDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await exited(child);
    fs.rmSync(webDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${url}/api/health`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitUntilAnswering(healthUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(healthUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer within 60 s:\n${output()}`);
}

/** Asks the server to stop, as an orchestrator would; work that does not end within 10 s is killed. */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
