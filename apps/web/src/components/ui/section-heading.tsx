import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** Rendered at the right of the heading on wide screens, below it on narrow ones (e.g. a "View all" link). */
  action?: ReactNode;
  as?: 'h1' | 'h2';
}

export function SectionHeading({ id, eyebrow, title, description, action, as: Heading = 'h2' }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl space-y-2">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
        <Heading id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </Heading>
        {description && <p className="text-base text-base-content/75 sm:text-lg">{description}</p>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
