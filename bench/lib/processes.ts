import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitForHttp(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The server under test runs on the last CPU and the load generator (this process) on the others, when the
 * machine lets us pin them: otherwise the scheduler sometimes puts both on one core and a run measures that.
 */
export const SERVER_CPU = os.cpus().length - 1;
const canPin = os.cpus().length > 1 && spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0;

export function pinLoadGenerator() {
  if (!canPin) return false;
  const others = Array.from({ length: SERVER_CPU }, (_, cpu) => cpu).join(',');
  return spawnSync('taskset', ['-a', '-p', '-c', others, String(process.pid)], { stdio: 'ignore' }).status === 0;
}

/** Lets this process (and what it starts from now on, such as a browser) run on every CPU again. */
export function unpinLoadGenerator() {
  if (!canPin) return;
  spawnSync('taskset', ['-a', '-p', '-c', `0-${SERVER_CPU}`, String(process.pid)], { stdio: 'ignore' });
}

/** How much of a process's latest output is kept for the error message if it dies. */
const OUTPUT_TAIL_BYTES = 64 * 1024;

/**
 * Starts a Node process (on the server CPU when pinning works) whose latest output is kept for the error message if it
 * dies early. Only a tail, kept as the bytes read: at the info level the app writes megabytes of log lines a second,
 * which kept whole in one string would grow toward V8's string limit on a long run. `detached`, it leads a process
 * group of its own (taskset runs Node in its own place, so the group is Node's).
 */
export function startNode(args: string[], env: Record<string, string>, { detached = false } = {}): ChildProcess {
  const [command, commandArgs] = canPin ? ['taskset', ['-c', String(SERVER_CPU), process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, commandArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached });
  let tail: Buffer[] = [];
  let tailBytes = 0;
  const keep = (chunk: Buffer) => {
    tail.push(chunk);
    tailBytes += chunk.length;
    if (tailBytes > 2 * OUTPUT_TAIL_BYTES) {
      const joined = Buffer.concat(tail).subarray(-OUTPUT_TAIL_BYTES);
      tail = [joined];
      tailBytes = joined.length;
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`process ${args.join(' ')} exited with ${code}:\n${Buffer.concat(tail).subarray(-OUTPUT_TAIL_BYTES).toString()}`);
  });
  return child;
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
