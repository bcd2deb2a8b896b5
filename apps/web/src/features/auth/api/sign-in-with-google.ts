import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Where Google sends the browser back when sign-in fails; the login page then says so. */
export const GOOGLE_ERROR_CALLBACK_URL = '/login?google=failed';

/** Asks the server for Google's sign-in address, then leaves for it. The browser comes back to callbackURL signed in. */
export async function signInWithGoogle(callbackURL: string): Promise<void> {
  const { data } = await apiRequest<{ url: string; redirect: boolean }>('/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL, errorCallbackURL: GOOGLE_ERROR_CALLBACK_URL },
  });
  window.location.assign(data.url);
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: signInWithGoogle });
}
