import { billingMessages } from '@partsmith/contract/billing-messages';
import { InlineLoader } from '@/components/ui/page-loader';
import { QueryContent } from '@/components/ui/query-content';
import { useCompanyAccount } from '@/lib/company-account';
import { CompanyForm } from './company-form';

const m = billingMessages.company;

/** My Profile's "Company" section: the details invoices name, and the tax exemption and payment terms when an admin set them. */
export function CompanyDetails({ email }: { email: string }) {
  const account = useCompanyAccount(email);
  return (
    <section aria-labelledby="company-heading" className="mt-8 rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="company-heading" className="text-xl font-semibold">
          {m.heading}
        </h2>
        {account.data?.taxExemptCertificate && (
          <p className="badge h-auto badge-soft py-1 font-semibold badge-primary">{m.taxExempt(account.data.taxExemptCertificate)}</p>
        )}
      </div>
      <p className="mb-5 text-base-content/75">{m.intro}</p>
      {account.data?.paymentTerms && (
        <p className="mb-5 font-medium">{m.onTerms(account.data.paymentTerms.days, account.data.paymentTerms.creditLimit, account.data.paymentTerms.owed)}</p>
      )}
      <QueryContent query={account} loading={<InlineLoader label={m.loading} />} errorTitle={m.loadFailed}>
        {(data) => <CompanyForm email={email} account={data} />}
      </QueryContent>
    </section>
  );
}
