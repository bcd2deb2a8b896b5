import { type ReactNode, useId } from 'react';
import { GlassPage } from '@/components/layout/glass-page';
import { usePageMeta } from '@/components/page-meta';
import { WithSiteContent } from '../components/with-site-content';

export function PortfolioPage() {
  usePageMeta({ title: 'Portfolio', description: 'The developer behind the shop: goal, education, skills and links to the work.' });
  return (
    <GlassPage eyebrow="Portfolio" title="The developer behind the shop">
      <WithSiteContent errorTitle="We could not load the portfolio">
        {({ portfolio }) => (
          <div className="space-y-8">
            <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
              <img
                src={portfolio.photo}
                alt={portfolio.photoAlt}
                width={160}
                height={160}
                className="size-36 shrink-0 rounded-full shadow-lg ring-4 ring-primary/30 sm:size-40"
              />
              <div className="space-y-1">
                <h2 className="text-2xl font-bold">{portfolio.name}</h2>
                <p className="text-lg text-base-content/80">{portfolio.role}</p>
              </div>
            </div>
            <PortfolioSection title="Goal">
              <p className="leading-relaxed">{portfolio.goal}</p>
            </PortfolioSection>
            <PortfolioSection title="Education">
              <ul className="space-y-3">
                {portfolio.education.map((entry) => (
                  <li key={`${entry.degree} ${entry.school}`}>
                    <p className="font-medium">{entry.degree}</p>
                    <p className="text-base-content/80">
                      {entry.school}, {entry.years}
                    </p>
                  </li>
                ))}
              </ul>
            </PortfolioSection>
            <PortfolioSection title="Skills">
              <ul className="flex flex-wrap gap-2">
                {portfolio.skills.map((skill) => (
                  <li key={skill} className="badge h-auto border-primary/30 bg-primary/10 px-3 py-1.5 text-base-content">
                    {skill}
                  </li>
                ))}
              </ul>
            </PortfolioSection>
            {portfolio.links.length > 0 && (
              <PortfolioSection title="Sites">
                <ul className="flex flex-wrap gap-3">
                  {portfolio.links.map((link) => (
                    <li key={link.url}>
                      <a href={link.url} className="btn btn-outline btn-primary btn-sm">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </PortfolioSection>
            )}
          </div>
        )}
      </WithSiteContent>
    </GlassPage>
  );
}

/** One titled part of the portfolio (goal, education, skills, sites). */
function PortfolioSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
