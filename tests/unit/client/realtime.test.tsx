// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import type { ReactNode } from 'react';

const fakeSocket = new EventEmitter();
const getSocket = vi.fn(() => Promise.resolve(fakeSocket));
vi.mock('@/services/socket', () => ({ getSocket: () => getSocket() }));

const { useRealtime } = await import('@/hooks/use-realtime');

describe('useRealtime (spec §4)', () => {
  it('reacts to the three server events and lets go on unmount', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useRealtime(), { wrapper });
    await waitFor(() => expect(fakeSocket.listenerCount('updateSiteSetting')).toBe(1));

    fakeSocket.emit('updateSiteSetting', { id: 1 });
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['site-setting', 'list'] });

    fakeSocket.emit('updateUserStatus', { user_code: 'KURIR01', status: 'TIDAK AKTIF' });
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['getUserByID'] });

    window.localStorage.setItem('persist:root', '{}');
    fakeSocket.emit('updateLocalStorage');
    expect(window.localStorage.length).toBe(0);

    unmount();
    expect(fakeSocket.listenerCount('updateSiteSetting')).toBe(0);
    expect(fakeSocket.listenerCount('updateLocalStorage')).toBe(0);
    expect(fakeSocket.listenerCount('updateUserStatus')).toBe(0);
  });

  it('does not subscribe when the page unmounts before the client library has loaded', async () => {
    let resolveSocket: (s: EventEmitter) => void = () => undefined;
    getSocket.mockImplementationOnce(() => new Promise((resolve) => (resolveSocket = resolve)));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useRealtime(), { wrapper });
    unmount();
    resolveSocket(fakeSocket);
    await Promise.resolve();
    await Promise.resolve();
    expect(fakeSocket.listenerCount('updateSiteSetting')).toBe(0);
  });
});
