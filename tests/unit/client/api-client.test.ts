// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';
import { AxiosError } from 'axios';
import { apiClient, apiErrorMessage, setAuthToken } from '@/services/api-client';

const server = setupServer(
  http.get('*/api/expired', () => HttpResponse.json({ message: 'jwt expired' }, { status: 401 })),
  http.get('*/api/unauthorised', () => HttpResponse.json({ message: 'Authentication required' }, { status: 401 })),
  http.get('*/api/boom', () => HttpResponse.json({ message: 'Internal error' }, { status: 500 })),
  http.get('*/api/almost', () => HttpResponse.json({ message: 'jwt expired!' }, { status: 401 })),
  http.get('*/api/echo-auth', ({ request }) => HttpResponse.json({ auth: request.headers.get('authorization') })),
);

const originalLocation = window.location;
let location: { href: string };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  location = { href: 'http://localhost:3000/app/somewhere' };
  Object.defineProperty(window, 'location', { configurable: true, value: location });
  Cookies.set('theme', 'dark');
  Cookies.set('last_user', 'ADMIN');
});
afterEach(() => {
  server.resetHandlers();
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  setAuthToken(null);
});

describe('api client response interceptor (spec §8)', () => {
  it("'jwt expired' removes the readable cookies and sends the browser to /login", async () => {
    expect(Object.keys(Cookies.get())).toEqual(expect.arrayContaining(['theme', 'last_user']));
    const settled = vi.fn();
    void apiClient.get('/expired').then(settled, settled);
    await vi.waitFor(() => expect(location.href).toBe('/login'));
    expect(Cookies.get()).toEqual({});
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).not.toHaveBeenCalled();
  });

  it.each([
    ['/unauthorised', 401, 'Authentication required'],
    ['/boom', 500, 'Internal error'],
    ['/almost', 401, 'jwt expired!'],
  ])('%s: the error goes back to the caller, no redirect, cookies kept', async (path, status, message) => {
    const error = await apiClient.get(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response?.status).toBe(status);
    expect(apiErrorMessage(error)).toBe(message);
    expect(location.href).toBe('http://localhost:3000/app/somewhere');
    expect(Cookies.get('theme')).toBe('dark');
  });

  it('sends the Bearer token once set, and none after it is cleared', async () => {
    setAuthToken('abc.def');
    expect((await apiClient.get('/echo-auth')).data.auth).toBe('Bearer abc.def');
    setAuthToken(null);
    expect((await apiClient.get('/echo-auth')).data.auth).toBeNull();
  });
});
