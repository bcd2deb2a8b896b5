import type { ComponentProps } from 'react';
import { FieldFrame } from './field-frame';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  /** Shown under the select, which is then marked invalid and described by it. */
  error?: string | undefined;
}

/** A labelled drop-down with its validation message; spread react-hook-form's register() into it, and give it <option>s. */
export function SelectField({ label, error, className = '', children, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <select {...control} className={`select w-full ${error ? 'select-error' : ''}`} {...selectProps}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
