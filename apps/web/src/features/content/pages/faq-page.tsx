import { GlassPage } from '@/components/layout/glass-page';
import { usePageMeta } from '@/components/page-meta';
import { FAQ_ENTRIES } from '../components/faq-entries';

export function FaqPage() {
  usePageMeta({
    title: 'FAQ',
    description: 'How this shop is built: React performance, state management, prototypal inheritance, why state is not set directly, and unit tests.',
  });
  return (
    <GlassPage eyebrow="FAQ" title="Frequently asked questions" description={<p>Five questions we are often asked about how this shop is built.</p>}>
      <div className="space-y-6">
        {FAQ_ENTRIES.map((entry, index) => (
          <section
            key={entry.question}
            aria-labelledby={`faq-${index + 1}`}
            className="space-y-3 rounded-box border border-base-content/10 bg-base-100 p-5 leading-relaxed"
          >
            <h2 id={`faq-${index + 1}`} className="text-xl font-semibold">
              {entry.question}
            </h2>
            {entry.answer}
          </section>
        ))}
      </div>
    </GlassPage>
  );
}
