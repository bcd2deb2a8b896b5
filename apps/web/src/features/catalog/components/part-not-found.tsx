import { Link } from 'react-router';

interface PartNotFoundProps {
  /** The server's words. */
  message: string;
  /** Where to go instead: the catalogue for a customer, Manage Products for an admin. */
  backTo: string;
  backLabel: string;
}

/** In place of a part that does not exist (any more). */
export function PartNotFound({ message, backTo, backLabel }: PartNotFoundProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">Part not found</h1>
      <p className="max-w-prose text-base-content/80">{message}</p>
      <Link to={backTo} className="btn btn-primary">
        {backLabel}
      </Link>
    </div>
  );
}
