import { mailMessages } from '@partsmith/contract/mail-messages';
import { messages } from '@partsmith/contract/messages';
import { useState } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { getErrorMessage } from '@/lib/api-client';
import { useOrderLimit } from '@/lib/order-limit';
import { useSendVerificationEmail } from '../api/send-verification-email';

const m = messages.orderLimits;

/**
 * For a signed-in account whose address is not confirmed (the purchase page, My Orders): what that costs it (a small,
 * short hold on parts, and no order emails), with a button that mails the confirmation link again.
 */
export function ConfirmAddressNotice({ email }: { email: string }) {
  const limit = useOrderLimit(email).data;
  const send = useSendVerificationEmail();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const request = () =>
    send.mutate(email, {
      onSuccess: () => setNote({ ok: true, text: mailMessages.profile.verificationSent(email) }),
      onError: (error) => setNote({ ok: false, text: getErrorMessage(error) }),
    });

  return (
    // Unnamed: a name would be one more "Address" label beside the purchase form's field.
    <div role="note" className="mb-6 rounded-box border border-warning/60 bg-warning/10 p-4">
      <h2 className="font-semibold">{m.confirmTitle}</h2>
      {limit && <p className="mt-1 text-sm">{m.confirmBody(limit.unpaidValueLimit, limit.holdHours)}</p>}
      <PendingButton className="btn mt-3 btn-sm btn-warning" pending={send.isPending} onClick={request}>
        {m.confirmSend}
      </PendingButton>
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={`mt-2 text-sm ${note.ok ? 'text-success' : 'text-error'}`}>
          {note.text}
        </p>
      )}
    </div>
  );
}
