// @vitest-environment jsdom
export {};
const fake = { connect: vi.fn(), disconnect: vi.fn(), options: null as unknown };
vi.mock('socket.io-client', () => ({
  io: (...args: unknown[]) => {
    fake.options = args[args.length - 1];
    return fake;
  },
}));

const { setAuthToken } = await import('@/services/api-client');
const { getSocket } = await import('@/services/socket');

describe('the realtime socket signs in like the API', () => {
  it('waits for a token, connects with it, and signs in anew when it changes', async () => {
    setAuthToken(null);
    await getSocket();
    expect((fake.options as { autoConnect: boolean }).autoConnect).toBe(false);
    expect(fake.connect).not.toHaveBeenCalled();

    setAuthToken('token-a');
    expect(fake.connect).toHaveBeenCalledTimes(1);
    const auth = (fake.options as { auth: (cb: (d: unknown) => void) => void }).auth;
    auth((data) => expect(data).toEqual({ token: 'token-a' }));

    setAuthToken('token-b');
    expect(fake.disconnect).toHaveBeenCalledTimes(2);
    expect(fake.connect).toHaveBeenCalledTimes(2);
    auth((data) => expect(data).toEqual({ token: 'token-b' }));

    setAuthToken(null); // signed out: no socket
    expect(fake.disconnect).toHaveBeenCalledTimes(3);
    expect(fake.connect).toHaveBeenCalledTimes(2);
  });
});
