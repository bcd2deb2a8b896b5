import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './field-frame';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown under the input, which is then marked invalid and described by it. */
  error?: string | undefined;
  /** A line under it that says what to enter. */
  hint?: ReactNode;
}

/** A labelled input with its validation message; spread react-hook-form's register() into it. */
export function TextField({ label, error, hint, className = '', readOnly, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...control}
          readOnly={readOnly}
          className={`input w-full ${error ? 'input-error' : ''} ${readOnly ? 'border-dashed bg-base-200 text-base-content/80' : ''}`}
          {...inputProps}
        />
      )}
    </FieldFrame>
  );
}
