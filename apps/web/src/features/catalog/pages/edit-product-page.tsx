import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { InlineLoader } from '@/components/ui/page-loader';
import { QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { isProductNotFound, useProduct } from '../api/get-product';
import { DatasheetsEditor } from '../components/datasheets-editor';
import { PartNotFound } from '../components/part-not-found';
import { PriceTiersForm } from '../components/price-tiers-form';
import { ProductEditForm } from '../components/product-edit-form';
import { StockChangeForm } from '../components/stock-change-form';

const MANAGE_PRODUCTS = '/dashboard/manage-products';

/** /dashboard/manage-products/{id} (admin): a part's details, prefilled, its price breaks, and its stock, moved by pieces added or removed. */
export function EditProductPage({ productId }: { productId: string }) {
  const product = useProduct(productId);
  usePageMeta({
    title: product.data ? `Edit ${product.data.name}` : 'Edit a Product',
    description:
      "Change a part's name, price per piece, minimum order, description or image, its price breaks for larger orders, and add pieces to its stock or remove them.",
  });

  if (isProductNotFound(product.error)) return <PartNotFound message={product.error.message} backTo={MANAGE_PRODUCTS} backLabel="Back to Manage Products" />;
  return (
    <section>
      <SectionHeading
        as="h1"
        title="Edit a Product"
        description={product.data?.name ?? 'Changes show in the catalogue at once.'}
        action={
          <Link to={MANAGE_PRODUCTS} className="btn btn-ghost">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M19 12H5m6-6-6 6 6 6" />
            </svg>
            Manage Products
          </Link>
        }
      />
      <QueryContent query={product} loading={<InlineLoader label="Loading the part…" />} errorTitle="We could not load this part">
        {(part) => (
          <div className="space-y-8">
            <ProductEditForm product={part} />
            <PriceTiersForm product={part} />
            <StockChangeForm product={part} />
            <DatasheetsEditor productId={part._id} datasheets={part.datasheets} />
          </div>
        )}
      </QueryContent>
    </section>
  );
}
