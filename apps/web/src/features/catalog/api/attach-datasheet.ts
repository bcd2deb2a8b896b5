import { DATASHEET_FIELD, DATASHEET_TITLE_FIELD, type Datasheet } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProductQueryOptions } from './get-product';

export interface DatasheetAttachment {
  title: string;
  file: File;
}

/** POST /api/product/{id}/datasheets (admin): the server checks the PDF and answers where to download it. */
export async function attachDatasheet(productId: string, { title, file }: DatasheetAttachment): Promise<Datasheet> {
  const form = new FormData();
  form.append(DATASHEET_TITLE_FIELD, title);
  form.append(DATASHEET_FIELD, file, file.name);
  const { data } = await apiRequest<Datasheet>(`/product/${encodeURIComponent(productId)}/datasheets`, { method: 'POST', body: form });
  return data;
}

/** Attaches a PDF to the part, then reloads the part (its page lists its datasheets). */
export function useAttachDatasheet(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachment: DatasheetAttachment) => attachDatasheet(productId, attachment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getProductQueryOptions(productId).queryKey }),
  });
}
