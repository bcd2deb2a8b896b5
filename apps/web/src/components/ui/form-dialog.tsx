import { type BaseSyntheticEvent, type ReactNode, useId } from 'react';
import { Modal } from './modal';
import { PendingButton } from './pending-button';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** What the form does, read out with the title. */
  description: ReactNode;
  submitLabel: string;
  /** True while the form is being sent: the submit button shows progress, and Escape leaves the dialog open. */
  pending: boolean;
  /** react-hook-form's handleSubmit(…). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Cancel, Escape or a click outside the box. */
  onClose: () => void;
  /** The fields, in a two-column grid on wider screens. */
  children: ReactNode;
}

/** A form in a modal: its fields, then Cancel and the submit button. */
export function FormDialog({ open, title, description, submitLabel, pending, onSubmit, onClose, children }: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={title}
      busy={pending}
      onClose={onClose}
      boxClassName="sm:max-w-2xl"
      description={description}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <PendingButton type="submit" form={formId} className="btn btn-primary" pending={pending}>
            {submitLabel}
          </PendingButton>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {children}
      </form>
    </Modal>
  );
}
