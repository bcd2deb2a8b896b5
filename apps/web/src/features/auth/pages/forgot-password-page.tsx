import { mailMessages } from '@partsmith/contract/mail-messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { AuthCard } from '../components/auth-card';
import { AuthError } from '../components/auth-error';
import { ForgotPasswordForm } from '../components/forgot-password-form';

const m = mailMessages.forgotPassword;

/** /forgot-password: asks for a reset link. What follows reads the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  usePageMeta({ title: m.heading, description: 'Get a link by email to choose a new password for your Partsmith account.' });
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <AuthCard title={m.heading} description={sent ? undefined : m.intro}>
      {sent ? (
        <p role="status" className="alert alert-success">
          {m.sent}
        </p>
      ) : (
        <>
          <ForgotPasswordForm onSent={() => setSent(true)} onError={setError} />
          <AuthError message={error} />
        </>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to="/login" className="link link-primary">
          {m.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
