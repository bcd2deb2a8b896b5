import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { CART_QUERY_KEY } from '@/lib/query-keys';
import { readBrowserCart, useBrowserCartLines, writeBrowserCart } from '../lib/browser-cart';
import { useCartCustomer } from '../lib/cart-customer';
import { addCartLines } from './add-cart-lines';
import { mergeBrowserCart } from './merge-browser-cart';

let merging: Promise<void> | null = null;

/**
 * What the merge on sign-in (merge-browser-cart.ts) could not add in one request, added one line at a time
 * (POST /api/cart/lines), so that a part no longer sold or a full cart keeps out only its own line. A refused line
 * leaves the browser and is named in a toast, in the server's words; an unanswered one stays for the next visit.
 * The merge in one request goes first (or is waited for, if it runs), so that no line is added twice.
 */
async function mergeLineByLine(queryClient: QueryClient, onRefused: (messages: string[]) => void): Promise<void> {
  await mergeBrowserCart(queryClient);
  const refusals: string[] = [];
  for (const { productId, quantity } of readBrowserCart()) {
    try {
      await addCartLines([{ productId, quantity }]);
    } catch (error) {
      if (!(error instanceof ApiError && error.isClientError)) break;
      refusals.push(error.message);
    }
    writeBrowserCart(readBrowserCart().filter((line) => line.productId !== productId));
  }
  if (refusals.length > 0) onRefused(refusals);
}

/** On the cart's pages: a signed-in customer's browser still holds lines of a visitor's cart that the merge left. */
export function useMergeBrowserCartLines() {
  const customer = useCartCustomer();
  const holdsLines = useBrowserCartLines().length > 0;
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    if (!customer || !holdsLines) return;
    merging ??= mergeLineByLine(queryClient, (messages) => toast.error(messages.join(' '))).finally(() => {
      merging = null;
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    });
  }, [customer, holdsLines, queryClient, toast]);
}
