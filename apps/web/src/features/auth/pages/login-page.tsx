import { mailMessages } from '@partsmith/contract/mail-messages';
import { messages } from '@partsmith/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { InlineLoader } from '@/components/ui/page-loader';
import { refreshSession, useSession } from '../api/get-session';
import { AuthCard } from '../components/auth-card';
import { AuthError } from '../components/auth-error';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { LoginForm } from '../components/login-form';
import { readLoginRedirectState, redirectTargetFrom } from '../components/login-redirect';
import { SignedInNote } from '../components/signed-in-note';

/** /login: back to the remembered page (or home) after signing in. */
export function LoginPage() {
  usePageMeta({ title: 'Login', description: 'Log in to Partsmith with your email and password, or with Google, to order parts and follow your orders.' });
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  // Google sends the browser back here with ?google=failed (and its own ?error=) when sign-in did not complete.
  const [error, setError] = useState<string | null>(searchParams.get('google') === 'failed' ? messages.auth.googleFailed : null);
  // Once the password is accepted the form stays on screen until the remembered page opens.
  const [signingIn, setSigningIn] = useState(false);
  const target = redirectTargetFrom(location.state);

  const handleSignedIn = async () => {
    setSigningIn(true);
    await refreshSession(queryClient).catch(() => null);
    await navigate(target, { replace: true });
  };

  if (session.data && !signingIn) {
    return (
      <AuthCard title="Login">
        <SignedInNote user={session.data.user} adminRequired={readLoginRedirectState(location.state).adminRequired} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Login" description="Welcome back to Partsmith.">
      {session.isPending ? (
        <InlineLoader />
      ) : (
        <>
          <LoginForm onSignedIn={handleSignedIn} onError={setError} />
          <AuthError message={error} />
          <p className="mt-4 text-center text-sm">
            <Link to="/forgot-password" className="link link-primary">
              {mailMessages.forgotPassword.link}
            </Link>
          </p>
          <p className="mt-2 text-center text-sm">
            <Link to="/signup" className="rounded-field">
              New to Our Site? <span className="link link-primary font-medium">Create New Account</span>
            </Link>
          </p>
          <div className="divider my-6 text-sm text-base-content/70">OR</div>
          <GoogleSignInButton callbackURL={target} onError={setError} disabled={signingIn} />
        </>
      )}
    </AuthCard>
  );
}
