import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersQueryOptions } from './get-users';

export async function deleteUser(email: string): Promise<{ deletedCount: number }> {
  const { data } = await apiRequest<{ deletedCount: number }>(`/user/${encodeURIComponent(email)}`, { method: 'DELETE' });
  return data;
}

/** Deletes an account for good and ends its sessions (admin only), then reloads the list. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions.queryKey }),
  });
}
