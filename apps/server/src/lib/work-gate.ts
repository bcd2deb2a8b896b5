/**
 * At most `concurrency` pieces of work run at once on this instance, and at most `queue` more wait for a turn, in the
 * order they came; any more are refused at once with the error `refuse` makes. Image processing and password hashing
 * each hold one of libuv's threads while they run, and those threads also read static files and check session
 * cookies: a gate keeps the rest of the site its share of them.
 */
export function createWorkGate({ concurrency, queue, refuse }: { concurrency: number; queue: number; refuse: () => Error }) {
  let running = 0;
  const waiting: (() => void)[] = [];

  /** Finished work hands its turn straight to the first waiting one, so a newcomer cannot slip in between. */
  const release = () => {
    const start = waiting.shift();
    if (start) start();
    else running -= 1;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw refuse();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
