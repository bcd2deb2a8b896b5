import { useId, type ComponentProps } from 'react';

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  /** Shown under the box, which is then marked invalid and described by it. */
  error?: string | undefined;
}

/** A labelled multi-line input with its validation message; spread react-hook-form's register() into it. */
export function TextareaField({ label, error, className = '', rows = 4, ...textareaProps }: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        {...textareaProps}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
