import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { InlineLoader } from '@/components/ui/page-loader';
import { refreshSession, useSession } from '../api/get-session';
import { AuthCard } from '../components/auth-card';
import { AuthError } from '../components/auth-error';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { SignedInNote } from '../components/signed-in-note';
import { SignUpForm } from '../components/signup-form';

/** Where a new account lands, per the spec. */
const AFTER_SIGN_UP = '/product';

/** /signup: creates the account, signs it in and opens the catalogue. */
export function SignUpPage() {
  usePageMeta({ title: 'Sign Up', description: 'Create a Partsmith account to order computer parts per piece, pay by card and review what you bought.' });
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [signingUp, setSigningUp] = useState(false);

  const handleSignedUp = async () => {
    setSigningUp(true);
    await refreshSession(queryClient).catch(() => null);
    await navigate(AFTER_SIGN_UP, { replace: true });
  };

  if (session.data && !signingUp) {
    return (
      <AuthCard title="Sign Up">
        <SignedInNote user={session.data.user} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign Up" description="Create your Partsmith account to book parts.">
      {session.isPending ? (
        <InlineLoader />
      ) : (
        <>
          <SignUpForm onSignedUp={handleSignedUp} onError={setError} />
          <AuthError message={error} />
          <p className="mt-4 text-center text-sm">
            <Link to="/login" className="link link-primary font-medium">
              Please Login
            </Link>
          </p>
          <div className="divider my-6 text-sm text-base-content/70">OR</div>
          <GoogleSignInButton callbackURL={AFTER_SIGN_UP} onError={setError} disabled={signingUp} />
        </>
      )}
    </AuthCard>
  );
}
