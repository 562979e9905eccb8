import { expect, test } from './support/fixtures';

test('pages carry the security headers and no X-Powered-By', async ({ request }) => {
  for (const url of ['/auth/login', '/', '/api/auth/csrf', '/no-such-page']) {
    const res = await request.get(url, { maxRedirects: 0 });
    const h = res.headers();
    expect(h['content-security-policy'], url).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy'], url).toContain("script-src 'self'");
    expect(h['x-frame-options'], url).toBe('DENY');
    expect(h['x-content-type-options'], url).toBe('nosniff');
    expect(h['referrer-policy'], url).toBe('same-origin');
    expect(h['x-powered-by'], url).toBeUndefined();
  }
});

test('a malformed callbackUrl is a safe redirect, not a 500', async ({ request }) => {
  const res = await request.get('/api/auth/signin?callbackUrl=http%3A%2F%2Fx%3A99999%2F', { maxRedirects: 0 });
  expect(res.status()).toBeLessThan(500);
  const session = await request.get('/api/auth/session', { headers: { cookie: 'next-auth.callback-url=http%3A%2F%2Fx%3A99999%2F' } });
  expect(session.status()).toBe(200);
});

test('the app, its socket and the Sentry tunnel work under the CSP: no violation anywhere', async ({ page, signIn }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await signIn('admin');
  for (const path of ['/', '/misc/settings/system', '/app/master-data/price/list', '/app/master-data/system/roles', '/profile']) {
    await page.goto(path);
    await expect(page.getByTestId('user-name')).toBeVisible();
  }
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // socket.io reached the server signed in (its transport is not blocked by connect-src)
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/socket.io/'))))
    .toBe(true);
  // the monitoring tunnel is same-origin: fetch is allowed to reach it (whatever it answers without a DSN)
  const tunnel = await page.evaluate(() => fetch('/monitoring', { method: 'POST', body: '' }).then((r) => r.status, (e) => String(e)));
  expect(typeof tunnel).toBe('number');
  const inPage = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  expect([...violations, ...inPage]).toEqual([]);
});
