import { DEMO_PASSWORD } from './support/env';
import { expect, saveScreenshot, test } from './support/fixtures';

// The one sign-in through the form; every other spec signs in with the fixture. It makes the suite's
// only failed attempt (the lockout counts 10 per user code or IP in 15 minutes).
test('sign-in form: a wrong password gets the server message, the right one lands on / with name and group', async ({
  page,
}, testInfo) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'login');

  await page.getByLabel('User code').fill('counter');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The server's wording, which does not say which of the two was wrong.
  await expect(page.getByTestId('login-error')).toHaveText('Wrong user code or password');
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('user-name')).toHaveText('SITI NURHALIZA');
  await expect(page.getByTestId('user-group')).toHaveText('Counter');
  await expect(page.getByText('Signed in as SITI NURHALIZA (Counter).')).toBeVisible();
  // The site settings arrived (the sign-in page, before them, shows the fallback 'SYSTEM').
  await expect(page.getByTestId('app-name')).not.toHaveText('SYSTEM');
  await saveScreenshot(page, testInfo, 'home-signed-in');
});

test('a protected page without a session goes to sign-in with error=SessionRequired', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login' && url.searchParams.get('error') === 'SessionRequired');
  await expect(page.getByTestId('login-error')).toHaveText('Please sign in to open that page.');
});

test('/login redirects to /auth/login and keeps the query', async ({ page }) => {
  const res = await page.goto('/login?error=SessionRequired');
  expect(res?.ok()).toBe(true);
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login' && url.searchParams.get('error') === 'SessionRequired');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('the session cookie stays small with every permission, and the session still lists them (8 KB header limit)', async ({
  page,
  signIn,
}) => {
  // The admin holds every screen of the menu; the server runs with an 8 KB request-header limit.
  const session = await signIn('admin');
  const cookies = await page.context().cookies();
  const sessionCookies = cookies.filter((c) => c.name.includes('next-auth.session-token'));
  expect(sessionCookies).toHaveLength(1); // one cookie, not split in chunks
  const size = sessionCookies.reduce((n, c) => n + c.name.length + c.value.length + 1, 0);
  expect(size).toBeLessThan(2048);

  const permissions = JSON.parse(session.user.permissions) as string[];
  expect(permissions.length).toBeGreaterThan(150);
  expect(permissions).toContain('/misc/settings/system');
  // A page request carrying every cookie passes the 8 KB limit, and the shell knows the user.
  await page.goto('/');
  await expect(page.getByTestId('user-name')).toContainText('M. RIZKY');
});
