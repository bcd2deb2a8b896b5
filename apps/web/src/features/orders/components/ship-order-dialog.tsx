import { zodResolver } from '@hookform/resolvers/zod';
import { type Order, type OrderStatusChange, orderStatusChangeSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '@/components/ui/modal';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useChangeOrderStatus } from '../api/change-order-status';
import { OrderLinesTable } from './order-lines-table';
import { OrderSummary } from './order-pieces';
import { ShipTo } from './ship-to';

interface ShipOrderDialogProps {
  /** The order to ship (paid, or unpaid on terms); it stays set while the dialog closes. */
  order: Order | null;
  open: boolean;
  onClose: () => void;
}

/** The shipping half of orderStatusChangeSchema (the types stop a reordering of its options). */
const shipmentSchema = orderStatusChangeSchema.options[0];
const NO_SHIPPING_DETAILS: Extract<OrderStatusChange, { status: 'shipped' }> = { status: 'shipped', carrier: '', trackingNumber: '' };

/**
 * 'Mark this order shipped?', with where it goes (address and phone) and the parts to pack, and the carrier and
 * tracking number (both optional), checked with the contract's orderStatusChangeSchema as the server checks them. The
 * customer sees them in My Orders.
 */
export function ShipOrderDialog({ order, open, onClose }: ShipOrderDialogProps) {
  const formId = useId();
  const toast = useToast();
  const changeStatus = useChangeOrderStatus();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(shipmentSchema), defaultValues: NO_SHIPPING_DETAILS });

  const close = () => {
    reset(NO_SHIPPING_DETAILS);
    onClose();
  };
  const onSubmit = handleSubmit((change) => {
    if (!order) return;
    changeStatus.mutate(
      { orderId: order._id, change },
      {
        onSuccess: () => {
          toast.success(messages.orders.shipped);
          close();
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  });

  return (
    <Modal
      open={open}
      title="Mark this order shipped?"
      boxClassName="sm:max-w-2xl"
      busy={changeStatus.isPending}
      onClose={close}
      description={
        order && (
          <p>
            <OrderSummary order={order} />. The customer sees the carrier and tracking number in My Orders.
          </p>
        )
      }
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={close} disabled={changeStatus.isPending}>
            Cancel
          </button>
          <PendingButton type="submit" form={formId} className="btn btn-primary" pending={changeStatus.isPending}>
            Mark shipped
          </PendingButton>
        </>
      }
    >
      {order && (
        <div className="mb-5 space-y-4">
          <section aria-labelledby={`${formId}-ship-to`}>
            <h3 id={`${formId}-ship-to`} className="mb-1 font-semibold">
              {orderPageMessages.shipTo}
            </h3>
            <ShipTo order={order} />
          </section>
          <OrderLinesTable order={order} prices={false} />
        </div>
      )}
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField label="Carrier (optional)" autoComplete="off" maxLength={60} error={errors.carrier?.message} {...register('carrier')} />
        <TextField
          label="Tracking number (optional)"
          autoComplete="off"
          maxLength={60}
          error={errors.trackingNumber?.message}
          {...register('trackingNumber')}
        />
      </form>
    </Modal>
  );
}
