import { useId, type ComponentProps } from 'react';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown under the input, which is then marked invalid and described by it. */
  error?: string | undefined;
}

/** A labelled input with its validation message; spread react-hook-form's register() into it. */
export function TextField({ label, error, className = '', readOnly, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`input w-full ${error ? 'input-error' : ''} ${readOnly ? 'border-dashed bg-base-200 text-base-content/80' : ''}`}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
