import type { ModifiedCount } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

export async function makeAdmin(email: string): Promise<ModifiedCount> {
  const { data } = await apiRequest<ModifiedCount>(`/user/admin/${encodeURIComponent(email)}`, { method: 'PUT' });
  return data;
}

/** Promotes a user to admin (admin only; anyone else gets 403), then reloads the list. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
