import { Link } from 'react-router';
import type { SessionUser } from '../api/get-session';

interface SignedInNoteProps {
  user: SessionUser;
  /** The user was turned away from an admin page. */
  adminRequired?: boolean;
}

/** What /login and /signup show to someone who is already signed in. */
export function SignedInNote({ user, adminRequired = false }: SignedInNoteProps) {
  return (
    <div className="space-y-4 text-center">
      {adminRequired ? (
        <div role="alert" className="alert alert-warning text-left">
          <span>That page needs an admin account.</span>
        </div>
      ) : null}
      <p>
        You are signed in as <strong className="font-semibold break-all">{user.name}</strong>
        <span className="block text-sm break-all text-base-content/75">{user.email}</span>
      </p>
      {adminRequired ? (
        <Link to="/" className="btn btn-primary w-full">
          Go to the home page
        </Link>
      ) : (
        <Link to="/dashboard" className="btn btn-primary w-full">
          Go to your dashboard
        </Link>
      )}
    </div>
  );
}
