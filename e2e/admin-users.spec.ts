import { DEMO_PASSWORD } from './support/env';
import { signInThroughNextAuth, expect, test } from './support/fixtures';
import { expectToast, PNG_1PX, row, rowMenuItem, shot, shotBothWidths, statusWith, unique, WIDE } from './support/admin';

const SCREEN = '/app/master-data/system/users';
const INACTIVE_TITLE = 'Maaf, Akun Anda Tidak Aktif';

test.describe('users screen', () => {
  const created: string[] = [];

  test.afterEach(async ({ adminApi }) => {
    // Whatever a test created and did not delete itself.
    for (const code of created.splice(0)) {
      const token = await adminApi.bearer();
      await statusWith(adminApi.request, token, 'DELETE', `/api/datamaster/delete/user/${code}`);
    }
  });

  test('create → list → edit → deactivate (their browser reacts) → reactivate → reset password → photo → delete', async ({
    page,
    signIn,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(WIDE);
    await signIn('admin');
    await page.goto(SCREEN);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(row(page, 'admin')).toBeVisible();
    await shotBothWidths(page, testInfo, 'admin-users');

    const code = unique('e2e-usr');
    created.push(code);
    const fullName = 'E2E KURIR BARU';
    const newPassword = 'Baru#2026xyz';

    await test.step('create', async () => {
      await page.getByTestId('add-user').click();
      const form = page.getByTestId('user-form');
      await expect(form).toBeVisible();
      // The client rules of the shared schema speak first.
      await form.getByTestId('user-form-submit').click();
      await expect(form.getByText('User code must be at least 2 characters')).toBeVisible();
      await expect(form.locator('[data-field-error]', { hasText: 'Choose a role' })).toBeVisible();

      await form.getByLabel('User code').fill(code);
      await form.getByLabel('Full name').fill(fullName);
      await form.getByLabel('E-mail').fill(`${code}@e2e.example`);
      await form.getByLabel('Phone').fill('+62 812 0000 1111');
      await form.getByLabel('Group (role)').selectOption({ label: 'Counter' });
      await form.getByLabel('Password').fill(DEMO_PASSWORD);
      await shot(page, testInfo, 'admin-users-add');
      await form.getByTestId('user-form-submit').click();
      await expect(form).toHaveCount(0);
      await expectToast(page, `User ${code} created`);
    });

    await test.step('it appears in the list; search and sort live in the URL', async () => {
      await page.getByRole('searchbox', { name: 'Search users' }).fill(code);
      await expect(page).toHaveURL(new RegExp(`search=${code}`));
      await expect(row(page, code)).toBeVisible();
      await expect(page.locator('tbody tr')).toHaveCount(1);
      await expect(row(page, code)).toContainText(fullName);
      await expect(row(page, code)).toContainText('Counter');
      await expect(row(page, code).getByTestId('user-status')).toHaveText('AKTIF');
      await page.getByRole('button', { name: 'Name' }).click();
      await expect(page).toHaveURL(/sort=full_name/);
      await page.getByRole('button', { name: 'Name' }).click();
      await expect(page).toHaveURL(/sort=-full_name/);
      await expect(row(page, code)).toBeVisible();
    });

    await test.step('a duplicate user code is refused on the field', async () => {
      await page.getByTestId('add-user').click();
      const form = page.getByTestId('user-form');
      await form.getByLabel('User code').fill(code);
      await form.getByLabel('Full name').fill('DUPLICATE');
      await form.getByLabel('Group (role)').selectOption({ label: 'Counter' });
      await form.getByLabel('Password').fill(DEMO_PASSWORD);
      await form.getByTestId('user-form-submit').click();
      await expect(form.getByTestId('form-error')).toContainText('already exists');
      await expect(form.getByLabel('User code')).toHaveAttribute('aria-invalid', 'true');
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(form).toHaveCount(0);
    });

    await test.step('edit', async () => {
      await row(page, code).getByRole('button', { name: `Edit ${code}` }).click();
      const form = page.getByTestId('user-form');
      await expect(form.getByLabel('Full name')).toHaveValue(fullName);
      await expect(form.getByLabel('Group (role)')).toHaveValue(/\d+/);
      await form.getByLabel('Full name').fill(`${fullName} EDIT`);
      await form.getByLabel('Group (role)').selectOption({ label: 'Dispatcher' });
      await shot(page, testInfo, 'admin-users-edit');
      await form.getByTestId('user-form-submit').click();
      await expect(form).toHaveCount(0);
      await expect(row(page, code)).toContainText(`${fullName} EDIT`);
      await expect(row(page, code)).toContainText('Dispatcher');
    });

    const userContext = await browser.newContext({ baseURL });
    try {
      const theirs = await userContext.newPage();
      await signInThroughNextAuth(theirs, code);
      await theirs.goto('/');
      await expect(theirs.getByTestId('user-name')).toBeVisible();
      await theirs.evaluate(() => Object.assign(window, { __e2eNoReload: true }));

      await test.step('deactivate: their open browser shows the inactive screen at once', async () => {
        await (await rowMenuItem(page, code, 'action-status')).click();
        const dialog = page.getByTestId('confirm-dialog');
        await expect(dialog).toContainText(INACTIVE_TITLE);
        await dialog.getByRole('button', { name: 'Deactivate' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(row(page, code).getByTestId('user-status')).toHaveText('TIDAK AKTIF');
        await expect(theirs.getByRole('heading', { name: INACTIVE_TITLE })).toBeVisible();
        expect(await theirs.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);
      });

      await test.step('reactivate: their browser gets the app back', async () => {
        await (await rowMenuItem(page, code, 'action-status')).click();
        const dialog = page.getByTestId('confirm-dialog');
        await dialog.getByRole('button', { name: 'Activate' }).click();
        await expect(row(page, code).getByTestId('user-status')).toHaveText('AKTIF');
        await expect(theirs.getByRole('heading', { name: INACTIVE_TITLE })).toHaveCount(0);
        await expect(theirs.getByTestId('user-name')).toBeVisible();
      });

    await test.step('reset password: their open browser is signed out; they sign in with the new one, not the old', async () => {
      await (await rowMenuItem(page, code, 'action-password')).click();
      const dialog = page.getByTestId('reset-password-dialog');
      await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
      await dialog.getByLabel('Repeat the new password').fill('something else');
      await dialog.getByRole('button', { name: 'Set new password' }).click();
      await expect(dialog.getByText('The passwords do not match')).toBeVisible();
      await dialog.getByLabel('Repeat the new password').fill(newPassword);
      await dialog.getByRole('button', { name: 'Set new password' }).click();
      await expect(dialog).toHaveCount(0);
      await expectToast(page, `New password set for ${code}`);

      const old = await page.request.post('/api/auth/login', { data: { user_code: code, password: DEMO_PASSWORD } });
      expect(old.status()).toBe(401);
      const fresh = await browser.newContext({ baseURL });
      try {
        const p = await fresh.newPage();
        await p.goto('/auth/login');
        await p.getByLabel('User code').fill(code);
        await p.getByLabel('Password').fill(newPassword);
        await p.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(p).toHaveURL((u) => u.pathname === '/');
        await expect(p.getByTestId('user-name')).toHaveText(/E2E KURIR BARU/);
      } finally {
        await fresh.close();
      }
      // Their old session's token was revoked: the open browser heard of it and ended the session.
      await expect(theirs).toHaveURL(/\/auth\/login\?error=SessionEnded/);
      await expect(theirs.getByTestId('login-error')).toContainText('session has ended');
    });
    } finally {
      await userContext.close();
    }

    await test.step('photo: a wrong file is refused before upload; a PNG is uploaded and shown', async () => {
      await (await rowMenuItem(page, code, 'action-photo')).click();
      const dialog = page.getByTestId('photo-dialog');
      await dialog.getByTestId('photo-input').setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      await expect(dialog.getByTestId('photo-error')).toHaveText('Only JPEG, PNG or WebP images are accepted');
      await dialog
        .getByTestId('photo-input')
        .setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 0xff) });
      await expect(dialog.getByTestId('photo-error')).toContainText('larger than 2 MB');
      await dialog.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
      await expect(dialog.getByTestId('photo-preview')).toHaveAttribute('src', /^blob:/);
      await shot(page, testInfo, 'admin-users-photo');
      await dialog.getByRole('button', { name: 'Upload photo' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row(page, code).locator('img')).toHaveAttribute('src', /\/uploads\/users\/[0-9a-f-]{36}\.png$/);
    });

    await test.step('delete', async () => {
      await (await rowMenuItem(page, code, 'action-delete')).click();
      const dialog = page.getByTestId('confirm-dialog');
      await expect(dialog).toContainText(code);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, `User ${code} deleted`);
      await expect(row(page, code)).toHaveCount(0);
      await expect(page.getByTestId('table-empty')).toHaveText('No data found');
      created.splice(created.indexOf(code), 1);
    });
  });

  test('the admin cannot deactivate or delete itself: the actions say why', async ({ page, signIn }) => {
    await page.setViewportSize(WIDE);
    await signIn('admin');
    await page.goto(`${SCREEN}?search=admin`);
    const status = await rowMenuItem(page, 'admin', 'action-status');
    await expect(status).toBeDisabled();
    await expect(status).toContainText('You cannot deactivate your own account');
    await expect(page.getByRole('menu').getByTestId('action-delete')).toContainText('You cannot delete your own account');
    await expect(page.getByRole('menu').getByTestId('action-password')).toContainText('Change your own password on your profile');
    await expect(page.getByRole('menu').getByTestId('action-photo')).toBeEnabled();
    await page.keyboard.press('Escape');
    // Other users' actions are enabled.
    await page.goto(`${SCREEN}?search=counter`);
    await expect(await rowMenuItem(page, 'counter', 'action-status')).toBeEnabled();
  });

  test('the list pages on the server and the state survives a reload', async ({ page, signIn }) => {
    await page.setViewportSize(WIDE);
    await signIn('admin');
    await page.goto(`${SCREEN}?limit=2&sort=-user_code`);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    const firstPage = await page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id')));
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('tbody tr').first()).not.toHaveAttribute('data-row-id', firstPage[0]!);
    const secondPage = await page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id')));
    expect(secondPage.some((c) => firstPage.includes(c))).toBe(false);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await page.getByLabel('Status').selectOption('TIDAK AKTIF');
    await expect(page).toHaveURL(/status=TIDAK\+AKTIF|status=TIDAK%20AKTIF/);
    await expect(row(page, 'inactive')).toBeVisible();
    await expect(page.locator('tbody [data-testid="user-status"]')).toHaveText(Array(await page.locator('tbody tr').count()).fill('TIDAK AKTIF'));
  });
});
