import type { InsertedId } from '@partsmith/contract';
import { getErrorMessage } from '@/lib/api-client';
import { useToast } from './toast';

/**
 * Sends a create request that answers `{ insertedId }` and toasts the outcome: `added`, or `failed` (with the
 * error's message when the request failed; the spec also counts an answer without insertedId as a failure).
 * The function it answers resolves to whether the item was added.
 */
export function useInsertWithToasts<Input>(insert: (input: Input) => Promise<Partial<InsertedId>>, { added, failed }: { added: string; failed: string }) {
  const toast = useToast();
  return async (input: Input): Promise<boolean> => {
    let insertedId: string | undefined;
    try {
      ({ insertedId } = await insert(input));
    } catch (error) {
      toast.error(`${failed} ${getErrorMessage(error)}`);
      return false;
    }
    if (!insertedId) {
      toast.error(failed);
      return false;
    }
    toast.success(added);
    return true;
  };
}
