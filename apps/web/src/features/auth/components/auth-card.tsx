import type { ReactNode } from 'react';

/** The frame of the sign-in pages: a centred card with the page's heading. */
export function AuthCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8">
        <div className="mb-6 space-y-1 text-center">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          {description && <p className="text-base-content/75">{description}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
