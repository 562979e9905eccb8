import { expect, test } from './support/fixtures';

const APP_NAME_ID = 1; // spec §1: the first site setting is the application name

test("an admin's site-setting change reaches another user's open browser without a reload", async ({
  page,
  signIn,
  browser,
  baseURL,
  adminApi,
}) => {
  const original = (await adminApi.getSiteSetting(APP_NAME_ID)).value;
  const renamed = `KURIR E2E ${Date.now().toString(36).toUpperCase()}`;

  // The admin in one browser context…
  const admin = await signIn('admin');
  await page.goto('/');
  await expect(page.getByTestId('app-name')).toHaveText(original);

  // …the manager in another, with a marker that a reload would wipe out.
  const managerContext = await browser.newContext({ baseURL });
  try {
    const manager = await managerContext.newPage();
    await signIn('manager', manager);
    await manager.goto('/');
    await expect(manager.getByTestId('user-name')).toHaveText('AGUS SETIAWAN');
    await expect(manager.getByTestId('app-name')).toHaveText(original);
    await expect(manager).toHaveTitle(original);
    await manager.evaluate(() => Object.assign(window, { __e2eNoReload: true }));

    const res = await page.request.put(`/api/setting/update/site-setting/${APP_NAME_ID}`, {
      headers: { authorization: `Bearer ${admin.accessToken.token}` },
      data: { value: renamed },
    });
    expect(res.status(), await res.text()).toBe(200);

    await expect(manager.getByTestId('app-name')).toHaveText(renamed);
    await expect(manager).toHaveTitle(renamed);
    expect(await manager.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);
    await expect(page.getByTestId('app-name')).toHaveText(renamed);
  } finally {
    await managerContext.close();
    await adminApi.updateSiteSetting(APP_NAME_ID, original);
  }
});
