import type { ReactNode } from 'react';

interface GlassPageProps {
  /** A short label above the title. */
  eyebrow: string;
  title: string;
  description?: ReactNode;
  /** 'wide' for grids of figures; text pages keep a line length that reads well. */
  width?: 'text' | 'wide';
  children: ReactNode;
}

/**
 * The static pages' frame: the shop's backdrop image, fixed to the window so long pages do not stretch it, with the
 * content on a frosted-glass card. The card is nearly opaque in the theme's own colours, so text keeps its contrast
 * in light and dark themes over any part of the image.
 */
export function GlassPage({ eyebrow, title, description, width = 'text', children }: GlassPageProps) {
  return (
    <div className="relative isolate min-h-[calc(100dvh-4rem)] bg-[#1e3a8a] bg-[url(/images/backdrop.svg)] bg-cover bg-fixed bg-center px-3 py-8 sm:px-6 sm:py-14">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-base-200/25" />
      <div
        className={`mx-auto rounded-box border border-base-content/15 bg-base-100/90 p-5 shadow-2xl backdrop-blur-md sm:p-10 ${width === 'wide' ? 'max-w-6xl' : 'max-w-3xl'}`}
      >
        <header className="mb-8 space-y-2 border-b border-base-content/10 pb-6">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
          {description && <div className="text-base text-base-content/80 sm:text-lg">{description}</div>}
        </header>
        {children}
      </div>
    </div>
  );
}
