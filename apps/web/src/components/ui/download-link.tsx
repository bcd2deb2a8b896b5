import type { ReactNode } from 'react';

/** A link styled as a button that downloads a file (an export, a PDF), with a download icon; `small` for a row of a list. */
export function DownloadLink({ href, small = false, children }: { href: string; small?: boolean; children: ReactNode }) {
  return (
    <a href={href} download className={`btn btn-outline ${small ? 'btn-sm' : ''}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
      </svg>
      {children}
    </a>
  );
}
