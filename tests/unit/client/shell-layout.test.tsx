// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/store';
import { setLayoutType, setSidebarActive, setSystem, type SiteSetting } from '@/store/app-slice';

// Router, session and user record of a counter clerk (point of sale only).
const router = { pathname: '/', asPath: '/', push: vi.fn() };
vi.mock('next/router', () => ({ useRouter: () => router }));
const POS = ['/operational/pos/cash/entry', '/operational/pos/cash/booking'];
vi.mock('next-auth/react', () => ({
  useSession: () => ({
    status: 'authenticated',
    data: {
      user: { id: 'counter', full_name: 'SITI NURHALIZA', user_group: 'Counter', permissions: JSON.stringify(POS), photo: null },
      accessToken: { token: 't' },
    },
  }),
}));
let freshPermissions: string[] | undefined;
vi.mock('@/hooks/use-user-by-id', () => ({
  useUserById: () => ({ data: freshPermissions ? { photo: null, user: { permissions: freshPermissions } } : undefined }),
}));
vi.mock('@/hooks/use-logout', () => ({ useLogout: () => vi.fn() }));
// Stands for both lazily loaded parts (horizontal menu, theme drawer).
vi.mock('next/dynamic', () => ({ default: () => () => <div data-testid="lazy-part" /> }));

// A controllable matchMedia: `narrow` decides whether '(max-width: 767px)' matches.
let narrow = false;
const listeners = new Set<() => void>();
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    get matches() {
      return query === '(max-width: 767px)' && narrow;
    },
    media: query,
    addEventListener: (_: string, cb: () => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
  }),
});
function setNarrow(value: boolean) {
  narrow = value;
  act(() => listeners.forEach((cb) => cb()));
}

const { AppLayout } = await import('@/layouts/AppLayout');
const { NARROW_QUERY } = await import('@/hooks/use-media-query');

function renderShell(layout: 'vertical' | 'horizontal' = 'vertical', system: SiteSetting[] = []) {
  const store = makeStore();
  store.dispatch(setLayoutType(layout));
  store.dispatch(setSystem(system));
  const utils = render(
    <Provider store={store}>
      <AppLayout>
        <p>page content</p>
      </AppLayout>
    </Provider>,
  );
  const shell = () => utils.container.querySelector('[data-layout]')!;
  return { ...utils, store, shell };
}

beforeEach(() => {
  narrow = false;
  freshPermissions = undefined;
  Object.assign(router, { pathname: '/', asPath: '/' });
});

describe('AppLayout: layout type (spec §2)', () => {
  it('uses the 768 px breakpoint', () => {
    expect(NARROW_QUERY).toBe('(max-width: 767px)');
  });

  it('shows the chosen horizontal layout on a wide screen', () => {
    const { shell } = renderShell('horizontal');
    expect(shell()).toHaveAttribute('data-layout', 'horizontal');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.getByTestId('lazy-part')).toBeInTheDocument();
    expect(screen.getByTestId('app-name')).toHaveTextContent('SYSTEM');
  });

  it('forces the vertical layout below 768 px, whatever the setting, and follows the width', () => {
    narrow = true;
    const { shell, store } = renderShell('horizontal');
    expect(shell()).toHaveAttribute('data-layout', 'vertical');
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.queryByTestId('lazy-part')).toBeNull();
    // The choice itself is kept.
    expect(store.getState().app.themeConfig.layout.type).toBe('horizontal');

    setNarrow(false);
    expect(shell()).toHaveAttribute('data-layout', 'horizontal');
    setNarrow(true);
    expect(shell()).toHaveAttribute('data-layout', 'vertical');
  });

  it('wide: the sidebar shows until toggled away', () => {
    const { store } = renderShell();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-visible', 'true');
    fireEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(store.getState().app.themeConfig.layout.sidebar.isActive).toBe(true);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-visible', 'false');
  });

  it('narrow: the sidebar is hidden, the toggle lays it over the page, navigation closes it', () => {
    narrow = true;
    const { rerender, store } = renderShell();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-visible', 'false');
    fireEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-visible', 'true');
    expect(screen.getByTestId('sidebar-backdrop')).toBeInTheDocument();

    Object.assign(router, { pathname: '/profile', asPath: '/profile' });
    rerender(
      <Provider store={store}>
        <AppLayout>
          <p>page content</p>
        </AppLayout>
      </Provider>,
    );
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-visible', 'false');
    expect(screen.queryByTestId('sidebar-backdrop')).toBeNull();
  });

  it('narrow: a click on the backdrop closes the sidebar', () => {
    narrow = true;
    const { store } = renderShell();
    act(() => {
      store.dispatch(setSidebarActive(true));
    });
    fireEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(store.getState().app.themeConfig.layout.sidebar.isActive).toBe(false);
  });
});

