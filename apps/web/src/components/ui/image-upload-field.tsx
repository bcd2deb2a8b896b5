import { messages } from '@partsmith/contract/messages';
import { useEffect, useId, useState, type ChangeEvent, type Ref } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { getErrorMessage } from '@/lib/api-client';
import { ACCEPTED_IMAGE_TYPES, checkImageFile, uploadImage } from '@/lib/upload-image';

interface ImageUploadFieldProps {
  label: string;
  /** The uploaded image's URL, or '' while there is none: the value the form submits. */
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  name?: string;
  /** The form's message (e.g. 'Image is Required'); a failed upload's own message is shown instead while there is one. */
  error?: string | undefined;
  /** True from choosing a file until its upload has settled, so the form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void;
  /** A round preview for a person's photo, a wide one for a product picture. */
  preview?: 'avatar' | 'wide';
  className?: string;
  /** The file input, so the form can focus it when the field is invalid. */
  ref?: Ref<HTMLInputElement>;
}

interface UploadState {
  /** The value as this field last set or saw it: a different one was set from outside (a form reset). */
  value: string;
  phase: 'idle' | 'uploading' | 'done' | 'failed';
  progress: number;
  error: string | null;
  /** The chosen file as a data: URL, read in the browser so it shows before the upload ends. */
  previewUrl: string | null;
  /** The current upload's: aborted when it is replaced, reset or left. */
  controller: AbortController | null;
  /** Changed to clear the file input, which cannot be emptied through React. */
  inputKey: number;
}

const initialState = (value: string, inputKey = 0): UploadState => ({
  value,
  phase: 'idle',
  progress: 0,
  error: null,
  previewUrl: null,
  controller: null,
  inputKey,
});

/**
 * A file input that uploads the chosen image at once (POST /api/uploads) and hands its URL to the form: a preview, a
 * progress bar while the file is sent, and the check's or the server's message when it cannot be used.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  onUploadingChange,
  preview = 'wide',
  className = '',
  ref,
}: ImageUploadFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [state, setState] = useState(() => initialState(value));

  if (value !== state.value) setState(initialState(value, state.inputKey + 1));

  // Ends an upload that is no longer wanted: another file, a reset, leaving the page. Aborting a finished one does nothing.
  useEffect(() => () => state.controller?.abort(), [state.controller]);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setState((current) => ({ ...initialState('', current.inputKey), phase: 'failed', error: problem }));
      if (value) onChange('');
      onUploadingChange?.(false);
      return;
    }

    const controller = new AbortController();
    const isCurrent = (current: UploadState) => current.controller === controller;
    setState((current) => ({ ...initialState('', current.inputKey), phase: 'uploading', controller }));
    if (value) onChange('');
    onUploadingChange?.(true);

    // A data: URL rather than an object URL: the page's CSP lets both show as images, but tools that copy the page
    // (Playwright's trace viewer) would have to fetch a blob: URL, which connect-src refuses.
    readAsDataUrl(file).then(
      (previewUrl) => setState((current) => (isCurrent(current) && current.phase !== 'failed' ? { ...current, previewUrl } : current)),
      () => undefined,
    );

    uploadImage(file, {
      signal: controller.signal,
      onProgress: (progress) => setState((current) => (isCurrent(current) ? { ...current, progress } : current)),
    }).then(
      (url) => {
        if (controller.signal.aborted) return;
        setState((current) => (isCurrent(current) ? { ...current, value: url, phase: 'done', progress: 100 } : current));
        onChange(url);
        onUploadingChange?.(false);
      },
      (uploadError: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => (isCurrent(current) ? { ...current, phase: 'failed', error: getErrorMessage(uploadError), previewUrl: null } : current));
        onUploadingChange?.(false);
      },
    );
  };

  const message = state.error ?? error;
  const shownImage = state.previewUrl ?? (value || null);
  const sent = state.progress >= 100;

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ImagePreview src={shownImage} shape={preview} busy={state.phase === 'uploading'} />
        <div className="min-w-0 flex-1 space-y-2">
          <input
            key={state.inputKey}
            ref={ref}
            id={id}
            name={name}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={handleFile}
            onBlur={onBlur}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${hintId} ${errorId}` : hintId}
            className={`file-input w-full ${message ? 'file-input-error' : ''}`}
          />
          <p id={hintId} className="text-sm text-base-content/75">
            {messages.uploads.hint}
          </p>
          {state.phase === 'uploading' && (
            <div className="flex items-center gap-3">
              <progress className="progress w-full progress-primary" max={100} aria-label="Upload progress" value={sent ? undefined : state.progress} />
              <span className="w-10 shrink-0 text-right text-sm text-base-content/75 tabular-nums">{sent ? '' : `${state.progress}%`}</span>
            </div>
          )}
          {/* Always in the page, so screen readers hear the upload start and end (the bar carries the percent). */}
          <p aria-live="polite" className="flex items-center gap-1.5 text-sm">
            {state.phase === 'uploading' && <span className="text-base-content/75">{sent ? messages.uploads.processing : messages.uploads.uploading}</span>}
            {state.phase === 'done' && (
              <>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-4 text-success"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="m5 12.5 4.5 4.5L19 7.5" />
                </svg>
                <span className="font-medium">{messages.uploads.uploaded}</span>
              </>
            )}
          </p>
          {message && (
            <p id={errorId} className="text-sm text-error">
              {message}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

function ImagePreview({ src, shape, busy }: { src: string | null; shape: 'avatar' | 'wide'; busy: boolean }) {
  const frame = shape === 'avatar' ? 'size-24 rounded-full' : 'aspect-[4/3] w-40 sm:w-48 rounded-field';
  if (!src) {
    return (
      <div
        className={`${frame} flex shrink-0 items-center justify-center border-2 border-dashed border-base-300 bg-base-200 text-base-content/50`}
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-9 9" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt="Preview of the chosen image"
      className={`${frame} shrink-0 border border-base-300 bg-base-200 object-cover transition-opacity ${busy ? 'opacity-60' : ''}`}
    />
  );
}

type ImageUploadControllerProps<Form extends FieldValues> = Omit<ImageUploadFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error' | 'ref'> & {
  control: Control<Form>;
  name: FieldPath<Form>;
};

/** The upload field as a react-hook-form field: the form's value is the uploaded image's URL. */
export function ImageUploadController<Form extends FieldValues>({ control, name, ...fieldProps }: ImageUploadControllerProps<Form>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ImageUploadField
          {...fieldProps}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
