import { zodResolver } from '@hookform/resolvers/zod';
import { type CompanyAccount, companyDetailsSchema } from '@partsmith/contract';
import { billingMessages } from '@partsmith/contract/billing-messages';
import { useForm } from 'react-hook-form';
import { PendingButton } from '@/components/ui/pending-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateCompany } from '../api/update-company';

const m = billingMessages.company;

/** Company name, tax number and billing address, each may be left empty; checked with the contract's companyDetailsSchema. */
export function CompanyForm({ email, account }: { email: string; account: CompanyAccount }) {
  const updateCompany = useUpdateCompany(email);
  const toast = useToast();
  const { companyName, taxNumber, billingAddress } = account;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(companyDetailsSchema), defaultValues: { companyName, taxNumber, billingAddress } });

  const onSubmit = handleSubmit(async (details) => {
    let saved: CompanyAccount;
    try {
      saved = await updateCompany.mutateAsync(details);
    } catch (error) {
      toast.error(getErrorMessage(error));
      return;
    }
    reset({ companyName: saved.companyName, taxNumber: saved.taxNumber, billingAddress: saved.billingAddress });
    toast.success(m.saved);
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={m.companyName} autoComplete="organization" error={errors.companyName?.message} {...register('companyName')} />
        <TextField label={m.taxNumber} autoComplete="off" error={errors.taxNumber?.message} {...register('taxNumber')} />
        <TextareaField
          label={m.billingAddress}
          rows={3}
          autoComplete="off"
          className="sm:col-span-2"
          hint={m.billingAddressHint}
          error={errors.billingAddress?.message}
          {...register('billingAddress')}
        />
      </div>
      <div className="mt-6 flex justify-end">
        <PendingButton type="submit" className="btn btn-primary w-full sm:w-auto" pending={isSubmitting} disabled={isSubmitting || !isDirty}>
          {m.save}
        </PendingButton>
      </div>
    </form>
  );
}
