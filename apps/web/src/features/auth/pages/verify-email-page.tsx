import { mailMessages } from '@partsmith/contract/mail-messages';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { SESSION_QUERY_KEY } from '../api/get-session';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';

const m = mailMessages.verify;

/**
 * /verify-email?token=…: the page the verification mail links to. Opening it confirms nothing: the person presses the
 * button (a link scanner that opens the page, scripts and all, presses nothing).
 */
export function VerifyEmailPage() {
  usePageMeta({ title: m.heading, description: 'Confirm the email address of your Partsmith account.' });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const queryClient = useQueryClient();
  const verification = useVerifyEmail();
  const confirm = () =>
    verification.mutate(token, {
      // A signed-in browser shows the verified address at once.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    });

  return (
    <AuthCard title={m.heading}>
      {verification.isSuccess ? (
        <p role="status" className="alert alert-success">
          {m.done}
        </p>
      ) : verification.isError || token === '' ? (
        <p role="alert" className="alert alert-error">
          {m.invalidLink}
        </p>
      ) : (
        <>
          <p className="mb-4">{m.question}</p>
          <button type="button" className="btn btn-primary w-full" onClick={confirm} disabled={verification.isPending}>
            {verification.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
            {verification.isPending ? m.checking : m.confirm}
          </button>
        </>
      )}
      <Link to="/dashboard/profile" className="btn mt-4 w-full">
        {m.toProfile}
      </Link>
    </AuthCard>
  );
}
