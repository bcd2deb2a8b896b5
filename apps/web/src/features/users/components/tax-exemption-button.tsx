import { zodResolver } from '@hookform/resolvers/zod';
import { taxExemptionSchema, type User } from '@partsmith/contract';
import { billingMessages } from '@partsmith/contract/billing-messages';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal } from '@/components/ui/modal';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useSetTaxExemption } from '../api/set-tax-exemption';

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
    <div className="flex flex-wrap items-center gap-2">
      {certificate !== null && <span className="badge badge-soft font-semibold whitespace-nowrap badge-primary">{m.exempt}</span>}
      <button type="button" className="btn btn-outline btn-sm whitespace-nowrap" aria-describedby={describedBy} onClick={() => setOpen(true)}>
        {m.open}
      </button>
      <Modal
        open={open}
        title={m.dialogTitle(email)}
        busy={save.isPending}
        onClose={close}
        description={
          <>
            <p>{m.intro}</p>
            <p className="mt-2 font-medium">{certificate === null ? m.notExempt : m.exemptWith(certificate)}</p>
          </>
        }
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={close} disabled={save.isPending}>
              Cancel
            </button>
            <PendingButton
              type="submit"
              form={formId}
              className="btn btn-primary"
              pending={save.isPending && save.variables !== null}
              disabled={save.isPending}
            >
              {m.save}
            </PendingButton>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={handleSubmit(({ certificate: entered }) => send(entered))}>
          <TextField
            label={m.certificate}
            autoComplete="off"
            placeholder={m.certificatePlaceholder}
            error={errors.certificate?.message}
            {...register('certificate', { onChange: () => setFailure(undefined) })}
          />
          {certificate !== null && (
            // Under the field rather than among the dialog's buttons: three of them do not fit a phone's width.
            <PendingButton
              className="btn mt-3 btn-outline btn-sm btn-error"
              pending={save.isPending && save.variables === null}
              disabled={save.isPending}
              onClick={() => send(null)}
            >
              {m.clear}
            </PendingButton>
          )}
          {failure && (
            <p role="alert" className="mt-3 text-sm text-error">
              {failure}
            </p>
          )}
        </form>
      </Modal>
    </div>
  );
}
