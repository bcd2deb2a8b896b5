import type { User } from '@partsmith/contract';
import { billingMessages } from '@partsmith/contract/billing-messages';
import { type DataTableColumn, DataTable, destructiveActionColumn } from '@/components/ui/data-table';
import { OrderLimitButton } from './order-limit-button';
import { PaymentTermsButton } from './payment-terms-button';
import { TaxExemptionButton } from './tax-exemption-button';

interface UsersTableProps {
  users: User[];
  /** The place of the first user among all that match (21 on the second page). */
  firstRowNumber: number;
  /** The signed-in admin, marked "You". */
  currentEmail?: string | undefined;
  /** The user whose Make Admin request is running. */
  promoting?: string | undefined;
  onMakeAdmin: (user: User) => void;
  onDelete: (user: User) => void;
}

function columns({ currentEmail, promoting, onMakeAdmin, onDelete }: Omit<UsersTableProps, 'users' | 'firstRowNumber'>): DataTableColumn<User>[] {
  return [
    {
      id: 'email',
      header: 'Email',
      rowHeader: true,
      className: '[overflow-wrap:anywhere] max-sm:col-span-2',
      cell: (user) => (
        <>
          {user.email}
          {user.email === currentEmail && <span className="badge ml-2 badge-ghost badge-sm">You</span>}
        </>
      ),
    },
    {
      id: 'make-admin',
      header: 'Make Admin',
      className: 'max-sm:col-start-2',
      cell: (user, { describedBy }) => {
        if (user.role === 'admin') return <span className="badge badge-soft font-semibold badge-primary">Admin</span>;
        const isPromoting = promoting === user.email;
        return (
          <button
            type="button"
            className="btn btn-sm btn-primary whitespace-nowrap"
            aria-describedby={describedBy}
            disabled={isPromoting}
            onClick={() => onMakeAdmin(user)}
          >
            {isPromoting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            Make Admin
          </button>
        );
      },
    },
    { id: 'order-limit', header: 'Order limit', cell: (user, { describedBy }) => <OrderLimitButton email={user.email} describedBy={describedBy} /> },
    {
      id: 'tax-exemption',
      header: billingMessages.taxExemption.column,
      className: 'max-sm:col-start-2',
      cell: (user, { describedBy }) => <TaxExemptionButton user={user} describedBy={describedBy} />,
    },
    {
      id: 'payment-terms',
      header: billingMessages.paymentTerms.column,
      cell: (user, { describedBy }) => <PaymentTermsButton user={user} describedBy={describedBy} />,
    },
    destructiveActionColumn({ id: 'delete', header: 'Delete', className: 'max-sm:col-start-2', onClick: onDelete }),
  ];
}

/**
 * All Users: email, Make Admin (an Admin badge instead for admins), Order limit, Tax (a badge while the account is tax
 * exempt, and the dialog to set or clear it), Terms (a "Net N" badge while it may pay by bank transfer, and the dialog to
 * grant, change or remove them) and Delete. The list answers each account's exemption and terms, so no row asks for more.
 * On phones each row wraps onto four lines (email, then the buttons two by two) so nothing is wider than the screen.
 */
export function UsersTable({ users, firstRowNumber, ...actions }: UsersTableProps) {
  return <DataTable columns={columns(actions)} rows={users} rowKey={(user) => user._id} firstRowNumber={firstRowNumber} />;
}
