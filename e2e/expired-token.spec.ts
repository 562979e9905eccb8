import { encode } from 'next-auth/jwt';
import { TokenService } from '../lib/server/auth/tokens';
import { E2E_SECRET } from './support/env';
import { expect, test } from './support/fixtures';

const SESSION_COOKIE = 'next-auth.session-token';

test('an expired access token: the API answers "jwt expired", the browser drops its cookies and lands on /login → /auth/login', async ({
  page,
  signIn,
  baseURL,
}) => {
  const session = await signIn('counter');
  // Signed with the server's own key (HKDF of NEXTAUTH_SECRET), expired a minute ago.
  const expired = (await new TokenService(E2E_SECRET, -60).issue('counter', 1)).token;
  const direct = await page.request.get('/api/datamaster/get/user/counter', {
    headers: { authorization: `Bearer ${expired}` },
  });
  expect(direct.status()).toBe(401);
  expect(((await direct.json()) as { message: string }).message).toBe('jwt expired');

  // What a browser holds once the access token has outlived its TTL: next-auth's session cookie (still
  // valid) carrying that expired token. Sealed with next-auth's own encoder and the server's secret.
  const sealed = await encode({
    secret: E2E_SECRET,
    token: { sub: 'counter', user: session.user, accessToken: { token: expired } },
  });
  await page.context().addCookies([
    { name: SESSION_COOKIE, value: sealed, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
    // A cookie readable by script, like the app's own: the interceptor must remove it.
    { name: 'e2e_readable', value: '1', url: baseURL! },
  ]);
  const served = (await (await page.request.get('/api/auth/session')).json()) as { accessToken?: { token: string } };
  expect(served.accessToken?.token).toBe(expired);

  const apiAnswers: string[] = [];
  // Passed through untouched; read here because the page leaves before its own listeners could read it.
  await page.route('**/api/datamaster/**', async (route) => {
    const res = await route.fetch();
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    apiAnswers.push(`${res.status()} ${body.message}`);
    await route.fulfill({ response: res });
  });
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) documents.push(new URL(req.url()).pathname);
  });

  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(apiAnswers).toContain('401 jwt expired');
  // Exactly once through /login, and it stays on the sign-in page.
  expect(documents).toEqual(['/', '/login', '/auth/login']);
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).not.toContain('e2e_readable');
  expect(cookies).not.toContain(SESSION_COOKIE);
  const after = (await (await page.request.get('/api/auth/session')).json()) as { user?: unknown };
  expect(after.user).toBeUndefined();
});
