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
  it('reacts to the server events and lets go on unmount', async () => {
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
    expect(fakeSocket.listenerCount('updateResource')).toBe(0);
  });

  it('a changed registry row refreshes its resource and the lists that show its labels', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const seed = (queryKey: unknown[], refs?: string[]) => {
      // `meta.refs` is what useResourceList declares: the resources whose labels its rows carry.
      client.getQueryCache().build(client, { queryKey, meta: { refs } });
      client.setQueryData(queryKey, []);
    };
    seed(['moda', 'list', { page: 1 }]);
    seed(['moda', 'one', 3]);
    seed(['service', 'list', { page: 1 }], ['moda']);
    seed(['product', 'list', { page: 1 }]);
    const stale = (queryKey: unknown[]) => client.getQueryState(queryKey)?.isInvalidated;

    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { unmount } = renderHook(() => useRealtime(), { wrapper });
    await waitFor(() => expect(fakeSocket.listenerCount('updateResource')).toBe(1));

    fakeSocket.emit('updateResource', { resource: 'moda', id: 3, action: 'update' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['moda'] });
    expect(stale(['moda', 'list', { page: 1 }])).toBe(true);
    expect(stale(['moda', 'one', 3])).toBe(true);
    expect(stale(['service', 'list', { page: 1 }])).toBe(true);
    expect(stale(['product', 'list', { page: 1 }])).toBe(false);

    // A payload without a resource changes nothing.
    invalidate.mockClear();
    fakeSocket.emit('updateResource', {});
    expect(invalidate).not.toHaveBeenCalled();
    unmount();
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
