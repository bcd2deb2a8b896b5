import { mailMessages } from '@partsmith/contract/mail-messages';
import { InlineLoader } from '@/components/ui/page-loader';
import { QueryContent } from '@/components/ui/query-content';
import { useEmailPreferences } from '../api/get-email-preferences';
import { EmailPreferencesForm } from './email-preferences-form';

/** My Profile's "Order emails" section. */
export function EmailPreferences() {
  const preferences = useEmailPreferences();
  return (
    <section aria-labelledby="order-emails-heading" className="mt-8 rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <h2 id="order-emails-heading" className="mb-4 text-xl font-semibold">
        {mailMessages.profile.preferencesHeading}
      </h2>
      <QueryContent query={preferences} loading={<InlineLoader />} errorTitle="We could not load your email choices">
        {(data) => <EmailPreferencesForm preferences={data} />}
      </QueryContent>
    </section>
  );
}
