// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/store';

// The 404 of an unknown address under OPERATIONAL, seen by a counter clerk (point of sale only).
const router = { pathname: '/404', asPath: '/operational/nope', push: vi.fn() };
vi.mock('next/router', () => ({ useRouter: () => router }));
const POS = ['/operational/pos/cash/entry', '/operational/pos/cash/booking'];
const signedIn = {
  status: 'authenticated',
  data: {
    user: { id: 'counter', full_name: 'SITI NURHALIZA', user_group: 'Counter', permissions: JSON.stringify(POS), photo: null },
    accessToken: { token: 't' },
  },
};
let session: { status: string; data: unknown } = signedIn;
const required = vi.fn();
vi.mock('next-auth/react', () => ({
  useSession: (opts?: { required?: boolean }) => {
    if (opts?.required) required();
    return session;
  },
}));
let userStatus = 'AKTIF';
vi.mock('@/hooks/use-user-by-id', () => ({
  useUserById: () => ({ data: { status: userStatus, photo: null }, isPending: false, fetchStatus: 'idle' }),
}));
vi.mock('@/hooks/use-logout', () => ({ useLogout: () => vi.fn(), isSigningOut: () => false, LOGIN_PATH: '/auth/login' }));
vi.mock('next/dynamic', () => ({ default: () => () => <div data-testid="lazy-part" /> }));
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }),
});

const { default: NotFoundPage } = await import('@/pages/404');

function renderNotFound() {
  const store = makeStore();
  const page = NotFoundPage.getLayout!(<NotFoundPage />);
  return render(<Provider store={store}>{page}</Provider>);
}

const topLevel = () => [...document.querySelectorAll('[data-testid="sidebar"] [data-menu-level="1"]')].map((e) => e.textContent);

beforeEach(() => {
  session = signedIn;
  userStatus = 'AKTIF';
  required.mockClear();
  router.push.mockClear();
});

describe('404 (pages/404.tsx)', () => {
  it('is public: _app puts no sign-in gate in front of it', () => {
    expect(NotFoundPage.auth).toBe(false);
  });

  it('signed in: the 404 shows inside the shell — menu, search and top bar stay', () => {
    renderNotFound();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toHaveTextContent('404');
    expect(topLevel()).toEqual(['OPERATIONAL']);
    // The group of the address typed is the one opened.
    expect(document.querySelector('[data-testid="sidebar"] [data-menu-level="1"]')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Search pages' })).toBeInTheDocument();
    expect(screen.getByTestId('user-name')).toHaveTextContent('SITI NURHALIZA');
    expect(screen.getByTestId('app-footer')).toHaveTextContent('COPYRIGHT © 2022');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('signed in under an unknown master-data address: still the 404, not a 403', () => {
    router.asPath = '/app/master-data/does-not-exist';
    try {
      renderNotFound();
      expect(screen.getByTestId('not-found')).toBeInTheDocument();
      expect(screen.queryByTestId('forbidden')).toBeNull();
      expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    } finally {
      router.asPath = '/operational/nope';
    }
  });

  it('"Go back" goes one step back in history, or home when the tab has no history', () => {
    renderNotFound();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const length = vi.spyOn(window.history, 'length', 'get');
    try {
      length.mockReturnValue(3);
      fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
      expect(back).toHaveBeenCalledTimes(1);
      expect(router.push).not.toHaveBeenCalled();
      length.mockReturnValue(1);
      fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
      expect(back).toHaveBeenCalledTimes(1);
      expect(router.push).toHaveBeenCalledWith('/');
    } finally {
      back.mockRestore();
      length.mockRestore();
    }
  });

  it('signed out: the plain 404, no shell, no redirect to sign-in', () => {
    session = { status: 'unauthenticated', data: null };
    renderNotFound();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByTestId('user-name')).toBeNull();
    expect(required).not.toHaveBeenCalled();
  });

  it('while the session is loading: neither the bare page nor the shell', () => {
    session = { status: 'loading', data: null };
    renderNotFound();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByTestId('not-found')).toBeNull();
  });

  it('an inactive account gets its own screen here too', () => {
    userStatus = 'TIDAK AKTIF';
    renderNotFound();
    expect(screen.getByText('Maaf, Akun Anda Tidak Aktif')).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).toBeNull();
  });
});
