import { messages } from '@partsmith/contract';
import { BusyError } from '../../lib/errors';

/**
 * At most `concurrency` images are processed at once on this instance, and at most `queue` more wait for a turn, in
 * the order they came; any more are answered 503 at once. Each image holds one of libuv's threads while it is
 * processed, and those threads also read static files and check session cookies: the rest of the site keeps the others.
 */
export function createProcessingGate({ concurrency, queue, retryAfterSeconds }: { concurrency: number; queue: number; retryAfterSeconds: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];

  /** A finished image hands its turn straight to the first waiting one, so a newcomer cannot slip in between. */
  const release = () => {
    const start = waiting.shift();
    if (start) start();
    else running -= 1;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new BusyError(messages.uploads.busy, retryAfterSeconds);
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
