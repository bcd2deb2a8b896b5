import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { PendingButton } from '@/components/ui/pending-button';

interface AccountSettingDialogProps {
  /** The row's badge while the setting is on ("Tax exempt", "Net 30"); null: none. */
  badge: string | null;
  /** The row's button that opens the dialog, described by the cells that name the row. */
  openLabel: string;
  describedBy: string;
  open: boolean;
  onOpen: () => void;
  /** Cancel, Escape or a click outside the box. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** The id of the dialog's form, which the save button submits. */
  formId: string;
  saveLabel: string;
  /** A save is being sent: its button shows progress. */
  saving: boolean;
  /** Any change is being sent: the buttons wait, and Escape leaves the dialog open. */
  busy: boolean;
  /** The save cannot be sent yet (what the form starts from is still being read). */
  saveDisabled?: boolean;
  /** Undoes the setting (Clear exemption, Remove terms): shown while it is on. */
  remove?: { label: string; pending: boolean; onClick: () => void } | null;
  /** The server's refusal, said in the dialog. */
  failure?: string | undefined;
  /** The form with the id `formId`. */
  children: ReactNode;
}

/**
 * An account's setting in a row of All Users (its tax exemption, its payment terms): a badge while it is on, and a button
 * that opens a dialog with the form that sets it, Cancel and save, the button that undoes it, and the server's refusal.
 */
export function AccountSettingDialog({
  badge,
  openLabel,
  describedBy,
  open,
  onOpen,
  onClose,
  title,
  description,
  formId,
  saveLabel,
  saving,
  busy,
  saveDisabled = false,
  remove,
  failure,
  children,
}: AccountSettingDialogProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {badge !== null && <span className="badge badge-soft font-semibold whitespace-nowrap badge-primary">{badge}</span>}
      <button type="button" className="btn btn-outline btn-sm whitespace-nowrap" aria-describedby={describedBy} onClick={onOpen}>
        {openLabel}
      </button>
      <Modal
        open={open}
        title={title}
        busy={busy}
        onClose={onClose}
        description={description}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <PendingButton type="submit" form={formId} className="btn btn-primary" pending={saving} disabled={saveDisabled || busy}>
              {saveLabel}
            </PendingButton>
          </>
        }
      >
        {children}
        {remove && (
          // Under the form rather than among the dialog's buttons: three of them do not fit a phone's width.
          <PendingButton className="btn mt-3 btn-outline btn-sm btn-error" pending={remove.pending} disabled={busy} onClick={remove.onClick}>
            {remove.label}
          </PendingButton>
        )}
        {failure && (
          <p role="alert" className="mt-3 text-sm text-error">
            {failure}
          </p>
        )}
      </Modal>
    </div>
  );
}
