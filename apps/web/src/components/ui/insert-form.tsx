import { zodResolver } from '@hookform/resolvers/zod';
import type { InsertedId } from '@partsmith/contract';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { getErrorMessage } from '@/lib/api-client';
import type { FormSubmission } from './form-card';
import { useToast } from './toast';

interface InsertFormOptions<Input extends FieldValues, Output extends FieldValues> {
  /** The contract's request schema: the form checks with it what the server checks. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Sends the create request, which answers `{ insertedId }`. */
  insert: (value: Output) => Promise<Partial<InsertedId>>;
  /** The toasts: `added`, or `failed` (with the error's message when the request failed). */
  added: string;
  failed: string;
}

/**
 * A form that creates one item: react-hook-form checked by the contract's schema, the outcome toasted, the form
 * emptied once the item is added. The spec counts an answer without insertedId as a failure too. `submission` goes to
 * FormCard; `setUploading` keeps the form from being sent while an image it needs is still uploading.
 */
export function useInsertForm<Input extends FieldValues, Output extends FieldValues>({
  schema,
  defaultValues,
  insert,
  added,
  failed,
}: InsertFormOptions<Input, Output>) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(async (value) => {
    let insertedId: string | undefined;
    try {
      ({ insertedId } = await insert(value));
    } catch (error) {
      toast.error(`${failed} ${getErrorMessage(error)}`);
      return;
    }
    if (!insertedId) {
      toast.error(failed);
      return;
    }
    toast.success(added);
    form.reset();
  });
  const submission: FormSubmission = { onSubmit, sending: form.formState.isSubmitting, blocked: uploading };
  return { form, setUploading, submission };
}
