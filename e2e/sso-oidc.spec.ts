import type { Page } from '@playwright/test';
import { OIDC } from './support/env';
import { expect, test } from './support/fixtures';

/** From the app's sign-in page through the provider's own login and consent pages. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto('/auth/login');
  await page.getByTestId('sso-button').click();
  await expect(page).toHaveURL((url) => url.origin === OIDC.issuer && url.pathname.startsWith('/interaction/'));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password works here');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // Consent for openid email profile.
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('OpenID Connect single sign-on against a local provider', () => {
  test('an identity whose e-mail matches an active user signs in as that user', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByTestId('sso-button')).toHaveText('Sign in with Single Sign-On');

    await signInAtProvider(page, 'dispatcher@kurir.example');

    await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 20_000 });
    await expect(page.getByTestId('user-name')).toHaveText('BUDI SANTOSO');
    await expect(page.getByTestId('user-group')).toHaveText('Dispatcher');
    const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: { id: string } };
    expect(session.user?.id).toBe('dispatcher');
  });

  test('an identity that matches no user is refused with a clear message', async ({ page }) => {
    await signInAtProvider(page, 'stranger@example.com');

    await expect(page).toHaveURL((url) => url.pathname === '/auth/login', { timeout: 20_000 });
    await expect(page.getByTestId('login-error')).toHaveText(
      'Your single sign-on account is not linked to an active user of this system. Ask an administrator.',
    );
    const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: unknown };
    expect(session.user).toBeUndefined();
  });
});
