// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

const calls: string[] = [];
const push = vi.fn(async (url: string) => {
  calls.push(`push ${url}`);
  return true;
});
const signOut = vi.fn(async (options?: { redirect?: boolean }) => {
  calls.push(`signOut ${JSON.stringify(options)}`);
  return undefined;
});
const logout = vi.fn((userCode: string | null | undefined) => {
  calls.push(`logout ${userCode}`);
});

vi.mock('next/router', () => ({ useRouter: () => ({ push }) }));
vi.mock('next-auth/react', () => ({ signOut: (o?: { redirect?: boolean }) => signOut(o) }));
vi.mock('@/services/auth', () => ({ logout: (u: string | null | undefined) => logout(u) }));

const { InactiveAccount } = await import('@/components/auth/InactiveAccount');

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('InactiveAccount', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.clearAllMocks();
  });

  it("shows the spec's title and button", () => {
    render(<InactiveAccount userCode="KURIR01" />, { wrapper });
    expect(screen.getByTestId('inactive-screen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maaf, Akun Anda Tidak Aktif' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kembali ke Login' })).toBeInTheDocument();
  });

  it('sends logout with the user code, signs out without redirect, then goes to /auth/login', async () => {
    render(<InactiveAccount userCode="KURIR01" />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Kembali ke Login' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/auth/login'));
    expect(logout).toHaveBeenCalledWith('KURIR01');
    expect(signOut).toHaveBeenCalledWith({ redirect: false });
    expect(calls).toEqual(['logout KURIR01', 'signOut {"redirect":false}', 'push /auth/login']);
  });
});
