import { DELIVERY_DAYS } from '@partsmith/contract/constants';
import { SectionHeading } from '@/components/ui/section-heading';

const REASONS = [
  {
    title: 'Factory-direct prices',
    text: 'We make every part ourselves, so you pay the maker, not a chain of resellers.',
    icon: 'M3 21h18M5 21V9l5 3V9l5 3V5h4v16',
  },
  {
    title: 'Priced per piece',
    text: 'Every part shows its price per piece and its minimum order up front. No quotes to wait for.',
    icon: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8ZM7.5 7.5h.01',
  },
  {
    title: `Delivery within ${DELIVERY_DAYS} days`,
    text: 'Orders leave the factory packed and tracked, and reach you within a month wherever you are.',
    icon: 'M3 7h11v9H3V7Zm11 3h4l3 3v3h-7v-6ZM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  },
  {
    title: 'Tested before shipping',
    text: 'Each batch is checked on our own test benches before it is boxed for you.',
    icon: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-5',
  },
] as const;

export function WhyUsSection() {
  return (
    <section aria-labelledby="why-us-heading" className="render-when-visible-312 mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading
        id="why-us-heading"
        eyebrow="Why Partsmith"
        title="A manufacturer, not a middleman"
        description="Buying from the factory floor keeps your parts cheaper, fresher and easier to trace."
      />
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map((reason) => (
          <li key={reason.title} className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm">
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-field bg-primary/10 text-primary">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={reason.icon} />
              </svg>
            </span>
            <h3 className="mb-2 text-lg font-semibold">{reason.title}</h3>
            <p className="leading-relaxed text-base-content/75">{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
