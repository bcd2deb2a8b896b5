import { zodResolver } from '@hookform/resolvers/zod';
import { taxExemptionSchema, type User } from '@partsmith/contract';
import { billingMessages } from '@partsmith/contract/billing-messages';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useSetTaxExemption } from '../api/set-tax-exemption';
import { AccountSettingDialog } from './account-setting-dialog';

const m = billingMessages.taxExemption;

/** The dialog's field: a certificate number, as the contract checks it (clearing is a button of its own). */
const certificateFormSchema = z.object({ certificate: taxExemptionSchema.shape.certificate.unwrap() });

/**
 * All Users' tax exemption of an account: a "Tax exempt" badge while it is exempt, and a button that opens a dialog with
 * the certificate number to set, or to clear. The list answers each account's certificate, so a row asks for nothing more.
 */
export function TaxExemptionButton({ user, describedBy }: { user: User; describedBy: string }) {
  const { email } = user;
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const formId = useId();
  const toast = useToast();
  const save = useSetTaxExemption(email);
  const certificate = user.taxExemptCertificate;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(certificateFormSchema),
    // The saved certificate, whenever the list says it changed; what the admin typed stays.
    values: { certificate: certificate ?? '' },
    resetOptions: { keepDirtyValues: true },
  });

  const close = () => {
    setOpen(false);
    setFailure(undefined);
    reset();
  };
  const send = (next: string | null) =>
    save.mutate(next, {
      onSuccess: () => {
        toast.success(next === null ? m.cleared(email) : m.saved(email));
        close();
      },
      onError: (error) => setFailure(getErrorMessage(error)),
    });

  return (
    <AccountSettingDialog
      badge={certificate === null ? null : m.exempt}
      openLabel={m.open}
      describedBy={describedBy}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      title={m.dialogTitle(email)}
      description={
        <>
          <p>{m.intro}</p>
          <p className="mt-2 font-medium">{certificate === null ? m.notExempt : m.exemptWith(certificate)}</p>
        </>
      }
      formId={formId}
      saveLabel={m.save}
      saving={save.isPending && save.variables !== null}
      busy={save.isPending}
      remove={certificate === null ? null : { label: m.clear, pending: save.isPending && save.variables === null, onClick: () => send(null) }}
      failure={failure}
    >
      <form id={formId} noValidate onSubmit={handleSubmit(({ certificate: entered }) => send(entered))}>
        <TextField
          label={m.certificate}
          autoComplete="off"
          placeholder={m.certificatePlaceholder}
          error={errors.certificate?.message}
          {...register('certificate', { onChange: () => setFailure(undefined) })}
        />
      </form>
    </AccountSettingDialog>
  );
}
