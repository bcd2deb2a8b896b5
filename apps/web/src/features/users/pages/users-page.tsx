import { type User, USER_PAGE_SIZE } from '@partsmith/contract';
import { MAX_SEARCH_LENGTH } from '@partsmith/contract/constants';
import { messages } from '@partsmith/contract/messages';
import { listMessages } from '@partsmith/contract/list-messages';
import { usePageMeta } from '@/components/page-meta';
import { ConfirmedMutationDialog, useConfirmedMutation } from '@/components/ui/confirm-dialog';
import { InlineLoader } from '@/components/ui/page-loader';
import { PagedQueryContent } from '@/components/ui/paged-query-content';
import { EmptyNote, useDrawnAnswer } from '@/components/ui/query-content';
import { SearchBox } from '@/components/ui/search-box';
import { SectionHeading } from '@/components/ui/section-heading';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useListSearch } from '@/lib/use-list-search';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { UsersTable } from '../components/users-table';

/** /dashboard/users (admin): every account, newest first, searched and paged, with Make Admin and Delete. */
export function UsersPage({ currentEmail }: { currentEmail?: string | undefined }) {
  usePageMeta({ title: 'All Users', description: 'Every account of the shop; admins make another user admin or delete an account here.' });
  const { searchParams, page, hrefFor, setFilter } = useListSearch();
  const q = (searchParams.get('q') ?? '').trim();
  const users = useUsers({ offset: (page - 1) * USER_PAGE_SIZE, q });
  const promotion = useConfirmedMutation(useMakeAdmin(), {
    variables: (user: User) => user.email,
    successMessage: messages.toast.adminAdded,
    errorMessage: (error) => (error instanceof ApiError && error.status === 403 ? messages.toast.adminFailed : getErrorMessage(error)),
  });
  const deletion = useConfirmedMutation(useDeleteUser(), { variables: (user: User) => user.email, successMessage: messages.toast.userDeleted });

  const total = useDrawnAnswer(users)?.total;
  const title = total === undefined ? 'All Users' : `All Users (${total})`;
  return (
    <section>
      <SectionHeading as="h1" title={title} description="Make a user an admin, or delete an account." />
      <div className="mb-6 rounded-box border border-base-300 bg-base-200/60 p-4">
        <SearchBox label="Search users" placeholder="Email or name" value={q} maxLength={MAX_SEARCH_LENGTH} onSearch={(query) => setFilter('q', query)} />
      </div>
      <PagedQueryContent
        query={users}
        page={page}
        pageSize={USER_PAGE_SIZE}
        hrefFor={hrefFor}
        loading={<InlineLoader label="Loading users…" />}
        errorTitle="We could not load the users"
        empty={<EmptyNote>{q ? listMessages.noUsersMatch(q) : 'There are no users yet.'}</EmptyNote>}
      >
        {(list, firstRowNumber) => (
          <UsersTable
            users={list}
            firstRowNumber={firstRowNumber}
            currentEmail={currentEmail}
            promoting={promotion.pending ? promotion.subject?.email : undefined}
            onMakeAdmin={promotion.ask}
            onDelete={deletion.ask}
          />
        )}
      </PagedQueryContent>
      <ConfirmedMutationDialog confirmation={promotion} title="Make this user an admin?" confirmLabel="Make Admin" tone="primary">
        {(user) => (
          <p>
            <strong className="break-all">{user.email}</strong> will see every customer&apos;s orders and details, and manage parts, orders, reviews and users,
            deleting accounts and making other admins included. An admin stays one until their account is deleted.
          </p>
        )}
      </ConfirmedMutationDialog>
      <ConfirmedMutationDialog confirmation={deletion} title="Delete this user?" confirmLabel="Delete">
        {(user) => (
          <p>
            <strong className="break-all">{user.email}</strong> will be deleted permanently and signed out everywhere. This cannot be undone. Their past orders
            are kept.
          </p>
        )}
      </ConfirmedMutationDialog>
    </section>
  );
}
