import { Link } from 'react-router';

interface OrderNotPayableProps {
  title: string;
  message: string;
  /** Where to go instead (by default, back to My Orders). */
  link?: { to: string; label: string };
}

/** An order that cannot be paid here (cancelled, someone else's, not found, or paid by bank transfer): why, and the way on. */
export function OrderNotPayable({ title, message, link = { to: '/dashboard', label: 'Back to My Orders' } }: OrderNotPayableProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-prose text-base-content/80">{message}</p>
      <Link to={link.to} className="btn btn-primary">
        {link.label}
      </Link>
    </div>
  );
}
