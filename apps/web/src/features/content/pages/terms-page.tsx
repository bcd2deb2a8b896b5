import { GOVERNING_LAW, MIN_CUSTOMER_AGE, REFUND_DAYS, SHOP_NAME, TERMS_LAST_UPDATED } from '@partsmith/contract/constants';
import { GlassPage } from '@/components/layout/glass-page';
import { usePageMeta } from '@/components/page-meta';
import { TERMS_SECTIONS } from '../components/terms-sections';

export function TermsPage() {
  usePageMeta({
    title: 'Terms and Conditions',
    description: `The terms of the ${SHOP_NAME} shop: purchases, refunds within ${REFUND_DAYS} days, accounts for people aged ${MIN_CUSTOMER_AGE} or over, and the law of ${GOVERNING_LAW}.`,
  });
  return (
    <GlassPage
      eyebrow="Legal"
      title="Terms and Conditions"
      description={
        <p>
          Last updated <time dateTime={TERMS_LAST_UPDATED}>{TERMS_LAST_UPDATED}</time>
        </p>
      }
    >
      <div className="space-y-8 leading-relaxed">
        {TERMS_SECTIONS.map((section, index) => (
          <section key={section.title} aria-labelledby={`terms-${index + 1}`} className="space-y-3">
            <h2 id={`terms-${index + 1}`} className="text-xl font-semibold">
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </GlassPage>
  );
}
