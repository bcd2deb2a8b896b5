import { webMessages } from '@partsmith/contract/web-messages';
import { getErrorMessage } from '@/lib/api-client';
import { PendingButton } from './pending-button';

interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** True while the retry is running: the button shows progress and ignores more clicks. */
  retrying?: boolean;
  title?: string;
  className?: string;
}

/** A failed load: what went wrong, in the server's words when it gave some, and a way to try again. */
export function ErrorState({ error, onRetry, retrying = false, title = 'Something went wrong', className = '' }: ErrorStateProps) {
  return (
    <div role="alert" className={`flex flex-col items-center gap-4 rounded-box border border-error/40 bg-error/5 px-6 py-10 text-center ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-error" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path strokeLinecap="round" strokeLinejoin="round" d="M12 9v4m0 3.5h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      </svg>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="max-w-prose text-base-content/80">{getErrorMessage(error)}</p>
      </div>
      <PendingButton type="button" className="btn btn-primary" onClick={onRetry} pending={retrying} disabled={retrying}>
        {webMessages.retry}
      </PendingButton>
    </div>
  );
}
