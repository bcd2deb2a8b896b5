import { zodResolver } from '@hookform/resolvers/zod';
import { type BomLine, type BomPreviewResult, bomPreviewSchema, cartMessages, MAX_BOM_TEXT_LENGTH } from '@partsmith/contract';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { PendingButton } from '@/components/ui/pending-button';
import { SectionHeading } from '@/components/ui/section-heading';
import { TextareaField } from '@/components/ui/textarea-field';
import { getErrorMessage } from '@/lib/api-client';
import { usePreviewBom } from '../api/preview-bom';
import { BomPreviewLines } from '../components/bom-preview-lines';
import { useAddToCartWithNotice } from '../components/use-cart-notice';
import { replaceInRow, withoutRows } from '../lib/bom-text';

const quickAddSchema = bomPreviewSchema.refine(({ text }) => text.trim() !== '', { path: ['text'], error: cartMessages.bomEmpty });

/** A file's text, at most MAX_BOM_TEXT_LENGTH characters; a larger file is not read at all (a character is at most 4 bytes). */
async function readBomFile(file: File): Promise<string> {
  if (file.size > MAX_BOM_TEXT_LENGTH * 4) throw new Error(cartMessages.bomFileTooLong);
  let text: string;
  try {
    text = await file.text();
  } catch {
    throw new Error(cartMessages.bomFileUnreadable);
  }
  if (text.length > MAX_BOM_TEXT_LENGTH) throw new Error(cartMessages.bomFileTooLong);
  return text;
}

/** What the last check said, and of which text: Add is offered for that text only. */
interface Checked {
  text: string;
  preview: BomPreviewResult;
}

/**
 * /cart/quick-add, public: "part number, quantity" lines typed, pasted or read from a CSV file, checked by the server
 * (nothing is stored), then the good lines added to the cart in one step. A fix the preview offers (a suggested part
 * number, the nearest quantity that works, leaving a line out) is written into the text and checked again.
 */
export function QuickAddPage() {
  usePageMeta({ title: cartMessages.quickAddTitle, description: cartMessages.quickAddDescription });
  const navigate = useNavigate();
  const fileInputId = useId();
  const fileErrorId = useId();
  const [fileKey, setFileKey] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const previewBom = usePreviewBom();
  const { add, pending: adding } = useAddToCartWithNotice();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(quickAddSchema), defaultValues: { text: '' } });
  const text = useWatch({ control, name: 'text' });
  const current = checked?.text === text ? checked.preview : null;
  const goodLines = current?.lines.filter((line) => line.status === 'ok' && line.part) ?? [];

  const check = (textToCheck: string) => previewBom.mutate(textToCheck, { onSuccess: (preview) => setChecked({ text: textToCheck, preview }) });
  const checkAgain = (next: string) => {
    setValue('text', next, { shouldValidate: true });
    check(next);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileKey((key) => key + 1);
    if (!file) return;
    try {
      const fileText = await readBomFile(file);
      setFileError(null);
      checkAgain(fileText);
    } catch (error) {
      setFileError(error instanceof Error ? error.message : cartMessages.bomFileUnreadable);
    }
  };

  const addGoodLines = () => {
    if (!current) return;
    const rows = new Set(goodLines.map((line) => line.row));
    add(
      goodLines.map((line) => ({ productId: line.part!.productId, quantity: Number(line.quantity) })),
      cartMessages.addedLines(goodLines.length),
      () => {
        if (rows.size === current.lines.length) void navigate('/cart');
        else checkAgain(withoutRows(text, rows));
      },
    );
  };

  const fix = {
    onUseSuggestion: (line: BomLine, partNumber: string) => checkAgain(replaceInRow(text, line.row, line.partNumber, partNumber, 'first')),
    onUseQuantity: (line: BomLine, quantity: number) => checkAgain(replaceInRow(text, line.row, line.quantity, String(quantity), 'last')),
    onRemoveLine: (line: BomLine) => checkAgain(withoutRows(text, new Set([line.row]))),
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <SectionHeading
        as="h1"
        title={cartMessages.quickAddTitle}
        description={cartMessages.quickAddIntro}
        action={
          <Link to="/cart" className="btn btn-outline">
            {cartMessages.backToCart}
          </Link>
        }
      />
      <form
        noValidate
        onSubmit={handleSubmit(({ text: written }) => check(written))}
        className="space-y-4 rounded-box border border-base-300 bg-base-100 p-5 sm:p-8"
      >
        <TextareaField
          label={cartMessages.bomText}
          rows={8}
          spellCheck={false}
          autoComplete="off"
          placeholder={cartMessages.bomPlaceholder}
          className="[&_textarea]:font-mono"
          error={errors.text?.message}
          {...register('text')}
        />
        <div>
          <label htmlFor={fileInputId} className="mb-1.5 block text-sm font-medium">
            {cartMessages.bomFile}
          </label>
          <input
            key={fileKey}
            id={fileInputId}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="file-input w-full max-w-md"
            onChange={(event) => void chooseFile(event)}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? fileErrorId : undefined}
          />
          {fileError && (
            <p id={fileErrorId} className="mt-1.5 text-sm text-error">
              {fileError}
            </p>
          )}
        </div>
        <PendingButton type="submit" className="btn btn-primary" pending={previewBom.isPending}>
          {previewBom.isPending ? cartMessages.checking : cartMessages.checkLines}
        </PendingButton>
        {previewBom.isError && (
          <p role="alert" className="alert alert-error">
            {getErrorMessage(previewBom.error)}
          </p>
        )}
      </form>

      {current && (
        <section aria-labelledby="bom-preview" className="mt-10 space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 id="bom-preview" className="text-xl font-semibold">
                {cartMessages.previewHeading}
              </h2>
              <p role="status" className="text-base-content/80">
                {cartMessages.previewSummary(goodLines.length, current.lines.length)}
              </p>
            </div>
            <PendingButton className="btn btn-primary" pending={adding} disabled={goodLines.length === 0 || previewBom.isPending} onClick={addGoodLines}>
              {cartMessages.addGoodLines(goodLines.length)}
            </PendingButton>
          </div>
          <BomPreviewLines lines={current.lines} busy={previewBom.isPending || adding} {...fix} />
        </section>
      )}
    </div>
  );
}
