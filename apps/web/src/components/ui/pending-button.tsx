import type { ComponentProps } from 'react';

interface PendingButtonProps extends ComponentProps<'button'> {
  /** True while the button's action runs: a spinner shows and the button ignores clicks. */
  pending: boolean;
}

/** A button for an action that takes a moment (submitting, paying, retrying). */
export function PendingButton({ pending, disabled, type = 'button', children, ...buttonProps }: PendingButtonProps) {
  return (
    <button type={type} disabled={disabled || pending} {...buttonProps}>
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
