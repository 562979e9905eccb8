import { DEMO_PASSWORD } from './support/env';
import { expect, test } from './support/fixtures';
import { expectToast, PNG_1PX, shot, shotBothWidths, statusWith, WIDE } from './support/admin';

test.describe('profile', () => {
  let userCode: string | undefined;

  test.afterEach(async ({ adminApi }) => {
    if (userCode) {
      await statusWith(adminApi.request, await adminApi.bearer(), 'DELETE', `/api/datamaster/delete/user/${userCode}`);
    }
    userCode = undefined;
  });

  test('own details, own photo, password change (signed out, then in with the new one)', async ({ page, signIn, adminApi }, testInfo) => {
    test.setTimeout(120_000);
    const created = await adminApi.createUser('e2e-prof');
    userCode = created.userCode;
    const newPassword = 'Profil#2026new';

    await page.setViewportSize(WIDE);
    await signIn(created.userCode);
    await page.goto('/');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('profile-link').click();
    await expect(page).toHaveURL((u) => u.pathname === '/profile');
    await expect(page.getByTestId('profile-user-code')).toHaveText(created.userCode);
    await expect(page.getByTestId('profile-group')).toHaveText('Counter');
    await shotBothWidths(page, testInfo, 'profile');

    await test.step('details: saved, kept after a reload, and the top bar shows the new name', async () => {
      const form = page.getByTestId('profile-form');
      await expect(form.getByLabel('Full name')).toHaveValue(created.fullName);
      await form.getByLabel('Phone').fill('abc');
      await form.getByTestId('profile-save').click();
      await expect(form.getByText('Enter a valid phone number')).toBeVisible();
      await form.getByLabel('Full name').fill('E2E PROFIL BARU');
      await form.getByLabel('Phone').fill('+62 811 2222 3333');
      await form.getByTestId('profile-save').click();
      await expectToast(page, 'Your details were saved');
      await expect(page.getByTestId('user-name')).toHaveText('E2E PROFIL BARU');
      await page.reload();
      await expect(page.getByTestId('profile-form').getByLabel('Phone')).toHaveValue('+62 811 2222 3333');
    });

    await test.step('photo: checked before upload, then shown here and in the top bar', async () => {
      const upload = page.getByTestId('photo-upload');
      await upload.getByTestId('photo-input').setInputFiles({ name: 'doc.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(upload.getByTestId('photo-error')).toHaveText('Only JPEG, PNG or WebP images are accepted');
      await upload.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
      await upload.getByRole('button', { name: 'Upload photo' }).click();
      await expectToast(page, 'Photo updated');
      await expect(upload.getByTestId('photo-preview')).toHaveAttribute('src', /\/uploads\/users\/[0-9a-f-]{36}\.png$/);
      await expect(page.getByTestId('user-menu-button').locator('img')).toHaveAttribute('src', /\/uploads\/users\/[0-9a-f-]{36}\.png$/);
      // The upload bumped the record's version; editing the details right after still saves.
      await page.getByTestId('profile-form').getByLabel('Full name').fill('E2E PROFIL FOTO');
      await page.getByTestId('profile-form').getByTestId('profile-save').click();
      await expectToast(page, 'Your details were saved');
    });

    await test.step('password: a wrong current password is refused on its field', async () => {
      const form = page.getByTestId('password-form');
      await form.getByLabel('Current password').fill('wrong-password');
      await form.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
      await form.getByLabel('Repeat the new password').fill(newPassword);
      await form.getByTestId('password-save').click();
      await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText('Wrong password')).toBeVisible();
      await shot(page, testInfo, 'profile-password-error');
    });

    await test.step('password: changed → signed out → the sign-in page says so → in with the new one', async () => {
      const form = page.getByTestId('password-form');
      await form.getByLabel('Current password').fill(DEMO_PASSWORD);
      await form.getByTestId('password-save').click();
      await expect(page).toHaveURL((u) => u.pathname === '/auth/login' && u.searchParams.get('message') === 'password-changed');
      await expect(page.getByTestId('login-message')).toHaveText('Your password was changed. Sign in with your new password.');
      await expect(page.getByTestId('login-error')).toHaveCount(0);
      await shot(page, testInfo, 'profile-password-changed-login');
      const session = await (await page.request.get('/api/auth/session')).json();
      expect(session?.user).toBeUndefined();

      const old = await page.request.post('/api/auth/login', { data: { user_code: created.userCode, password: DEMO_PASSWORD } });
      expect(old.status()).toBe(401);
      await page.getByLabel('User code').fill(created.userCode);
      await page.getByLabel('Password').fill(newPassword);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL((u) => u.pathname === '/');
      await expect(page.getByTestId('user-name')).toHaveText('E2E PROFIL FOTO');
    });
  });
});
