import { usePageMeta } from '@/components/page-meta';
import { SectionHeading } from '@/components/ui/section-heading';
import { ProductForm } from '../components/product-form';

/** /dashboard/add-product (admin): a new part, shown first on the home page once added. */
export function AddProductPage() {
  usePageMeta({ title: 'Add a Product', description: 'Add a part to the catalogue: name, price per piece, stock, minimum order, description and image.' });
  return (
    <section>
      <SectionHeading as="h1" title="Add a Product" description="A new part goes on sale at once and shows first on the home page. Prices are per piece." />
      <ProductForm />
    </section>
  );
}
