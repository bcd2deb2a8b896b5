import { cartMessages, type Product } from '@partsmith/contract';
import { PendingButton } from '@/components/ui/pending-button';
import { useAddToCartWithNotice } from './use-cart-notice';

/** A small button that puts the part's minimum order in the cart (the part page takes any quantity). */
function AddToCartButton({ product, describedBy }: { product: Product; describedBy: string }) {
  const { add, pending } = useAddToCartWithNotice();
  return (
    <PendingButton
      className="btn w-full btn-outline btn-sm"
      pending={pending}
      aria-describedby={describedBy}
      onClick={() => add([{ productId: product._id, quantity: product.minimum }], cartMessages.added(product.name, product.minimum))}
    >
      {cartMessages.addMinimumToCart(product.minimum)}
    </PendingButton>
  );
}

/** For the catalogue's cards and compact rows, beside Book Now (given the id of the part's name). */
export function addMinimumToCart(product: Product, describedBy: string) {
  return <AddToCartButton product={product} describedBy={describedBy} />;
}
