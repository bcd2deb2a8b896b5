import { AsyncLocalStorage } from 'node:async_hooks';
import { getBetterAuthVersion } from '@better-auth/core/context';

/**
 * Better Auth keeps its request state, endpoint context and transaction in AsyncLocalStorage. On Node 20 the first
 * `run` of any such storage turns on promise hooks for the whole process, for good: every promise of every request pays
 * for them, though only Better Auth's calls read the stores. They were a fifth of the CPU time of a signed-in order read
 * (decision 0023).
 *
 * Better Auth creates its three storages only when they are missing (`??=` on its global), so the app gives it storages
 * of its own first: they switch the hooks off again once no call into Better Auth is under way.
 */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
const STORAGE_KEYS = ['requestStateAsyncStorage', 'endpointContextAsyncStorage', 'adapterAsyncStorage'] as const;

const storages: ScopedAsyncLocalStorage<unknown>[] = [];
/** Calls of `run` whose callback has not finished yet, over every storage, nested ones included. */
let running = 0;
let disableScheduled = false;

function finishRun() {
  running -= 1;
  if (running > 0 || disableScheduled) return;
  disableScheduled = true;
  // Not from the promise job that ended the run: switched off there, the hooks would miss that job's end and leave
  // Node's stack of async contexts uneven. An immediate's context is entered and left whether hooks are on or not.
  setImmediate(() => {
    disableScheduled = false;
    if (running === 0) for (const storage of storages) storage.disable();
  });
}

/** An AsyncLocalStorage whose stores are only read while a `run` of it, or of another like it, is under way. */
export class ScopedAsyncLocalStorage<T> extends AsyncLocalStorage<T> {
  constructor() {
    super();
    storages.push(this);
  }

  override run<R>(store: T, callback: () => R): R;
  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R;
  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    running += 1;
    let result: R;
    try {
      result = super.run(store, callback, ...args);
    } catch (error) {
      finishRun();
      throw error;
    }
    if (result instanceof Promise) return result.finally(finishRun) as R;
    finishRun();
    return result;
  }

  override enterWith(): never {
    throw new Error('a scoped AsyncLocalStorage has no store outside run()');
  }
}

/** Gives Better Auth scoped storages, unless it has made its own already (then it keeps them, and the hooks stay on). */
export function installBetterAuthStorages() {
  // Asking for its version makes Better Auth create its global as it would, if it has not yet.
  getBetterAuthVersion();
  const { context } = (globalThis as unknown as Record<symbol, { context: Record<string, unknown> }>)[BETTER_AUTH_GLOBAL] as {
    context: Record<string, unknown>;
  };
  for (const key of STORAGE_KEYS) context[key] ??= new ScopedAsyncLocalStorage();
}
