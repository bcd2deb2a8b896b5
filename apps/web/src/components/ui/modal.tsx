import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

interface ModalProps {
  open: boolean;
  title: string;
  /** What the dialog is about: read out with its title. */
  description: ReactNode;
  /** More content below the description (form fields, a list). */
  children?: ReactNode;
  /** The buttons at the bottom. */
  actions: ReactNode;
  /** True while the dialog's action runs: Escape and a click outside the box leave it open. */
  busy?: boolean;
  /** Escape, a click outside the box, or a button of the caller's. */
  onClose: () => void;
  /** Focused on opening; otherwise the browser focuses the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The box's width on wider screens, e.g. 'sm:max-w-2xl'. */
  boxClassName?: string;
}

/**
 * A modal on the native <dialog> (the browser traps focus and closes it on Escape), styled as a daisyUI modal: a
 * bottom sheet on phones, centred on wider screens.
 */
export function Modal({ open, title, description, children, actions, busy = false, onClose, initialFocus, boxClassName = '' }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape: keep the dialog while the action runs, else let the parent close it.
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className={`modal-box ${boxClassName}`}>
        <h2 id={titleId} className="text-lg font-bold [overflow-wrap:anywhere]">
          {title}
        </h2>
        <div id={descriptionId} className="py-4 text-base-content/85">
          {description}
        </div>
        {children}
        <div className="modal-action">{actions}</div>
      </div>
      <button type="button" className="modal-backdrop" aria-label="Close" tabIndex={-1} onClick={() => !busy && onClose()} />
    </dialog>
  );
}
