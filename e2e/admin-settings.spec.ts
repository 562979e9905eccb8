import { expect, signInThroughNextAuth, test } from './support/fixtures';
import { expectToast, shot, shotBothWidths, WIDE } from './support/admin';

const SCREEN = '/misc/settings/system';
const APP_NAME_ID = 1;
const SIDEBAR_ID = 2;

const rgb = (hex: string) => {
  const h = hex.slice(1);
  return `rgb(${parseInt(h.slice(0, 2), 16)}, ${parseInt(h.slice(2, 4), 16)}, ${parseInt(h.slice(4, 6), 16)})`;
};

test.describe('system settings screen', () => {
  test('a name and colour saved here show in another browser without a reload; the preview follows typing', async ({
    page,
    signIn,
    adminApi,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const originalName = (await adminApi.getSiteSetting(APP_NAME_ID)).value;
    const originalSidebar = (await adminApi.getSiteSetting(SIDEBAR_ID)).value;
    const renamed = `KURIR E2E ${Date.now().toString(36).toUpperCase()}`;
    const sidebarColour = '#7c2d12';

    await page.setViewportSize(WIDE);
    await signIn('admin');
    await page.goto(SCREEN);
    await expect(page.getByRole('heading', { name: 'System settings' })).toBeVisible();
    await expect(page.getByTestId('value-app_name')).toHaveValue(originalName);
    await shotBothWidths(page, testInfo, 'admin-settings');

    const other = await browser.newContext({ baseURL });
    try {
      const manager = await other.newPage();
      await manager.setViewportSize(WIDE);
      await signInThroughNextAuth(manager, 'manager');
      await manager.goto('/');
      await expect(manager.getByTestId('app-name').first()).toHaveText(originalName);
      await manager.evaluate(() => Object.assign(window, { __e2eNoReload: true }));

      await test.step('the preview follows the inputs; a bad value is refused on its row', async () => {
        const hex = page.getByTestId('value-sidebar_color');
        await hex.fill('not a colour');
        await expect(page.getByTestId('setting-sidebar_color')).toContainText('Use a colour like #1e293b');
        await expect(page.getByTestId('save-all-settings')).toBeDisabled();
        await hex.fill(sidebarColour);
        await expect(page.getByTestId('preview-sidebar')).toHaveCSS('background-color', rgb(sidebarColour));
        await expect(page.getByTestId('colour-sidebar_color')).toHaveValue(sidebarColour);
        // The picker writes the hex text.
        await page.getByTestId('colour-selected_item_color').fill('#be123c');
        await expect(page.getByTestId('value-selected_item_color')).toHaveValue('#be123c');
        await expect(page.getByTestId('preview-selected-item')).toHaveCSS('background-color', rgb('#be123c'));
        await page.getByTestId('setting-selected_item_color').getByRole('button', { name: 'Undo' }).click();
        await page.getByTestId('value-app_name').fill(renamed);
        await expect(page.getByTestId('preview-app-name')).toHaveText(renamed);
        await expect(page.getByTestId('save-all-settings')).toHaveText('Save all changes (2)');
        await shot(page, testInfo, 'admin-settings-editing');
      });

      await test.step('save all: every open browser shows it at once', async () => {
        await page.getByTestId('save-all-settings').click();
        await expectToast(page, '2 settings saved');
        await expect(page.getByTestId('save-all-settings')).toHaveText('Save all changes');
        await expect(manager.getByTestId('app-name').first()).toHaveText(renamed);
        await expect(manager).toHaveTitle(renamed);
        await expect(manager.getByTestId('sidebar')).toHaveCSS('background-color', rgb(sidebarColour));
        await expect(page.getByTestId('sidebar')).toHaveCSS('background-color', rgb(sidebarColour));
        expect(await manager.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);
        expect((await adminApi.getSiteSetting(APP_NAME_ID)).value).toBe(renamed);
      });

      await test.step('save one row: its version goes with it (a second save of the same row works too)', async () => {
        await page.getByTestId('value-sidebar_color').fill('#1e3a8a');
        await page.getByTestId('setting-sidebar_color').getByRole('button', { name: /^Save/ }).click();
        await expectToast(page, /Sidebar colour saved/);
        await expect(manager.getByTestId('sidebar')).toHaveCSS('background-color', rgb('#1e3a8a'));
        await page.getByTestId('value-sidebar_color').fill(sidebarColour);
        await page.getByTestId('setting-sidebar_color').getByRole('button', { name: /^Save/ }).click();
        await expect(manager.getByTestId('sidebar')).toHaveCSS('background-color', rgb(sidebarColour));
      });

      await test.step('a row changed elsewhere meanwhile: the save is refused with the conflict message', async () => {
        await page.getByTestId('value-app_name').fill(`${renamed} MINE`);
        await adminApi.updateSiteSetting(APP_NAME_ID, `${renamed} THEIRS`);
        await page.getByTestId('setting-app_name').getByRole('button', { name: /^Save/ }).click();
        await expect(page.getByTestId('setting-app_name')).toContainText('changed by someone else');
        // Undo takes the value now saved.
        await page.getByTestId('setting-app_name').getByRole('button', { name: 'Undo' }).click();
        await expect(page.getByTestId('value-app_name')).toHaveValue(`${renamed} THEIRS`);
      });

      await test.step('clear local storage on every browser', async () => {
        await manager.evaluate(() => window.localStorage.setItem('e2e-marker', '1'));
        await page.getByTestId('clear-local-storage').click();
        const dialog = page.getByTestId('confirm-dialog');
        await expect(dialog).toBeVisible();
        await shot(page, testInfo, 'admin-settings-clear-confirm');
        await dialog.getByRole('button', { name: 'Clear everywhere' }).click();
        await expectToast(page, 'Every open browser was told to clear its local storage');
        await expect.poll(() => manager.evaluate(() => window.localStorage.getItem('e2e-marker'))).toBeNull();
      });
    } finally {
      await other.close();
      await adminApi.updateSiteSetting(APP_NAME_ID, originalName);
      await adminApi.updateSiteSetting(SIDEBAR_ID, originalSidebar);
    }
  });

  test('a user without the screen gets the 403 page and the API refuses the save', async ({ page, signIn }) => {
    const session = await signIn('manager');
    await page.goto(SCREEN);
    await expect(page.getByTestId('forbidden')).toBeVisible();
    await expect(page.getByTestId('site-settings-form')).toHaveCount(0);
    const res = await page.request.put(`/api/setting/update/site-setting/${APP_NAME_ID}`, {
      headers: { authorization: `Bearer ${session.accessToken.token}` },
      data: { value: 'X' },
    });
    expect(res.status()).toBe(403);
  });
});
