import { expect, test } from './support/fixtures';

test('sign out from the profile menu lands on /auth/login and the old access token is refused', async ({
  page,
  signIn,
}) => {
  // finance: no other spec relies on its tokens (a logout revokes every token of the user).
  const session = await signIn('finance');
  const token = session.accessToken.token;
  const asOldToken = (url: string) => page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect((await asOldToken('/api/datamaster/get/user/finance')).status()).toBe(200);

  await page.goto('/');
  // Spec §5: DEWI LESTARI WIJAYA KUSUMA, cut at 15 characters.
  await expect(page.getByTestId('user-name')).toHaveText('DEWI LESTARI WI...');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout-button').click();

  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  // A deliberate sign-out is not an error: no "please sign in" bounce.
  await expect(page.getByTestId('login-error')).toHaveCount(0);
  const after = (await (await page.request.get('/api/auth/session')).json()) as Record<string, unknown>;
  expect(after.user).toBeUndefined();

  // The logout call is fire-and-forget from the browser: give it a moment to land.
  await expect.poll(async () => (await asOldToken('/api/datamaster/get/user/admin')).status()).toBe(401);
  expect((await asOldToken('/api/datamaster/get/user/finance')).status()).toBe(401);
});
