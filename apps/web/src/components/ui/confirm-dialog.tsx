import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { PendingButton } from './pending-button';
import { useToast } from './toast';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen; for a deletion, say that it cannot be undone. */
  children: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are; name it otherwise when 'Cancel' would be ambiguous (cancelling an order). */
  cancelLabel?: string;
  /** True while the confirmed action runs: the buttons show progress and ignore more clicks. */
  pending?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside the box. */
  onCancel: () => void;
}

/**
 * A modal question on the native <dialog> (the browser traps focus and closes it on Escape), styled as a daisyUI
 * modal. Focus starts on the cancel button, so a stray Enter never confirms a destructive action.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape: keep the dialog while the action runs, else let the parent close it.
        event.preventDefault();
        if (!pending) onCancel();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div id={descriptionId} className="py-4 text-base-content/85">
          {children}
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending} ref={cancelRef}>
            {cancelLabel}
          </button>
          <PendingButton type="button" className="btn btn-error" onClick={onConfirm} pending={pending} disabled={pending}>
            {confirmLabel}
          </PendingButton>
        </div>
      </div>
      <button type="button" className="modal-backdrop" aria-label="Close" tabIndex={-1} onClick={() => !pending && onCancel()} />
    </dialog>
  );
}

/**
 * What a confirm dialog asks about, and whether it is open. The subject stays set while the dialog closes, so its
 * text does not vanish during the closing animation.
 */
function useConfirmation<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    subject,
    open,
    ask: (item: T) => {
      setSubject(item);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

/**
 * A confirmation whose confirm runs `mutation` on the subject: the outcome is toasted (`successMessage`, or the
 * error's message) and the dialog closes when the mutation settles.
 */
export function useConfirmedMutation<T, Variables, Data, Context>(
  mutation: UseMutationResult<Data, Error, Variables, Context>,
  { variables, successMessage }: { variables: (subject: T) => Variables; successMessage: string },
) {
  const confirmation = useConfirmation<T>();
  const toast = useToast();
  return {
    ...confirmation,
    pending: mutation.isPending,
    confirm: () => {
      if (confirmation.subject === null) return;
      mutation.mutate(variables(confirmation.subject), {
        onSuccess: () => toast.success(successMessage),
        onError: (error) => toast.error(getErrorMessage(error)),
        onSettled: confirmation.close,
      });
    },
  };
}
