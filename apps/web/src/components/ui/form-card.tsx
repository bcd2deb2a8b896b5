import { type BaseSyntheticEvent, type ReactNode, useId } from 'react';
import { PendingButton } from './pending-button';

/** How a form is sent, and whether it may be now. */
export interface FormSubmission {
  /** react-hook-form's handleSubmit(…). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while the form is being sent: the button shows progress. */
  sending: boolean;
  /** True while the form must not be sent: an image it needs is still uploading, or nothing has changed. */
  blocked?: boolean;
}

interface FormCardProps extends FormSubmission {
  /** A heading above the fields, which also names the form. */
  title?: string;
  /** The grid's columns, e.g. 'sm:grid-cols-2'. */
  gridClassName: string;
  submitLabel: string;
  children: ReactNode;
}

/** The frame of a form: its fields in a grid, and the submit button below. */
export function FormCard({ onSubmit, sending, blocked = false, title, gridClassName, submitLabel, children }: FormCardProps) {
  const titleId = useId();
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={title ? titleId : undefined} className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      {title && (
        <h2 id={titleId} className="mb-5 text-xl font-bold tracking-tight">
          {title}
        </h2>
      )}
      <div className={`grid gap-5 ${gridClassName}`}>{children}</div>
      <div className="mt-6 flex justify-end">
        <PendingButton type="submit" className="btn btn-primary w-full sm:w-auto" pending={sending} disabled={sending || blocked}>
          {submitLabel}
        </PendingButton>
      </div>
    </form>
  );
}
