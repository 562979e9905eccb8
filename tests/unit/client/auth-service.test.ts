// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { logout } from '@/services/auth';

const received: unknown[] = [];
const server = setupServer(
  http.post('*/api/auth/logout', async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ message: 'down' }, { status: 500 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('logout service', () => {
  it('posts the user_code, returns nothing to await and swallows the failure', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    expect(logout('KURIR01')).toBeUndefined();
    await vi.waitFor(() => expect(received).toEqual([{ user_code: 'KURIR01' }]));
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('sends nothing without a user code', () => {
    received.length = 0;
    logout(null);
    expect(received).toEqual([]);
  });
});
