import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicSweep, sweepsSettled } from './periodic-sweep';

/** A sweep whose rounds end when the test says so. */
function controlledSweep() {
  const rounds: Array<{ end: () => void }> = [];
  let ended = 0;
  const run = () =>
    new Promise<number>((resolve) => {
      rounds.push({
        end: () => {
          ended += 1;
          resolve(0);
        },
      });
    });
  return { run, rounds, ended: () => ended };
}

const sweepOptions = { didWork: 'worked', failed: 'failed' };

/** An app, ready, with one controlled sweep due every `intervalMs`. */
async function appWithControlledSweep(intervalMs: number) {
  const app = Fastify();
  const sweep = controlledSweep();
  startPeriodicSweep(app, { intervalMs, run: sweep.run, ...sweepOptions });
  await app.ready();
  return { app, sweep };
}

// The clock is the test's: what did not happen has not happened after the time given, not after a sleep.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a periodic sweep', () => {
  it('runs a round when the app is ready, which sweepsSettled waits for', async () => {
    const { app, sweep } = await appWithControlledSweep(3_600_000);
    expect(sweep.rounds).toHaveLength(1);
    let settled = false;
    const waiting = sweepsSettled(app).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    expect(sweep.rounds).toHaveLength(1);
    sweep.rounds[0]?.end();
    await waiting;
    expect(settled).toBe(true);
    await app.close();
  });

  it('starts no round while one is running, and the next one once it ended', async () => {
    const { app, sweep } = await appWithControlledSweep(10);
    await vi.advanceTimersByTimeAsync(60);
    expect(sweep.rounds).toHaveLength(1);
    sweep.rounds[0]?.end();
    await vi.advanceTimersByTimeAsync(9);
    expect(sweep.rounds).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep.rounds).toHaveLength(2);
    sweep.rounds[1]?.end();
    await app.close();
  });

  it('closing the app waits for the running round', async () => {
    const { app, sweep } = await appWithControlledSweep(3_600_000);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(closed).toBe(false);
    sweep.rounds[0]?.end();
    await closing;
    expect(sweep.ended()).toBe(1);
  });

  it('closing the app tells a round that works in batches to stop after the batch it is on', async () => {
    const app = Fastify();
    let batches = 0;
    startPeriodicSweep(app, {
      intervalMs: 3_600_000,
      run: async (stop) => {
        // An endless backlog: only the stop ends the round.
        for (;;) {
          batches += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (stop.aborted) return batches;
        }
      },
      ...sweepOptions,
    });
    await app.ready();
    await vi.advanceTimersByTimeAsync(15);
    expect(batches).toBeGreaterThan(2);
    const closing = app.close();
    // The batch under way when the app closes ends; none starts after it.
    const atClose = batches;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(batches).toBe(atClose);
    await closing;
  });

  it('logs a failed round and tries again at the next interval', async () => {
    const app = Fastify();
    let calls = 0;
    startPeriodicSweep(app, {
      intervalMs: 10,
      run: () => {
        calls += 1;
        if (calls === 1) throw new Error('the database is away');
        return Promise.resolve(0);
      },
      ...sweepOptions,
    });
    await app.ready();
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toBe(2);
    await app.close();
  });
});
