import { mailMessages } from '@partsmith/contract/mail-messages';
import { useState } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { getErrorMessage } from '@/lib/api-client';
import { useSendVerificationEmail } from '../api/send-verification-email';

const m = mailMessages.profile;

/** The address, Verified or Not verified, and for the latter "Send verification email". */
export function EmailVerification({ email, verified }: { email: string; verified: boolean }) {
  const send = useSendVerificationEmail();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const request = () =>
    send.mutate(email, {
      onSuccess: () => setNote({ ok: true, text: m.verificationSent(email) }),
      onError: (error) => setNote({ ok: false, text: getErrorMessage(error) }),
    });

  return (
    <section aria-labelledby="email-heading" className="mt-8 rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <h2 id="email-heading" className="text-xl font-semibold">
        {m.emailHeading}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <span className="break-all">{email}</span>
        <span className={`badge ${verified ? 'badge-success' : 'badge-warning'}`}>{verified ? m.verified : m.notVerified}</span>
      </p>
      {!verified && (
        <>
          <p className="mt-2 text-base-content/75">{m.notVerifiedHint}</p>
          <PendingButton className="btn mt-4 w-full btn-outline sm:w-auto" pending={send.isPending} onClick={request}>
            {m.sendVerification}
          </PendingButton>
        </>
      )}
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={`mt-3 ${note.ok ? 'text-success' : 'text-error'}`}>
          {note.text}
        </p>
      )}
    </section>
  );
}
