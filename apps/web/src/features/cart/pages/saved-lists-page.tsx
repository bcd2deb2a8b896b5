import { cartMessages, type SavedList } from '@partsmith/contract';
import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { ConfirmedMutationDialog, useConfirmedMutation } from '@/components/ui/confirm-dialog';
import { InlineLoader } from '@/components/ui/page-loader';
import { EmptyNote, QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAddSavedListToCart } from '../api/add-saved-list-to-cart';
import { useDeleteSavedList } from '../api/delete-saved-list';
import { useSavedLists } from '../api/get-saved-lists';
import { SavedListCard } from '../components/saved-list-card';
import { useCartNotice } from '../components/use-cart-notice';

/** /dashboard/lists (customers): the saved lists, each added to the cart in one step for the monthly re-order. */
export function SavedListsPage() {
  usePageMeta({ title: cartMessages.listsTitle, description: cartMessages.listsDescription });
  const lists = useSavedLists();
  const toast = useToast();
  const notify = useCartNotice();
  const addToCart = useAddSavedListToCart();
  const deletion = useConfirmedMutation(useDeleteSavedList(), {
    variables: (list: SavedList) => list.id,
    successMessage: cartMessages.listDeleted,
  });

  const add = (list: SavedList) =>
    addToCart.mutate(list.id, {
      onSuccess: () => notify(cartMessages.listAdded(list.name)),
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  return (
    <section>
      <SectionHeading as="h1" title={cartMessages.listsTitle} description={cartMessages.listsIntro} />
      <QueryContent
        query={lists}
        loading={<InlineLoader label={cartMessages.loadingLists} />}
        errorTitle={cartMessages.listsLoadFailed}
        isEmpty={(found) => found.length === 0}
        empty={() => (
          <EmptyNote>
            {cartMessages.noLists}{' '}
            <Link to="/cart" className="link font-medium link-primary">
              {cartMessages.viewCart}
            </Link>
          </EmptyNote>
        )}
      >
        {(found) => (
          <ul className="space-y-4">
            {found.map((list) => (
              <li key={list.id}>
                <SavedListCard list={list} adding={addToCart.isPending && addToCart.variables === list.id} onAddToCart={add} onDelete={deletion.ask} />
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
      <ConfirmedMutationDialog
        confirmation={deletion}
        title={deletion.subject ? cartMessages.deleteListTitle(deletion.subject.name) : ''}
        confirmLabel={cartMessages.deleteList}
      >
        {() => cartMessages.deleteListText}
      </ConfirmedMutationDialog>
    </section>
  );
}
