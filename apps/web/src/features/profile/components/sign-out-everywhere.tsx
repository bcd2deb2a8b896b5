import { messages } from '@partsmith/contract/messages';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

const m = messages.sessions;

/** Sign out everywhere, after a confirmation; `onSignedOut` then forgets the account in this browser too. */
export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void }) {
  const signOut = useSignOutEverywhere();
  const toast = useToast();
  const [asking, setAsking] = useState(false);

  const confirm = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(m.signedOut);
        onSignedOut();
      },
      onError: (error) => {
        toast.error(getErrorMessage(error));
        setAsking(false);
      },
    });

  return (
    <section aria-labelledby="sign-out-everywhere" className="mt-8 rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <h2 id="sign-out-everywhere" className="text-xl font-semibold">
        {m.signOutEverywhere}
      </h2>
      <p className="mt-2 text-base-content/75">{m.hint}</p>
      <button type="button" className="btn mt-4 w-full btn-outline btn-error sm:w-auto" onClick={() => setAsking(true)}>
        {m.signOutEverywhere}
      </button>
      <ConfirmDialog
        open={asking}
        title={m.question}
        confirmLabel={m.signOutEverywhere}
        pending={signOut.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {m.warning}
      </ConfirmDialog>
    </section>
  );
}
