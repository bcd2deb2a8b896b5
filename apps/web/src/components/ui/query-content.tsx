import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { ErrorState } from './error-state';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the first answer loads; shaped like the content so nothing shifts when it arrives. */
  loading: ReactNode;
  /** The heading of the error shown when the call fails, with the server's message and a Retry button. */
  errorTitle: string;
  /** When the answer holds nothing to show, `empty` is rendered instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: (data: T) => ReactNode;
  /** The content for an answer; `updating` while a newer answer is still being drawn. */
  children: (data: T, updating: boolean) => ReactNode;
}

/**
 * The answer as QueryContent draws it: a new answer arrives here once it is drawn, in the background. Counts and titles
 * beside a list read this, so they agree with the list.
 */
export function useDrawnAnswer<T>(query: UseQueryResult<T>): T | undefined {
  return useDeferredValue(query.data);
}

/** The four states of a read: loading, failed (with retry), empty, and the content itself. */
export function QueryContent<T>({ query, loading, errorTitle, isEmpty, empty, children }: QueryContentProps<T>) {
  // A new answer is drawn in the background, in slices a tap can interrupt, while what was there stays on screen:
  // drawn at once, a page of cards held a phone's main thread for a tenth of a second. An answer keeps its identity
  // from render to render, so it is drawn once.
  const shown = useDrawnAnswer(query);
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} title={errorTitle} />;
  }
  if (shown === undefined) return loading;
  if (empty && isEmpty?.(shown)) return empty(shown);
  return children(shown, shown !== query.data);
}

/** A short note in place of an empty list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-box bg-base-200 px-6 py-10 text-center text-base-content/80">{children}</p>;
}
