import type { ModifiedCount, ProfileUpdateInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';

export async function updateProfile(email: string, input: ProfileUpdateInput): Promise<ModifiedCount> {
  const { data } = await apiRequest<ModifiedCount>(`/user/update/${encodeURIComponent(email)}`, { method: 'PUT', body: input });
  return data;
}

/** Saves Education, Address, Phone and LinkedIn Link of the signed-in user's own profile. */
export function useUpdateProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => updateProfile(email, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(email).queryKey }),
  });
}
