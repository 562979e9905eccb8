import { isAxiosError } from 'axios';
import { useSession } from 'next-auth/react';
import { useEffect, type ReactNode } from 'react';
import { isSigningOut, LOGIN_PATH, useLogout } from '@/hooks/use-logout';
import { useUserById } from '@/hooks/use-user-by-id';
import { INACTIVE_STATUS } from '@/lib/resources/constants';
import { FullScreenLoader } from './FullScreenLoader';
import { InactiveAccount } from './InactiveAccount';

/** next-auth's own default, except while the user is deliberately signing out (no bounce, no error). */
export function redirectToSignIn(): void {
  if (isSigningOut()) return;
  const query = new URLSearchParams({ error: 'SessionRequired', callbackUrl: window.location.href });
  window.location.href = `/api/auth/signin?${query}`;
}

/**
 * Every page that does not declare `Page.auth = false`: requires a session (next-auth's default sends
 * the visitor to /api/auth/signin?error=SessionRequired&callbackUrl=…, which lands on /auth/login), then
 * replaces the app with the inactive-account screen when the user's record says 'TIDAK AKTIF'.
 * The server refuses an inactive user's calls anyway; this is the screen, not the guard.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { data: session, status } = useSession({ required: true, onUnauthenticated: redirectToSignIn });
  const userCode = session?.user?.id;
  const user = useUserById(userCode);
  // A token the API no longer accepts (logout elsewhere, password changed or reset, user deleted): the
  // next-auth session is dead too — end it rather than show an app whose every call fails.
  const endSession = useLogout(userCode, `${LOGIN_PATH}?error=SessionEnded`);
  const revoked = isAxiosError(user.error) && user.error.response?.status === 401;
  useEffect(() => {
    if (revoked) void endSession();
  }, [revoked, endSession]);

  if (status !== 'authenticated') return <FullScreenLoader />;
  // Wait for the first answer so an inactive user never glimpses the app; a failed fetch shows the app.
  if (user.isPending && user.fetchStatus === 'fetching') return <FullScreenLoader />;
  if (user.data?.status === INACTIVE_STATUS) return <InactiveAccount userCode={userCode} />;
  return <>{children}</>;
}
