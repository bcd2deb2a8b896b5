import { usePageTitle } from '@/components/page-title';
import { SectionHeading } from '@/components/ui/section-heading';
import { ProductForm } from '../components/product-form';

/** /dashboard/add-product (admin): a new part, shown first on the home page once added. */
export function AddProductPage() {
  usePageTitle('Add a Product');
  return (
    <section>
      <SectionHeading as="h1" title="Add a Product" description="A new part goes on sale at once and shows first on the home page. Prices are per piece." />
      <ProductForm />
    </section>
  );
}
