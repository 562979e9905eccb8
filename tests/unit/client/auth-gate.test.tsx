// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';

type SessionState = { data: unknown; status: 'loading' | 'authenticated' | 'unauthenticated' };
let session: SessionState = { data: null, status: 'loading' };
let user: { isPending: boolean; fetchStatus: string; data?: { status: string }; error?: unknown } = {
  isPending: true,
  fetchStatus: 'idle',
};
const endSession = vi.fn();
const useLogout = vi.fn((_userCode?: string | null, _to?: string) => endSession);
const useSession = vi.fn((_options?: { required?: boolean }) => session);

vi.mock('next-auth/react', () => ({ useSession: (o?: { required?: boolean }) => useSession(o), signOut: vi.fn() }));
vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/hooks/use-user-by-id', () => ({ useUserById: () => user }));
vi.mock('@/hooks/use-logout', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/hooks/use-logout')>()),
  useLogout: (userCode?: string | null, to?: string) => useLogout(userCode, to),
}));
vi.mock('@/components/auth/InactiveAccount', () => ({
  InactiveAccount: ({ userCode }: { userCode: string }) => <div data-testid="inactive-screen">{userCode}</div>,
}));

const { AuthGate, redirectToSignIn } = await import('@/components/auth/AuthGate');

const signedIn = { data: { user: { id: 'KURIR01' }, accessToken: { token: 't' } }, status: 'authenticated' as const };

describe('AuthGate', () => {
  it('requires a session and shows a loader meanwhile', () => {
    session = { data: null, status: 'loading' };
    render(<AuthGate>app</AuthGate>);
    expect(useSession).toHaveBeenCalledWith({ required: true, onUnauthenticated: redirectToSignIn });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('app')).toBeNull();
  });

  it('waits for the user record before showing the app', () => {
    session = signedIn;
    user = { isPending: true, fetchStatus: 'fetching' };
    render(<AuthGate>app</AuthGate>);
    expect(screen.queryByText('app')).toBeNull();
  });

  it("replaces the app when the user is 'TIDAK AKTIF'", () => {
    session = signedIn;
    user = { isPending: false, fetchStatus: 'idle', data: { status: 'TIDAK AKTIF' } };
    render(<AuthGate>app</AuthGate>);
    expect(screen.getByTestId('inactive-screen')).toHaveTextContent('KURIR01');
    expect(screen.queryByText('app')).toBeNull();
  });

  it('shows the app for any other status, and when the record cannot be read', () => {
    session = signedIn;
    user = { isPending: false, fetchStatus: 'idle', data: { status: 'AKTIF' } };
    const { unmount } = render(<AuthGate>app</AuthGate>);
    expect(screen.getByText('app')).toBeInTheDocument();
    unmount();
    user = { isPending: true, fetchStatus: 'idle' };
    render(<AuthGate>app</AuthGate>);
    expect(screen.getByText('app')).toBeInTheDocument();
  });

  it('ends the session when the API no longer accepts its token (401), and only then', async () => {
    const { AxiosError } = await import('axios');
    session = signedIn;
    const refused = (status: number) =>
      new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
        status,
        data: { message: 'Session has ended; sign in again' },
      } as never);
    user = { isPending: false, fetchStatus: 'idle', error: refused(500) };
    const { unmount } = render(<AuthGate>app</AuthGate>);
    expect(endSession).not.toHaveBeenCalled();
    unmount();
    user = { isPending: false, fetchStatus: 'idle', error: refused(401) };
    render(<AuthGate>app</AuthGate>);
    expect(useLogout).toHaveBeenLastCalledWith('KURIR01', '/auth/login?error=SessionEnded');
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it("sends an unauthenticated visitor where next-auth's default would", () => {
    const original = window.location;
    const location = { href: 'http://localhost:3000/app/report/delivery?x=1' };
    Object.defineProperty(window, 'location', { configurable: true, value: location });
    try {
      redirectToSignIn();
      const url = new URL(location.href, 'http://localhost:3000');
      expect(url.pathname).toBe('/api/auth/signin');
      expect(url.searchParams.get('error')).toBe('SessionRequired');
      expect(url.searchParams.get('callbackUrl')).toBe('http://localhost:3000/app/report/delivery?x=1');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
