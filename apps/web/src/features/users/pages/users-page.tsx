import type { User } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { usePageMeta } from '@/components/page-meta';
import { ConfirmDialog, useConfirmedMutation } from '@/components/ui/confirm-dialog';
import { InlineLoader } from '@/components/ui/page-loader';
import { EmptyNote, QueryContent, useDrawnAnswer } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useToast } from '@/components/ui/toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { UsersTable } from '../components/users-table';

/** /dashboard/users (admin): every account, with Make Admin and Delete. */
export function UsersPage({ currentEmail }: { currentEmail?: string | undefined }) {
  usePageMeta({ title: 'All Users', description: 'Every account of the shop; admins make another user admin or delete an account here.' });
  const users = useUsers();
  const makeAdmin = useMakeAdmin();
  const toast = useToast();
  const confirmation = useConfirmedMutation(useDeleteUser(), { variables: (user: User) => user.email, successMessage: messages.toast.userDeleted });
  const toDelete = confirmation.subject;

  const handleMakeAdmin = (user: User) => {
    makeAdmin.mutate(user.email, {
      onSuccess: () => toast.success(messages.toast.adminAdded),
      onError: (error) => toast.error(error instanceof ApiError && error.status === 403 ? messages.toast.adminFailed : getErrorMessage(error)),
    });
  };

  const shownUsers = useDrawnAnswer(users);
  const title = shownUsers ? `All Users (${shownUsers.length})` : 'All Users';
  return (
    <section>
      <SectionHeading as="h1" title={title} description="Make a user an admin, or delete an account." />
      <QueryContent
        query={users}
        loading={<InlineLoader label="Loading users…" />}
        errorTitle="We could not load the users"
        isEmpty={(list) => list.length === 0}
        empty={() => <EmptyNote>There are no users yet.</EmptyNote>}
      >
        {(list) => (
          <UsersTable
            users={list}
            currentEmail={currentEmail}
            promoting={makeAdmin.isPending ? makeAdmin.variables : undefined}
            onMakeAdmin={handleMakeAdmin}
            onDelete={confirmation.ask}
          />
        )}
      </QueryContent>
      <ConfirmDialog
        open={confirmation.open}
        title="Delete this user?"
        confirmLabel="Delete"
        pending={confirmation.pending}
        onConfirm={confirmation.confirm}
        onCancel={confirmation.close}
      >
        <p>
          <strong className="break-all">{toDelete?.email}</strong> will be deleted permanently and signed out everywhere. This cannot be undone. Their past
          orders are kept.
        </p>
      </ConfirmDialog>
    </section>
  );
}
