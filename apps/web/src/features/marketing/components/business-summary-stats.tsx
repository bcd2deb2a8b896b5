import { BUSINESS_SUMMARY } from '@partsmith/contract/constants';

type SummaryLabel = (typeof BUSINESS_SUMMARY)[number]['label'];

const ICON_PATHS: Record<SummaryLabel, string> = {
  Products: 'M21 8 12 3 3 8v8l9 5 9-5V8Zm-18 0 9 5 9-5m-9 5v8',
  Countries: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  'New registers': 'M15 19c0-2.8-2.7-5-6-5s-6 2.2-6 5m6-8a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm10-3v6m3-3h-6',
  Sellers: 'M4 10v10h16V10M2 6l2-3h16l2 3v1a3 3 0 0 1-5 2 3 3 0 0 1-5 0 3 3 0 0 1-5 0 3 3 0 0 1-5-2V6Zm8 14v-5h4v5',
};

/** The four fixed figures of the specification: 12K+ products, 200 countries, 540 new registers, 5400+ sellers. */
export function BusinessSummaryStats() {
  return (
    <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {BUSINESS_SUMMARY.map((figure) => (
        <div key={figure.label} className="stat place-items-start rounded-box border border-base-300 bg-base-100 shadow-sm">
          <dt className="stat-title text-base text-base-content/75">{figure.label}</dt>
          <dd className="stat-value text-4xl">{figure.value}</dd>
          {/* A <dl> group holds only <dt> and <dd>; daisyUI's grid still places the figure at the right. */}
          <dd className="stat-figure text-primary" aria-hidden="true">
            <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
              <path d={ICON_PATHS[figure.label]} />
            </svg>
          </dd>
        </div>
      ))}
    </dl>
  );
}
