import { errorMessages } from '@partsmith/contract/error-messages';
import { type ComponentType, lazy } from 'react';

/** A route's code could not be downloaded (offline, or a new deployment removed the old chunk). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly chunkId: string,
    options?: { cause?: unknown },
  ) {
    super(errorMessages.chunkLoadFailed(chunkId), options);
  }
}

/**
 * The chunk's file name without extension, from the browser's import error, e.g.
 * "Failed to fetch dynamically imported module: https://shop/assets/home-B2x9.js" gives "home-B2x9".
 */
export function chunkIdFromError(error: unknown): string | undefined {
  const text = error instanceof Error ? error.message : String(error);
  const file = /([\w.-]+)\.(?:m?js|css)(?:[?#][^\s'"]*)?(?=$|[\s'"),])/.exec(text)?.[1];
  return file || undefined;
}

/**
 * Wraps a route's dynamic import so a failed download surfaces as a ChunkLoadError, named after the chunk
 * when the browser says which one, else after the route.
 */
export function lazyRoute<T>(routeName: string, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      throw new ChunkLoadError(chunkIdFromError(error) ?? routeName, { cause: error });
    }
  };
}

/** A route's page as a lazy component: its module exports `Component`, and a failed download is a ChunkLoadError. */
export function lazyPage(routeName: string, load: () => Promise<{ Component: ComponentType }>) {
  const loadRoute = lazyRoute(routeName, load);
  return lazy(async () => ({ default: (await loadRoute()).Component }));
}
