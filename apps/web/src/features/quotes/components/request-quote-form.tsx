import { zodResolver } from '@hookform/resolvers/zod';
import { type Product, QUOTE_HORIZON_DAYS, MAX_QUOTE_NOTE_LENGTH, quoteRequestSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormCard } from '@/components/ui/form-card';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { MY_QUOTES_PATH } from '@/lib/quote-paths';
import { useRequestQuote } from '../api/request-quote';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local calendar day `days` from today, "2026-12-31", as a date input reads and writes it. */
function localDay(days: number): string {
  const date = new Date(Date.now() + days * DAY_MS);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A quote request for the part: quantity (at least its minimum, any amount above the stock), wanted date and a note. */
export function RequestQuoteForm({ product, quantity }: { product: Product; quantity: number | undefined }) {
  const requestQuote = useRequestQuote();
  const toast = useToast();
  const navigate = useNavigate();
  const schema = quoteRequestSchema.omit({ productId: true }).refine((request) => request.quantity >= product.minimum, {
    error: messages.quotes.belowMinimum(product.minimum, product.name),
    path: ['quantity'],
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { quantity: quantity ?? product.minimum, wantedBy: localDay(30), note: '' },
  });

  const onSubmit = handleSubmit(async (request) => {
    try {
      await requestQuote.mutateAsync({ productId: product._id, ...request, note: request.note ?? undefined });
    } catch (error) {
      toast.error(getErrorMessage(error));
      return;
    }
    toast.success(messages.quotes.requested);
    await navigate(MY_QUOTES_PATH);
  });

  return (
    <FormCard onSubmit={onSubmit} sending={isSubmitting} title="Your request" gridClassName="sm:grid-cols-2" submitLabel="Request a quote">
      <TextField
        label="Quantity (pieces)"
        type="number"
        inputMode="numeric"
        min={product.minimum}
        step={1}
        error={errors.quantity?.message}
        {...register('quantity', { valueAsNumber: true })}
      />
      <TextField
        label="Wanted by"
        type="date"
        min={localDay(0)}
        max={localDay(QUOTE_HORIZON_DAYS - 1)}
        error={errors.wantedBy?.message}
        {...register('wantedBy')}
      />
      <TextareaField
        label="Note (optional)"
        className="sm:col-span-2"
        maxLength={MAX_QUOTE_NOTE_LENGTH}
        placeholder="Anything we should know: delivery, packaging, a price you have in mind…"
        error={errors.note?.message}
        {...register('note')}
      />
    </FormCard>
  );
}
