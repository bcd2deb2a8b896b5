import { zodResolver } from '@hookform/resolvers/zod';
import { type Datasheet, MAX_DATASHEET_BYTES, MAX_DATASHEETS_PER_PART, MAX_DATASHEET_TITLE, datasheetTitleSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmedMutationDialog, useConfirmedMutation } from '@/components/ui/confirm-dialog';
import { FieldFrame } from '@/components/ui/field-frame';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAttachDatasheet } from '../api/attach-datasheet';
import { useDeleteDatasheet } from '../api/delete-datasheet';
import { DatasheetLink } from './datasheet-list';

const MEGABYTES = MAX_DATASHEET_BYTES / (1024 * 1024);
const m = messages.datasheets;

/** The title, and the chosen file: a PDF by its type or name (the server checks its content) within the size limit. */
const attachFormSchema = z.object({
  title: datasheetTitleSchema,
  file: z
    .custom<FileList>((files) => (files as FileList | undefined)?.[0] instanceof File, { error: m.fileRequired })
    .transform((files) => files[0] as File)
    .refine((file) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name), { error: m.notPdf })
    .refine((file) => file.size <= MAX_DATASHEET_BYTES, { error: m.tooLarge(MEGABYTES) }),
});
type AttachFormInput = z.input<typeof attachFormSchema>;
type AttachFormOutput = z.output<typeof attachFormSchema>;

/** Edit product's datasheets (admin): the part's PDFs with their sizes, each removable after a question, and a form to attach one. */
export function DatasheetsEditor({ productId, datasheets }: { productId: string; datasheets: Datasheet[] }) {
  const attach = useAttachDatasheet(productId);
  const removal = useConfirmedMutation(useDeleteDatasheet(productId), { variables: (datasheet: Datasheet) => datasheet.id, successMessage: m.removed });
  const toast = useToast();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AttachFormInput, unknown, AttachFormOutput>({ resolver: zodResolver(attachFormSchema), defaultValues: { title: '' } });

  const submit = handleSubmit(async (attachment) => {
    try {
      await attach.mutateAsync(attachment);
    } catch (error) {
      toast.error(getErrorMessage(error));
      return;
    }
    reset();
    toast.success(m.attached);
  });

  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <h2 id={headingId} className="mb-2 text-xl font-bold tracking-tight">
        {m.heading}
      </h2>
      <p className="mb-5 text-base-content/75">{m.hint(MEGABYTES)}</p>
      {datasheets.length === 0 ? (
        <p className="mb-5 text-base-content/75">{m.none}</p>
      ) : (
        <ul className="mb-5 divide-y divide-base-300">
          {datasheets.map((datasheet) => (
            <li key={datasheet.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <DatasheetLink datasheet={datasheet} />
              <button
                type="button"
                className="btn btn-ghost btn-sm text-error"
                aria-label={`${m.remove} ${datasheet.title}`}
                onClick={() => removal.ask(datasheet)}
              >
                {m.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {datasheets.length >= MAX_DATASHEETS_PER_PART ? (
        <p className="text-base-content/75">{m.tooMany(MAX_DATASHEETS_PER_PART)}</p>
      ) : (
        <form noValidate aria-label={m.attach} onSubmit={submit} className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <TextField label={m.title} maxLength={MAX_DATASHEET_TITLE} error={errors.title?.message} {...register('title')} />
          <FieldFrame label={m.file} error={errors.file?.message}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept="application/pdf,.pdf"
                className={`file-input w-full ${errors.file ? 'file-input-error' : ''}`}
                {...register('file')}
              />
            )}
          </FieldFrame>
          <div className="sm:col-span-2">
            <PendingButton type="submit" className="btn btn-primary" pending={attach.isPending}>
              {attach.isPending ? m.attaching : m.attach}
            </PendingButton>
          </div>
        </form>
      )}
      <ConfirmedMutationDialog confirmation={removal} title={m.removeTitle} confirmLabel={m.remove}>
        {(datasheet) => m.removeQuestion(datasheet.title)}
      </ConfirmedMutationDialog>
    </section>
  );
}
