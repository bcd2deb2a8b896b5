import { Link } from 'react-router';

/** An order that cannot be paid here (cancelled, someone else's, or not found): why, and the way back. */
export function OrderNotPayable({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-prose text-base-content/80">{message}</p>
      <Link to="/dashboard" className="btn btn-primary">
        Back to My Orders
      </Link>
    </div>
  );
}
