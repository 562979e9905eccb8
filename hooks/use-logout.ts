import { useQueryClient } from '@tanstack/react-query';
import { signOut } from 'next-auth/react';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { logout } from '@/services/auth';

export const LOGIN_PATH = '/auth/login';

let signingOut = false;

/**
 * True between a deliberate sign-out and the arrival on /auth/login: the page being left must not treat
 * its vanished session as "session required" and bounce through next-auth's sign-in with an error.
 */
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Spec §4: tell the server (fire and forget), clear the local session without a redirect, go to
 * /auth/login (or `to`, e.g. with a message for the sign-in page). The logout call captures the Bearer
 * header before the session is cleared.
 */
export function useLogout(userCode: string | null | undefined, to: string = LOGIN_PATH) {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    signingOut = true;
    try {
      logout(userCode);
      await signOut({ redirect: false });
      queryClient.clear();
      await router.push(to);
    } finally {
      signingOut = false;
    }
  }, [router, queryClient, userCode, to]);
}
