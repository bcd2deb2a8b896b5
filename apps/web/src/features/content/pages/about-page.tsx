import { DELIVERY_DAYS, FOUNDED_YEAR, SHOP_NAME } from '@partsmith/contract/constants';
import { Link } from 'react-router';
import { GlassPage } from '@/components/layout/glass-page';
import { usePageMeta } from '@/components/page-meta';
import { WithSiteContent } from '../components/with-site-content';

export function AboutPage() {
  usePageMeta({
    title: 'About',
    description: `${SHOP_NAME} has made computer parts since ${FOUNDED_YEAR} and sells them straight from the factory, per piece, delivered within ${DELIVERY_DAYS} days.`,
  });
  return (
    <GlassPage eyebrow="Company" title={`About ${SHOP_NAME}`} description={<p>Computer parts made in our own factory since {FOUNDED_YEAR}.</p>}>
      <WithSiteContent errorTitle="We could not load this page">
        {({ about }) => (
          <div className="space-y-4 leading-relaxed">
            <h2 className="text-2xl font-semibold">{about.heading}</h2>
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )}
      </WithSiteContent>
      <div className="mt-8 flex flex-wrap gap-3 border-t border-base-content/10 pt-6">
        <Link to="/product" className="btn btn-primary">
          Browse all parts
        </Link>
        <Link to="/business-summary" className="btn btn-ghost">
          Our numbers
        </Link>
      </div>
    </GlassPage>
  );
}
