import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_QUOTE_NOTE_LENGTH, type Quote, quoteAnswerSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '@/components/ui/modal';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatCount, formatDate, formatPieces } from '@/lib/format';
import { type QuoteAnswerRequest, useAnswerQuote } from '../api/answer-quote';

/** The answering half of quoteAnswerSchema (the types stop a reordering of its options). */
const offerSchema = quoteAnswerSchema.options[0];

interface AnswerQuoteDialogProps {
  /** The requested quote to answer. The dialog is keyed by it, so its fields start from this quote. */
  quote: Quote | null;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Answer quote #12': a price per piece, the date the parts are available (the customer's wanted date to start with)
 * and a note, or Decline (with the note). The customer is emailed either way.
 */
export function AnswerQuoteDialog({ quote, open, onClose }: AnswerQuoteDialogProps) {
  const formId = useId();
  const toast = useToast();
  const answerQuote = useAnswerQuote();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(offerSchema),
    defaultValues: { status: 'answered' as const, availableBy: quote?.wantedBy ?? '', note: '' },
  });

  const send = (answer: QuoteAnswerRequest['answer'], done: string) => {
    if (!quote) return;
    answerQuote.mutate(
      { quoteId: quote._id, answer },
      {
        onSuccess: () => {
          toast.success(done);
          onClose();
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };
  const onSubmit = handleSubmit((offer) => send({ ...offer, note: offer.note ?? undefined }, messages.quotes.answered));
  const decline = () => send({ status: 'declined', note: getValues('note') || undefined }, messages.quotes.declined);

  return (
    <Modal
      open={open}
      title={quote ? `Answer quote #${quote._id}` : 'Answer quote'}
      busy={answerQuote.isPending}
      onClose={onClose}
      boxClassName="sm:max-w-xl"
      description={
        quote && (
          <>
            <p>
              {quote.email} asks for {formatCount(quote.quantity)} × <strong className="[overflow-wrap:anywhere]">{quote.productName}</strong> by{' '}
              {formatDate(quote.wantedBy)}. {quote.productStock === null ? 'The part is no longer sold.' : `In stock now: ${formatPieces(quote.productStock)}.`}
            </p>
            {quote.note && <p className="mt-2 [overflow-wrap:anywhere] whitespace-pre-line">“{quote.note}”</p>}
          </>
        )
      }
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={answerQuote.isPending}>
            Cancel
          </button>
          <button type="button" className="btn btn-outline btn-error" onClick={decline} disabled={answerQuote.isPending}>
            Decline
          </button>
          <PendingButton type="submit" form={formId} className="btn btn-primary" pending={answerQuote.isPending}>
            Send answer
          </PendingButton>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price per piece ($)"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          error={errors.unitPrice?.message}
          {...register('unitPrice', { valueAsNumber: true })}
        />
        <TextField label="Available by" type="date" error={errors.availableBy?.message} {...register('availableBy')} />
        <TextareaField
          label="Note to the customer (optional)"
          className="sm:col-span-2"
          rows={3}
          maxLength={MAX_QUOTE_NOTE_LENGTH}
          error={errors.note?.message}
          {...register('note')}
        />
      </form>
    </Modal>
  );
}
