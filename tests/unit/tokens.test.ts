import { SignJWT } from 'jose';
import { accessTokenKey, JWT_EXPIRED, TokenService } from '@/lib/server/auth/tokens';

const SECRET = 'unit-test-secret';

describe('TokenService', () => {
  afterEach(() => vi.useRealTimers());

  it('round-trips the user code and token version', async () => {
    const tokens = new TokenService(SECRET, 60);
    const { token, expiresAt } = await tokens.issue('admin', 7);
    const claims = await tokens.verify(token);
    expect(claims).toMatchObject({ sub: 'admin', tv: 7 });
    expect(new Date(expiresAt).getTime()).toBe(claims.exp * 1000);
  });

  it('a token verified once still expires: the cache checks exp on every use', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService(SECRET, 1);
    const { token } = await tokens.issue('admin', 0);
    await expect(tokens.verify(token)).resolves.toMatchObject({ sub: 'admin' });
    vi.setSystemTime(Date.now() + 2000);
    await expect(tokens.verify(token)).rejects.toThrow(JWT_EXPIRED);
    // …but logout may still read it (idempotent logout of an expired session).
    await expect(tokens.verify(token, { ignoreExpiry: true })).resolves.toMatchObject({ sub: 'admin' });
  });

  it('an expired token seen first with ignoreExpiry is still refused for normal use', async () => {
    const tokens = new TokenService(SECRET, 60);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setExpirationTime(past)
      .sign(accessTokenKey(SECRET));
    await expect(tokens.verify(expired, { ignoreExpiry: true })).resolves.toMatchObject({ sub: 'admin' });
    await expect(tokens.verify(expired)).rejects.toThrow(JWT_EXPIRED);
  });

  it('refuses a tampered token even after the genuine one was verified', async () => {
    const tokens = new TokenService(SECRET, 60);
    const { token } = await tokens.issue('counter', 0);
    await tokens.verify(token);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', tv: 0, exp: 9999999999 })).toString('base64url');
    await expect(tokens.verify(`${header}.${forged}.${signature}`)).rejects.toThrow('Invalid token');
    await expect(new TokenService('another-secret', 60).verify(token)).rejects.toThrow('Invalid token');
  });

  it('refuses tokens without the claims it needs, and other algorithms', async () => {
    const tokens = new TokenService(SECRET, 60);
    const noTv = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setExpirationTime('1h')
      .sign(accessTokenKey(SECRET));
    await expect(tokens.verify(noTv)).rejects.toThrow('Invalid token');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"admin","tv":0}').toString('base64url')}.`;
    await expect(tokens.verify(unsigned)).rejects.toThrow('Invalid token');
  });
});
