import { zodResolver } from '@hookform/resolvers/zod';
import { type CompanyAccount, paymentTermsSchema, type User } from '@partsmith/contract';
import { billingMessages } from '@partsmith/contract/billing-messages';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { InlineLoader } from '@/components/ui/page-loader';
import { QueryContent } from '@/components/ui/query-content';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCompanyAccount } from '@/lib/company-account';
import { useSetPaymentTerms } from '../api/set-payment-terms';
import { AccountSettingDialog } from './account-setting-dialog';

const m = billingMessages.paymentTerms;

/** The dialog's fields: net days and a credit limit, as the contract checks them (taking terms away is a button of its own). */
const termsFormSchema = z.object({ days: paymentTermsSchema.shape.days.unwrap(), creditLimit: paymentTermsSchema.shape.creditLimit.unwrap() });
type TermsForm = z.output<typeof termsFormSchema>;
type Terms = NonNullable<CompanyAccount['paymentTerms']>;

/**
 * All Users' payment terms of an account: a "Net N" badge while it may pay by bank transfer (the list answers its days),
 * and a button that opens a dialog with its terms, its credit limit and what it owes (its company record, read once the
 * dialog opens), to grant or change them, or to take them away.
 */
export function PaymentTermsButton({ user, describedBy }: { user: User; describedBy: string }) {
  const { email } = user;
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const formId = useId();
  const toast = useToast();
  const account = useCompanyAccount(email, { enabled: open });
  const save = useSetPaymentTerms(email);

  const close = () => {
    setOpen(false);
    setFailure(undefined);
  };
  const send = (terms: { days: number | null; creditLimit?: number }) =>
    save.mutate(terms, {
      onSuccess: () => {
        toast.success(terms.days === null ? m.removed(email) : m.saved(email, terms.days));
        close();
      },
      onError: (error) => setFailure(getErrorMessage(error)),
    });

  const terms = account.data?.paymentTerms ?? null;
  return (
    <AccountSettingDialog
      badge={user.paymentTermsDays === null ? null : m.net(user.paymentTermsDays)}
      openLabel={m.open}
      describedBy={describedBy}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      title={m.dialogTitle(email)}
      description={
        <>
          <p>{m.intro}</p>
          {/* Read only once opened: a closed dialog of each row would otherwise hold a spinner that never ends. */}
          {open && (
            <QueryContent query={account} loading={<InlineLoader label={m.loading} />} errorTitle={m.loadFailed}>
              {({ paymentTerms: now }) => <p className="mt-2 font-medium">{now === null ? m.none : m.current(now.days, now.creditLimit, now.owed)}</p>}
            </QueryContent>
          )}
        </>
      }
      formId={formId}
      saveLabel={m.save}
      saving={save.isPending && save.variables.days !== null}
      busy={save.isPending}
      saveDisabled={!account.data}
      remove={
        terms && {
          label: m.remove,
          pending: save.isPending && save.variables.days === null,
          onClick: () => send({ days: null }),
        }
      }
      failure={failure}
    >
      {/* A fresh form each time it opens, with the terms as they are. */}
      {open && account.data && <TermsForm formId={formId} terms={terms} onChange={() => setFailure(undefined)} onSubmit={send} />}
    </AccountSettingDialog>
  );
}

interface TermsFormProps {
  formId: string;
  /** The account's terms now; null: card only. */
  terms: Terms | null;
  onChange: () => void;
  onSubmit: (terms: TermsForm) => void;
}

function TermsForm({ formId, terms, onChange, onSubmit }: TermsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof termsFormSchema>, unknown, TermsForm>({
    resolver: zodResolver(termsFormSchema),
    ...(terms && { defaultValues: { days: terms.days, creditLimit: terms.creditLimit } }),
  });
  const figure = { type: 'number', autoComplete: 'off', min: 0 } as const;
  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={m.days}
        {...figure}
        inputMode="numeric"
        max={120}
        step={1}
        hint={m.daysHint}
        error={errors.days?.message}
        {...register('days', { valueAsNumber: true, onChange })}
      />
      <TextField
        label={m.creditLimit}
        {...figure}
        inputMode="decimal"
        step={0.01}
        hint={m.creditLimitHint}
        error={errors.creditLimit?.message}
        {...register('creditLimit', { valueAsNumber: true, onChange })}
      />
    </form>
  );
}
