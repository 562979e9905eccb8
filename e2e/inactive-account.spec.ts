import { expect, saveScreenshot, test } from './support/fixtures';

const INACTIVE_TITLE = 'Maaf, Akun Anda Tidak Aktif';

test.describe('inactive accounts', () => {
  let userCode: string | undefined;

  test.afterEach(async ({ adminApi }) => {
    // Leave nothing behind: the throw-away user is reactivated and removed.
    if (!userCode) return;
    await adminApi.setUserStatus(userCode, 'AKTIF');
    await adminApi.deleteUser(userCode);
    userCode = undefined;
  });

  test('a user deactivated by an admin sees the inactive screen at once; "Kembali ke Login" goes to /auth/login', async ({
    page,
    signIn,
    adminApi,
  }) => {
    const created = await adminApi.createUser('e2e-deact');
    userCode = created.userCode;
    await signIn(created.userCode);
    await page.goto('/');
    await expect(page.getByTestId('user-name')).toHaveText(created.fullName);
    await page.evaluate(() => Object.assign(window, { __e2eNoReload: true }));

    await adminApi.setUserStatus(created.userCode, 'TIDAK AKTIF');

    await expect(page.getByRole('heading', { name: INACTIVE_TITLE })).toBeVisible();
    await expect(page.getByTestId('app-name')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);

    await page.getByRole('button', { name: 'Kembali ke Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await expect(page.getByTestId('login-error')).toHaveCount(0);
  });

  test('the seeded inactive user signs in and sees the inactive screen only', async ({ page, signIn }, testInfo) => {
    await signIn('inactive');
    await page.goto('/');
    await expect(page.getByTestId('inactive-screen')).toBeVisible();
    await expect(page.getByRole('heading', { name: INACTIVE_TITLE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kembali ke Login' })).toBeVisible();
    // Nothing of the app around it.
    await expect(page.getByTestId('app-name')).toHaveCount(0);
    await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
    await expect(page.getByText('Welcome to')).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'inactive');
  });
});
