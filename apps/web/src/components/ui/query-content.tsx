import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
  children: (data: T) => ReactNode;
}

/** The four states of a read: loading, failed (with retry), empty, and the content itself. */
export function QueryContent<T>({ query, loading, errorTitle, isEmpty, empty, children }: QueryContentProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} title={errorTitle} />;
  }
  if (empty && isEmpty?.(query.data)) return empty(query.data);
  return children(query.data);
}

/** A short note in place of an empty list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-box bg-base-200 px-6 py-10 text-center text-base-content/80">{children}</p>;
}
