import { zodResolver } from '@hookform/resolvers/zod';
import { type Order, transferPaymentSchema } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '@/components/ui/modal';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate, formatPrice } from '@/lib/format';
import { useRecordTransfer } from '../api/record-transfer';

const copy = orderPageMessages;

interface RecordTransferDialogProps {
  /** The unpaid order on terms whose transfer arrived; it stays set while the dialog closes. */
  order: Order | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Manage Orders' 'Record transfer' of an order on terms: who owes what by when, the amount received (its total to start
 * with: only the whole total can be recorded) and the bank's reference, checked with the contract's transferPaymentSchema
 * as the server checks them. The server's refusal (another amount, an order no longer unpaid) is said in the dialog.
 */
export function RecordTransferDialog({ order, open, onClose }: RecordTransferDialogProps) {
  const formId = useId();
  const toast = useToast();
  const record = useRecordTransfer();
  const [failure, setFailure] = useState<string | undefined>();

  const close = () => {
    setFailure(undefined);
    onClose();
  };
  const send = (transfer: { amount: number; reference: string }) => {
    if (!order) return;
    record.mutate(
      { orderId: order._id, transfer },
      {
        onSuccess: () => {
          toast.success(copy.transferRecorded(order._id));
          close();
        },
        onError: (error) => setFailure(getErrorMessage(error)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={order ? copy.recordTransferTitle(order._id) : copy.recordTransfer}
      busy={record.isPending}
      onClose={close}
      description={order?.paymentDueAt && <p>{copy.recordTransferIntro(order.email, formatPrice(order.price), formatDate(order.paymentDueAt))}</p>}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={close} disabled={record.isPending}>
            Cancel
          </button>
          <PendingButton type="submit" form={formId} className="btn btn-primary" pending={record.isPending}>
            {copy.recordTransfer}
          </PendingButton>
        </>
      }
    >
      {/* A fresh form each time it opens, its amount the order's total. */}
      {open && order && (
        <TransferForm key={order._id} formId={formId} total={order.price} failure={failure} onChange={() => setFailure(undefined)} onSubmit={send} />
      )}
    </Modal>
  );
}

interface TransferFormProps {
  formId: string;
  total: number;
  failure: string | undefined;
  onChange: () => void;
  onSubmit: (transfer: { amount: number; reference: string }) => void;
}

function TransferForm({ formId, total, failure, onChange, onSubmit }: TransferFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(transferPaymentSchema), defaultValues: { amount: total, reference: '' } });
  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={copy.amountReceived}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        autoComplete="off"
        hint={copy.amountHint}
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true, onChange })}
      />
      <TextField
        label={copy.bankReference}
        autoComplete="off"
        maxLength={60}
        hint={copy.bankReferenceHint}
        error={errors.reference?.message}
        {...register('reference', { onChange })}
      />
      {failure && (
        <p role="alert" className="text-sm text-error sm:col-span-2">
          {failure}
        </p>
      )}
    </form>
  );
}
