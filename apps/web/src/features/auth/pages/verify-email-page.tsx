import { mailMessages } from '@partsmith/contract/mail-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { InlineLoader } from '@/components/ui/page-loader';
import { SESSION_QUERY_KEY } from '../api/get-session';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';

const m = mailMessages.verify;

/** /verify-email?token=…: the page the verification mail links to. */
export function VerifyEmailPage() {
  usePageMeta({ title: m.heading, description: 'Confirm the email address of your Partsmith account.' });
  const [searchParams] = useSearchParams();
  const verification = useVerifyEmail(searchParams.get('token') ?? '');
  const queryClient = useQueryClient();
  const verified = verification.isSuccess;
  // A signed-in browser shows the verified address at once.
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [verified, queryClient]);

  return (
    <AuthCard title={m.heading}>
      {verification.isLoading ? (
        <InlineLoader label={m.checking} />
      ) : verified ? (
        <p role="status" className="alert alert-success">
          {m.done}
        </p>
      ) : (
        <p role="alert" className="alert alert-error">
          {m.invalidLink}
        </p>
      )}
      <Link to="/dashboard/profile" className="btn mt-4 w-full">
        {m.toProfile}
      </Link>
    </AuthCard>
  );
}
