import type { User } from '@partsmith/contract';
import { useId } from 'react';

interface UsersTableProps {
  users: User[];
  /** The signed-in admin, marked "You". */
  currentEmail?: string | undefined;
  /** The user whose Make Admin request is running. */
  promoting?: string | undefined;
  onMakeAdmin: (user: User) => void;
  onDelete: (user: User) => void;
}

/**
 * All Users: email, Make Admin (an Admin badge instead for admins) and Delete. On phones each row wraps onto two
 * lines (email, then the buttons) so nothing is wider than the screen.
 */
export function UsersTable({ users, currentEmail, promoting, onMakeAdmin, onDelete }: UsersTableProps) {
  const idPrefix = useId();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:block">
        <thead className="max-sm:sr-only">
          <tr>
            <th scope="col" className="w-10">
              #
            </th>
            <th scope="col">Email</th>
            <th scope="col">Make Admin</th>
            <th scope="col">Delete</th>
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:[&_td]:border-0 max-sm:[&_th]:border-0">
          {users.map((user, index) => {
            const emailId = `${idPrefix}-${index}`;
            const isAdmin = user.role === 'admin';
            const isPromoting = promoting === user.email;
            return (
              <tr
                key={user._id}
                className="hover:bg-base-200/60 max-sm:grid max-sm:border-b max-sm:border-base-content/5 max-sm:last:border-b-0 max-sm:grid-cols-[2rem_1fr_auto] max-sm:items-center max-sm:py-2"
              >
                <td className="text-base-content/70 max-sm:px-2 max-sm:py-1">{index + 1}</td>
                <th scope="row" id={emailId} className="font-medium [overflow-wrap:anywhere] max-sm:col-span-2 max-sm:px-2 max-sm:py-1">
                  {user.email}
                  {user.email === currentEmail && <span className="badge ml-2 badge-ghost badge-sm">You</span>}
                </th>
                <td className="max-sm:col-start-2 max-sm:px-2 max-sm:py-1">
                  {isAdmin ? (
                    <span className="badge badge-soft font-semibold badge-primary">Admin</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-sm btn-primary"
                      aria-describedby={emailId}
                      disabled={isPromoting}
                      onClick={() => onMakeAdmin(user)}
                    >
                      {isPromoting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                      Make Admin
                    </button>
                  )}
                </td>
                <td className="max-sm:px-2 max-sm:py-1">
                  <button type="button" className="btn btn-outline btn-sm btn-error" aria-describedby={emailId} onClick={() => onDelete(user)}>
                    Delete
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
