import type { Quote, QuoteAnswerInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUOTES_QUERY_KEY } from '@/lib/query-keys';

export interface QuoteAnswerRequest {
  quoteId: string;
  answer: QuoteAnswerInput;
}

export async function answerQuote({ quoteId, answer }: QuoteAnswerRequest): Promise<Quote> {
  const { data } = await apiRequest<Quote>(`/allquotes/${encodeURIComponent(quoteId)}`, { method: 'PATCH', body: answer });
  return data;
}

/** Answers a requested quote with a price and a date, or declines it (admin), then reads the quote lists again. */
export function useAnswerQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUOTES_QUERY_KEY }),
  });
}
