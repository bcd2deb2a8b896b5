import type { Product } from '@partsmith/contract';
import { MAX_PAGE_SIZE } from '@partsmith/contract/constants';
import { messages } from '@partsmith/contract/messages';
import { webMessages } from '@partsmith/contract/web-messages';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { ConfirmDialog, useConfirmedMutation } from '@/components/ui/confirm-dialog';
import { InlineLoader } from '@/components/ui/page-loader';
import { PlusIcon } from '@/components/ui/plus-icon';
import { Pagination } from '@/components/ui/pagination';
import { EmptyNote, QueryContent, useDrawnAnswer } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useCategories } from '../api/get-categories';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { ManageProductsTable } from '../components/manage-products-table';

/** As many as the API answers at once; a larger catalogue is paged. */
const PAGE_SIZE = MAX_PAGE_SIZE;

function pageFrom(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /dashboard/manage-products (admin): the catalogue, newest first, with Delete. */
export function ManageProductsPage() {
  usePageMeta({
    title: 'Manage Products',
    description: 'Every part in the catalogue with its part number, category, stock and price per piece; admins delete parts here.',
  });
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const products = useProducts({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const categories = useCategories();
  const categoryNames = new Map(categories.data?.map((category) => [category.id, category.name]));
  const confirmation = useConfirmedMutation(useDeleteProduct(), {
    variables: (product: Product) => product._id,
    successMessage: messages.toast.productDeleted,
  });
  const toDelete = confirmation.subject;

  const hrefFor = (target: number) => ({ search: target > 1 ? `?page=${target}` : '' });
  const total = useDrawnAnswer(products)?.total;

  return (
    <section>
      <SectionHeading
        as="h1"
        title="Manage Products"
        description={total === undefined ? 'Every part in the catalogue, newest first.' : `${webMessages.partCount(total)} in the catalogue, newest first.`}
        action={
          <Link to="/dashboard/add-product" className="btn btn-primary">
            <PlusIcon />
            Add a Product
          </Link>
        }
      />
      <QueryContent
        query={products}
        loading={<InlineLoader label="Loading products…" />}
        errorTitle="We could not load the products"
        isEmpty={(found) => found.products.length === 0}
        empty={(found) => (
          <EmptyNote>
            {found.total > 0 ? (
              <>
                There are no products on this page.{' '}
                <Link to={hrefFor(1)} className="link font-medium link-primary">
                  Go to the first page
                </Link>
              </>
            ) : (
              webMessages.noParts
            )}
          </EmptyNote>
        )}
      >
        {(found) => (
          <div className="space-y-8">
            <ManageProductsTable products={found.products} categoryNames={categoryNames} offset={(page - 1) * PAGE_SIZE} onDelete={confirmation.ask} />
            <Pagination page={page} pageCount={Math.max(1, Math.ceil(found.total / PAGE_SIZE))} hrefFor={hrefFor} />
          </div>
        )}
      </QueryContent>
      <ConfirmDialog
        open={confirmation.open}
        title="Delete this product?"
        confirmLabel="Delete"
        pending={confirmation.pending}
        onConfirm={confirmation.confirm}
        onCancel={confirmation.close}
      >
        <p>
          <strong className="[overflow-wrap:anywhere]">{toDelete?.name}</strong> will be deleted permanently: it leaves the catalogue and can no longer be
          ordered. This cannot be undone. Orders that include it keep its name and price.
        </p>
      </ConfirmDialog>
    </section>
  );
}
