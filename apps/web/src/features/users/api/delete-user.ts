import type { DeletedCount } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

export async function deleteUser(email: string): Promise<DeletedCount> {
  const { data } = await apiRequest<DeletedCount>(`/user/${encodeURIComponent(email)}`, { method: 'DELETE' });
  return data;
}

/** Deletes an account for good and ends its sessions (admin only), then reloads the list. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
