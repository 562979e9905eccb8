import { useSession } from 'next-auth/react';
import { useEffect, type ReactNode } from 'react';
import { setAuthToken } from '@/services/api-client';
import { useAppDispatch } from '@/store';
import { setUserCode } from '@/store/auth-slice';

/**
 * Puts the session's access token on the API client. Done during render (idempotent) rather than in an
 * effect: children's effects — where their queries start — run before a parent's effects.
 */
export function ApiAuthSync({ children }: { children: ReactNode }) {
  const { data: session, status } = useSession();
  const dispatch = useAppDispatch();
  if (status !== 'loading') setAuthToken(session?.accessToken?.token ?? null);
  const userCode = session?.user?.id ?? null;
  useEffect(() => {
    if (status !== 'loading') dispatch(setUserCode(userCode));
  }, [dispatch, status, userCode]);
  return <>{children}</>;
}
