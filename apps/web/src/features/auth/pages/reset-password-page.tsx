import { mailMessages } from '@partsmith/contract/mail-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { forgetAccount } from '../api/get-session';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

const m = mailMessages.resetPassword;

/** /reset-password?token=…: the page the reset mail links to. */
export function ResetPasswordPage() {
  usePageMeta({ title: m.heading, description: 'Choose a new password for your Partsmith account.' });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const queryClient = useQueryClient();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');

  // Every session of the account ended on the server, this browser's too.
  const done = () => {
    forgetAccount(queryClient);
    setState('done');
  };

  return (
    <AuthCard title={m.heading}>
      {state === 'form' && <ResetPasswordForm token={token} onDone={done} onInvalidLink={() => setState('invalid')} />}
      {state === 'done' && (
        <>
          <p role="status" className="alert alert-success">
            {m.done}
          </p>
          <Link to="/login" className="btn btn-primary mt-4 w-full">
            Login
          </Link>
        </>
      )}
      {state === 'invalid' && (
        <>
          <p role="alert" className="alert alert-error">
            {m.invalidLink}
          </p>
          <Link to="/forgot-password" className="btn mt-4 w-full">
            {m.askAgain}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
