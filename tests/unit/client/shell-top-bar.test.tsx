// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/store';
import { setSystem, type SiteSetting } from '@/store/app-slice';

vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', asPath: '/', push: vi.fn() }) }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({
    status: 'authenticated',
    data: {
      user: { id: 'finance', full_name: 'DEWI LESTARI WIJAYA KUSUMA', user_group: 'Finance', permissions: '[]', photo: null },
      accessToken: { token: 't' },
    },
  }),
}));
vi.mock('@/hooks/use-user-by-id', () => ({ useUserById: () => ({ data: undefined }) }));
const logout = vi.fn();
vi.mock('@/hooks/use-logout', () => ({ useLogout: () => logout }));

// headlessui measures its panels; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const { TopBar } = await import('@/layouts/TopBar');
const { readableTextOn } = await import('@/hooks/use-site-colours');
const { greetingFor } = await import('@/components/shell/greeting');

const setting = (id: number, value: string): SiteSetting => ({ id, key: `k${id}`, label: `l${id}`, value, version: 1 });

function renderTopBar(system: SiteSetting[] = []) {
  const store = makeStore();
  store.dispatch(setSystem(system));
  return render(
    <Provider store={store}>
      <TopBar layout="horizontal" />
    </Provider>,
  );
}

/** The menus load after the first paint; until then a disabled stand-in carries the same test id. */
async function openMenu(testId: string) {
  await waitFor(() => expect(screen.getByTestId(testId)).toBeEnabled());
  const button = screen.getByTestId(testId);
  await act(async () => {
    fireEvent.pointerDown(button);
    fireEvent.mouseDown(button);
    fireEvent.pointerUp(button);
    fireEvent.mouseUp(button);
    fireEvent.click(button);
  });
}

describe('TopBar (spec §2)', () => {
  it('shows the display name (spec §5) with the group label, and the app name linking home', () => {
    renderTopBar([setting(1, 'KURIR EXPRESS'), setting(2, '#111111'), setting(3, '#2563eb'), setting(4, '#ffffff'), setting(5, '#123456')]);
    expect(screen.getByTestId('user-name')).toHaveTextContent('DEWI LESTARI WI...');
    expect(screen.getByTestId('user-group')).toHaveTextContent('Finance');
    expect(screen.getByTestId('app-name')).toHaveTextContent('KURIR EXPRESS');
    expect(screen.getByTestId('app-name').closest('a')).toHaveAttribute('href', '/');
    // Horizontal title colour: setting 4.
    expect(screen.getByTestId('app-name').closest('a')).toHaveStyle({ color: '#123456' });
  });

  it("notification panel: two 'Success Notification' under a header of colour 5, black by default", async () => {
    const { unmount } = renderTopBar();
    await openMenu('notification-button');
    expect(screen.getAllByText('Success Notification')).toHaveLength(2);
    expect(screen.getByTestId('notification-header')).toHaveStyle({ backgroundColor: '#000000', color: '#ffffff' });
    unmount();
    renderTopBar(['SYSTEM', '#000', '#000', '#000', '#000', '#fde68a'].map((v, i) => setting(i + 1, v)));
    await openMenu('notification-button');
    expect(screen.getByTestId('notification-header')).toHaveStyle({ backgroundColor: '#fde68a', color: '#0f172a' });
  });

  it('profile menu: Profile → /profile, Support opens the chat link of setting 8 in a new tab with the phone of setting 7, Logout', async () => {
    const system = ['KURIR EXPRESS', '#000', '#000', '#000', '#000', '#000', '', '+62 21 555 0101', 'https://wa.me/62215550101'];
    renderTopBar(system.map((v, i) => setting(i + 1, v)));
    await openMenu('user-menu-button');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Profile', 'Support+62 21 555 0101', 'Logout']);
    expect(items[0]).toHaveAttribute('href', '/profile');
    // A real link: a new tab that cannot reach back to this one.
    expect(items[1]).toHaveAttribute('href', 'https://wa.me/62215550101');
    expect(items[1]).toHaveAttribute('target', '_blank');
    expect(items[1].getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(items[1]).not.toHaveAttribute('aria-disabled');
    expect(screen.getByTestId('support-phone')).toHaveTextContent('+62 21 555 0101');

    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalled();
  });

  it('Support is disabled only while no link is set; the phone still shows; a non-https link is never used', async () => {
    for (const link of ['', 'javascript:alert(1)', 'http://wa.me/62215550101']) {
      const system = ['KURIR EXPRESS', '#000', '#000', '#000', '#000', '#000', '', '+62 21 555 0101', link];
      const { unmount } = renderTopBar(system.map((v, i) => setting(i + 1, v)));
      await openMenu('user-menu-button');
      const support = screen.getByRole('menuitem', { name: /^Support/ });
      expect(support, link).toHaveAttribute('aria-disabled', 'true');
      expect(support, link).not.toHaveAttribute('href');
      expect(screen.getByTestId('support-phone')).toHaveTextContent('+62 21 555 0101');
      unmount();
    }
    // Neither set (a list from before these settings existed): Support alone, disabled.
    renderTopBar(['KURIR EXPRESS', '#000', '#000', '#000', '#000', '#000'].map((v, i) => setting(i + 1, v)));
    await openMenu('user-menu-button');
    expect(screen.getByRole('menuitem', { name: /^Support/ })).toHaveTextContent(/^Support$/);
    expect(screen.getByRole('menuitem', { name: /^Support/ })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('shell helpers', () => {
  it('picks a readable text colour for a background', () => {
    expect(readableTextOn('#000000')).toBe('#ffffff');
    expect(readableTextOn('#0f172a')).toBe('#ffffff');
    expect(readableTextOn('#2563eb')).toBe('#ffffff');
    expect(readableTextOn('#ffffff')).toBe('#0f172a');
    expect(readableTextOn('#fde68a')).toBe('#0f172a');
    expect(readableTextOn('#fff')).toBe('#0f172a');
    expect(readableTextOn('not a colour')).toBe('#ffffff');
  });

  it('greets by the hour in Indonesian', () => {
    expect([0, 3, 4, 10, 11, 14, 15, 17, 18, 23].map(greetingFor)).toEqual([
      'Selamat malam',
      'Selamat malam',
      'Selamat pagi',
      'Selamat pagi',
      'Selamat siang',
      'Selamat siang',
      'Selamat sore',
      'Selamat sore',
      'Selamat malam',
      'Selamat malam',
    ]);
  });
});
