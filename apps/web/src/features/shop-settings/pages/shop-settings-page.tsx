import { billingMessages } from '@partsmith/contract/billing-messages';
import { usePageMeta } from '@/components/page-meta';
import { InlineLoader } from '@/components/ui/page-loader';
import { QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useShopSettings } from '../api/get-shop-settings';
import { ShopSettingsForm } from '../components/shop-settings-form';

const m = billingMessages.settings;

/** /dashboard/settings (admin): the shop's tax rates, delivery charge and the seller its invoices name, in one form. */
export function ShopSettingsPage() {
  usePageMeta({ title: m.heading, description: m.metaDescription });
  const settings = useShopSettings();
  return (
    <section>
      <SectionHeading as="h1" title={m.heading} description={m.intro} />
      <QueryContent query={settings} loading={<InlineLoader label={m.loading} />} errorTitle={m.loadFailed}>
        {(data) => <ShopSettingsForm settings={data} />}
      </QueryContent>
    </section>
  );
}
