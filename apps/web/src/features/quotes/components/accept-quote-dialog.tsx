import { zodResolver } from '@hookform/resolvers/zod';
import { type Quote, quoteAcceptSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatCount, formatPrice } from '@/lib/format';
import { useAcceptQuote } from '../api/accept-quote';

interface AcceptQuoteDialogProps {
  /** The answered quote to accept; it stays set while the dialog closes. */
  quote: Quote | null;
  open: boolean;
  onClose: () => void;
}

const NO_DELIVERY = { phone: '', address: '' };

/** 'Accept this quote?', with the order's address and phone; once accepted, the order waits for payment under My Orders. */
export function AcceptQuoteDialog({ quote, open, onClose }: AcceptQuoteDialogProps) {
  const formId = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const acceptQuote = useAcceptQuote();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(quoteAcceptSchema), defaultValues: NO_DELIVERY });

  const close = () => {
    reset(NO_DELIVERY);
    onClose();
  };
  const onSubmit = handleSubmit((delivery) => {
    if (!quote) return;
    acceptQuote.mutate(
      { quoteId: quote._id, delivery },
      {
        onSuccess: () => {
          toast.success(messages.quotes.accepted);
          close();
          void navigate('/dashboard');
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  });

  return (
    <Modal
      open={open}
      title="Accept this quote?"
      busy={acceptQuote.isPending}
      onClose={close}
      description={
        quote &&
        quote.unitPrice !== null &&
        quote.price !== null && (
          <p>
            An order of {formatCount(quote.quantity)} × <strong className="[overflow-wrap:anywhere]">{quote.productName}</strong> at{' '}
            {formatPrice(quote.unitPrice)} per piece, {formatPrice(quote.price)} in all. You pay for it under My Orders.
          </p>
        )
      }
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={close} disabled={acceptQuote.isPending}>
            Not now
          </button>
          <PendingButton type="submit" form={formId} className="btn btn-primary" pending={acceptQuote.isPending}>
            Accept and order
          </PendingButton>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
        <TextField label="Phone" type="tel" autoComplete="tel" placeholder="e.g. +880 1712 345678" error={errors.phone?.message} {...register('phone')} />
      </form>
    </Modal>
  );
}
