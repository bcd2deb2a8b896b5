import { errorMessages } from '@partsmith/contract/error-messages';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { ChunkLoadError } from '../lazy-route';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** Changing it (the page's path) clears the error, so navigating away recovers. */
  resetKey: string;
}

/** Shown in place of a page that failed to load or render; the navbar and footer stay usable. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false });
  }

  override render() {
    return this.state.failed ? <RouteErrorMessage error={this.state.error} /> : this.props.children;
  }
}

function RouteErrorMessage({ error }: { error: unknown }) {
  const chunkFailed = error instanceof ChunkLoadError;
  const title = chunkFailed ? error.message : 'Something went wrong';
  const detail = chunkFailed ? 'Part of the shop could not be downloaded. Check your connection, then retry.' : errorMessages.internal;
  usePageMeta({ title: 'Error', description: detail });

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-base-content/80">{detail}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Retry
        </button>
        <Link to="/" className="btn btn-ghost" reloadDocument>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
