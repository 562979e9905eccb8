import { useSession } from 'next-auth/react';
import type { ReactNode } from 'react';
import { AuthGate } from '@/components/auth/AuthGate';
import { FullScreenLoader } from '@/components/auth/FullScreenLoader';
import { AppLayout } from './AppLayout';

/**
 * For a public page that a signed-in user must still see inside the shell (the 404): the shell — behind
 * the same gate as every signed-in page, so an inactive account still gets its own screen — once a
 * session is known, the page on its own for a visitor without one. A signed-out visitor is not sent to
 * sign-in: the address does not exist either way, and signing in would only lead back to this 404.
 */
export function ShellIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  // Until the session is known, neither: a signed-in user must not glimpse the bare page first.
  if (status === 'loading') return <FullScreenLoader />;
  if (status === 'authenticated') {
    return (
      <AuthGate>
        <AppLayout>{children}</AppLayout>
      </AuthGate>
    );
  }
  return <main className="flex min-h-screen flex-col justify-center px-4 pb-16">{children}</main>;
}
