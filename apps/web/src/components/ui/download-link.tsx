import type { ReactNode } from 'react';

/** A link styled as a button that downloads a file (an export), with a download icon. */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className="btn btn-outline">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
      </svg>
      {children}
    </a>
  );
}