describe('AppLayout: menu and permission guard (spec §4, §6)', () => {
  it("shows only the user's menu", () => {
    renderShell();
    const top = [...document.querySelectorAll('[data-testid="sidebar"] [data-menu-level="1"]')].map((e) => e.textContent);
    expect(top).toEqual(['OPERATIONAL']);
  });

  it("prefers the fresh permissions of the user's record over the session's", () => {
    freshPermissions = ['/dashboard/eis'];
    renderShell();
    const top = [...document.querySelectorAll('[data-testid="sidebar"] [data-menu-level="1"]')].map((e) => e.textContent);
    expect(top).toEqual(['DASHBOARD']);
  });

  it('shows a 403 panel inside the shell for a screen the user may not open', () => {
    Object.assign(router, { pathname: '/app/master-data/system/users', asPath: '/app/master-data/system/users' });
    renderShell();
    expect(screen.getByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.queryByText('page content')).toBeNull();
    expect(screen.getByTestId('user-name')).toHaveTextContent('SITI NURHALIZA');
  });

  it('shows a permitted screen and the pages outside the menu', () => {
    Object.assign(router, { pathname: POS[0], asPath: POS[0] });
    const { unmount } = renderShell();
    expect(screen.getByText('page content')).toBeInTheDocument();
    unmount();
    Object.assign(router, { pathname: '/profile', asPath: '/profile' });
    renderShell();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });
});

describe('AppLayout: footer (spec §1)', () => {
  // The site-settings list as the server sends it: index = meaning, 6 = provider name.
  const list = (values: Record<number, string>): SiteSetting[] =>
    Array.from({ length: 9 }, (_, i) => ({ id: i + 1, key: `k${i}`, label: `l${i}`, value: values[i] ?? '', version: 1 }));

  it("reads 'COPYRIGHT © 2022' and the provider's name from site setting 6", () => {
    renderShell('vertical', list({ 0: 'KURIR EXPRESS', 6: 'PT KURIR EXPRESS NUSANTARA' }));
    expect(screen.getByTestId('app-footer')).toHaveTextContent(/^COPYRIGHT © 2022 PT KURIR EXPRESS NUSANTARA$/);
  });

  it('a blank provider falls back to the application name (setting 0), and that to SYSTEM', () => {
    const { unmount } = renderShell('vertical', list({ 0: 'KURIR EXPRESS', 6: '   ' }));
    expect(screen.getByTestId('app-footer')).toHaveTextContent(/^COPYRIGHT © 2022 KURIR EXPRESS$/);
    unmount();
    // A list from before the provider setting existed (six rows), then no list at all.
    const { unmount: again } = renderShell('vertical', list({ 0: 'KILAT' }).slice(0, 6));
    expect(screen.getByTestId('app-footer')).toHaveTextContent(/^COPYRIGHT © 2022 KILAT$/);
    again();
    renderShell();
    expect(screen.getByTestId('app-footer')).toHaveTextContent(/^COPYRIGHT © 2022 SYSTEM$/);
  });

  it('follows a change of the settings list (the realtime refetch) without a reload', () => {
    const { store } = renderShell('vertical', list({ 0: 'KURIR EXPRESS' }));
    act(() => {
      store.dispatch(setSystem(list({ 0: 'KURIR EXPRESS', 6: 'PT BARU' })));
    });
    expect(screen.getByTestId('app-footer')).toHaveTextContent(/^COPYRIGHT © 2022 PT BARU$/);
  });
});

describe('AppLayout: the theme-settings button (spec §1, §2)', () => {
  it('sits in the top bar, in colour 5, never floating over the page', () => {
    const system = ['SYSTEM', '#000', '#000', '#000', '#000', '#16a34a'].map((value, i) => ({ id: i + 1, key: `k${i}`, label: `l${i}`, value, version: 1 }));
    for (const narrowScreen of [false, true]) {
      narrow = narrowScreen;
      const { unmount } = renderShell('vertical', system);
      const button = screen.getByTestId('theme-settings-button');
      expect(screen.getByRole('banner')).toContainElement(button);
      expect(screen.getByRole('main')).not.toContainElement(button);
      expect(button.className).not.toMatch(/(^|\s)(fixed|absolute|sticky)(\s|$)/);
      expect(button).toHaveStyle({ backgroundColor: 'rgb(22, 163, 74)' });
      unmount();
    }
  });
});
