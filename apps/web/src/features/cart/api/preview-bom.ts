import type { BomPreviewResult } from '@partsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Matches "part number, quantity" lines (typed, pasted or a CSV file's text) to parts, storing nothing
 * (POST /api/cart/bom-preview). Lines that need attention come back with 422 and the same body: a preview too.
 */
export async function previewBom(text: string): Promise<BomPreviewResult> {
  const { data } = await apiRequest<BomPreviewResult>('/cart/bom-preview', { method: 'POST', body: { text }, answerStatuses: [422] });
  return data;
}

export function usePreviewBom() {
  return useMutation({ mutationFn: previewBom });
}
