import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './field-frame';

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  /** Shown under the box, which is then marked invalid and described by it. */
  error?: string | undefined;
  /** A line under it that says what to enter. */
  hint?: ReactNode;
}

/** A labelled multi-line input with its validation message; spread react-hook-form's register() into it. */
export function TextareaField({ label, error, hint, className = '', rows = 4, ...textareaProps }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...control} rows={rows} className={`textarea w-full ${error ? 'textarea-error' : ''}`} {...textareaProps} />}
    </FieldFrame>
  );
}
