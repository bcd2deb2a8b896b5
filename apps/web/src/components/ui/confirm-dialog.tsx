import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { Modal } from './modal';
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
  /** 'danger' (the default) for an action that destroys something, 'primary' for one that moves it on. */
  tone?: 'danger' | 'primary';
  /** True while the confirmed action runs: the buttons show progress and ignore more clicks. */
  pending?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside the box. */
  onCancel: () => void;
}

/**
 * A modal question. Focus starts on the cancel button, so a stray Enter never confirms a destructive action.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      description={children}
      busy={pending}
      onClose={onCancel}
      initialFocus={cancelRef}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending} ref={cancelRef}>
            {cancelLabel}
          </button>
          <PendingButton type="button" className={`btn ${tone === 'danger' ? 'btn-error' : 'btn-primary'}`} onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </PendingButton>
        </>
      }
    />
  );
}

/**
 * What a dialog is about, and whether it is open. The subject stays set while the dialog closes, so its text does
 * not vanish during the closing animation.
 */
export function useConfirmation<T>() {
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

export interface ConfirmedMutation<T> extends ReturnType<typeof useConfirmation<T>> {
  /** True while the confirmed mutation runs. */
  pending: boolean;
  confirm: () => void;
}

/**
 * A confirmation whose confirm runs `mutation` on the subject: the outcome is toasted (`successMessage`, or the
 * error's message, or what `errorMessage` makes of the error) and the dialog closes when the mutation settles.
 */
export function useConfirmedMutation<T, Variables, Data, Context>(
  mutation: UseMutationResult<Data, Error, Variables, Context>,
  {
    variables,
    successMessage,
    errorMessage = getErrorMessage,
  }: { variables: (subject: T) => Variables; successMessage: string; errorMessage?: (error: Error) => string },
): ConfirmedMutation<T> {
  const confirmation = useConfirmation<T>();
  const toast = useToast();
  return {
    ...confirmation,
    pending: mutation.isPending,
    confirm: () => {
      if (confirmation.subject === null) return;
      mutation.mutate(variables(confirmation.subject), {
        onSuccess: () => toast.success(successMessage),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: confirmation.close,
      });
    },
  };
}

/** The question of a confirmed mutation: a ConfirmDialog about its subject, which `children` describes. */
export function ConfirmedMutationDialog<T>({
  confirmation,
  children,
  ...question
}: Omit<ConfirmDialogProps, 'open' | 'pending' | 'onConfirm' | 'onCancel' | 'children'> & {
  confirmation: ConfirmedMutation<T>;
  children: (subject: T) => ReactNode;
}) {
  const { subject } = confirmation;
  return (
    <ConfirmDialog {...question} open={confirmation.open} pending={confirmation.pending} onConfirm={confirmation.confirm} onCancel={confirmation.close}>
      {subject !== null && children(subject)}
    </ConfirmDialog>
  );
}
