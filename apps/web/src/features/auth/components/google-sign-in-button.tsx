import { messages } from '@partsmith/contract/messages';
import { getErrorMessage } from '@/lib/api-client';
import { useAuthOptions } from '../api/get-auth-options';
import { useGoogleSignIn } from '../api/sign-in-with-google';

interface GoogleSignInButtonProps {
  /** Same-origin path to land on, signed in, after Google. */
  callbackURL: string;
  onError: (message: string | null) => void;
  /** Another sign-in is running: wait for it. */
  disabled?: boolean;
}

/** 'Login with Google'. When the shop has no Google sign-in set up, it says so instead of failing. */
export function GoogleSignInButton({ callbackURL, onError, disabled = false }: GoogleSignInButtonProps) {
  const options = useAuthOptions();
  const google = useGoogleSignIn();
  const notConfigured = options.data?.google === false;
  // After success the browser is leaving for Google: keep the button busy until it has.
  const busy = google.isPending || google.isSuccess;

  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn btn-outline w-full"
        disabled={disabled || busy || options.isPending || notConfigured}
        aria-describedby={notConfigured ? 'google-not-configured' : undefined}
        onClick={() => {
          onError(null);
          google.mutate(callbackURL, { onError: (error) => onError(getErrorMessage(error)) });
        }}
      >
        {busy ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
            <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
            <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
            <path fill="#EA4335" d="M12 4.8c1.8 0 3.4.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
          </svg>
        )}
        Login with Google
      </button>
      {notConfigured && (
        <p id="google-not-configured" className="text-center text-sm text-base-content/75">
          {messages.auth.googleNotConfigured}
        </p>
      )}
    </div>
  );
}
