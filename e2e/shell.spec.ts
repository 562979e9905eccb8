import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { MENU_ITEMS, SEARCHABLE_PAGES, type MenuItem } from '../constants/menu';
import { grantedScreens } from '../lib/rules/grants';
import { filterMenu, parsePermissions } from '../lib/rules/menu-filter';
import { searchPages } from '../lib/rules/page-search';
import { DEMO_PASSWORD, SCREENSHOTS_DIR } from './support/env';
import { expect, test } from './support/fixtures';

/**
 * The shell of spec §2 for every demo role, at 1440 px and at 767 px, in both layouts: the menu is
 * exactly what filterMenu allows for the role's permissions (read from /api/auth/session), search,
 * the 403 panel, notifications, the profile menu, the theme drawer. One test per role reuses its page.
 */
const ROLES = ['admin', 'counter', 'dispatcher', 'finance', 'manager'] as const;
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 767, height: 900 };
/** Screens that exist as pages (the admin screens); the 403 check needs a real page. */
const BUILT_SCREENS = ['/app/master-data/system/users', '/app/master-data/system/roles', '/misc/settings/system'];

const flatten = (items: readonly MenuItem[]): string[] => items.flatMap((i) => [i.value, ...flatten(i.children ?? [])]);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Like the fixture's saveScreenshot, with transitions finished; `fullPage: false` for open flyouts and
 * the sidebar overlay (a full-page capture resizes the viewport, which closes the flyouts and leaves
 * fixed elements one viewport high).
 */
async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  const file = path.join(SCREENSHOTS_DIR, `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function chooseLayout(page: Page, label: 'Vertical' | 'Horizontal') {
  await page.getByTestId('theme-settings-button').click();
  const drawer = page.getByRole('dialog', { name: 'Theme settings' });
  await expect(drawer.getByTestId('theme-drawer')).toBeVisible();
  const radio = drawer.getByRole('radio', { name: new RegExp(`^${label}`) });
  await radio.click();
  await expect(radio).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
}

const topLevel = (container: Locator) => container.locator('[data-menu-level="1"]');

for (const role of ROLES) {
  test.describe(`shell as ${role}`, () => {
    test(`menu, search, 403, notifications, profile menu and both layouts at 1440 and 767 px`, async ({ page, signIn }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize(WIDE);
      const session = await signIn(role);
      const permissions = parsePermissions(session.user.permissions);
      // the screens the role opens, fully or view-only (the Manager's grants are all view-only)
      const screens = [...grantedScreens(permissions)];
      const menu = filterMenu(MENU_ITEMS, permissions);
      const topLabels = menu.map((i) => i.label);
      expect(topLabels.length, `${role} sees some menu`).toBeGreaterThan(0);

      await page.goto('/');
      const shell = page.locator('[data-layout]');
      const sidebar = page.getByTestId('sidebar');

      await test.step('1440 px, vertical: the sidebar holds exactly the permitted tree', async () => {
        await expect(shell).toHaveAttribute('data-layout', 'vertical');
        await expect(sidebar).toHaveAttribute('data-visible', 'true');
        await expect(sidebar).toBeInViewport();
        await expect(topLevel(sidebar)).toHaveText(topLabels);
        const values = await sidebar.locator('[data-menu-value]').evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-value')));
        expect(values).toEqual(flatten(menu));
        // Home lists the same modules.
        await expect(page.getByTestId('home-greeting')).toContainText(/Selamat (pagi|siang|sore|malam), /);
        await expect(page.getByTestId('home-module').locator('h2')).toHaveText(topLabels);
        // A group toggles on click.
        const first = topLevel(sidebar).first();
        await expect(first).toHaveAttribute('aria-expanded', 'false');
        await first.click();
        await expect(first).toHaveAttribute('aria-expanded', 'true');
        await expect(sidebar.locator(`[data-menu-value="${menu[0].children![0].value}"]`)).toBeVisible();
        await shot(page, testInfo, `shell-${role}-1440-vertical`);
        await first.click();
        await expect(first).toHaveAttribute('aria-expanded', 'false');
        // The toggle hides and brings back the sidebar.
        await page.getByTestId('sidebar-toggle').click();
        await expect(sidebar).toHaveAttribute('data-visible', 'false');
        await expect(sidebar).not.toBeInViewport();
        // With the sidebar away, the top bar carries the title next to the logo.
        await expect(page.getByTestId('topbar-app-name')).toBeVisible();
        await expect(page.getByTestId('topbar-app-name')).not.toHaveText('');
        await page.getByTestId('sidebar-toggle').click();
        await expect(sidebar).toHaveAttribute('data-visible', 'true');
      });

      await test.step('search finds a permitted page and never a forbidden one', async () => {
        const input = page.getByRole('combobox', { name: 'Search pages' });
        const results = page.getByTestId('search-results');
        const allowed = SEARCHABLE_PAGES.find((p) => screens.includes(p.value))!;
        const expected = searchPages(SEARCHABLE_PAGES, permissions, allowed.label);
        await input.fill(allowed.label);
        await expect(results.getByRole('option')).toHaveText(expected.map((p) => new RegExp(`^${escapeRegExp(p.label)}`)));
        // Outside click closes; Enter opens the highlighted (first) result.
        await page.getByTestId('home-greeting').click();
        await expect(results).toBeHidden();
        await input.click();
        await expect(results).toBeVisible();
        await input.press('Enter');
        await expect.poll(() => pathOf(page)).toBe(expected[0].value);
        await page.goto('/');

        const forbidden = SEARCHABLE_PAGES.filter((p) => !screens.includes(p.value));
        const unmatched = forbidden.find((p) => searchPages(SEARCHABLE_PAGES, permissions, p.label).length === 0);
        const text = unmatched?.label ?? forbidden[0]?.label ?? 'no such page at all';
        await input.fill(text);
        await expect(results).toBeVisible();
        const offered = await results.getByRole('option').allTextContents();
        for (const p of forbidden) expect(offered.some((o) => o.endsWith(p.value))).toBe(false);
        if (unmatched || !forbidden.length) await expect(results).toHaveText('No data found');
        await input.fill('');
        await expect(results).toBeHidden();
      });

      await test.step('notification panel and profile menu', async () => {
        await page.getByTestId('notification-button').click();
        await expect(page.getByTestId('notification-panel').getByText('Success Notification', { exact: true })).toHaveCount(2);
        // Site setting 5 (seeded black).
        await expect(page.getByTestId('notification-header')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('notification-panel')).toBeHidden();

        await page.getByTestId('user-menu-button').click();
        await expect(page.getByRole('menuitem')).toHaveText([/^Profile/, /^Support/, /^Logout/]);
        await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menuitem')).toHaveCount(0);
      });

      await test.step('a screen outside the permissions shows the 403 panel inside the shell', async () => {
        const forbidden = BUILT_SCREENS.find((r) => !screens.includes(r));
        if (!forbidden) {
          // The admin holds every screen: nothing to refuse.
          await page.goto(BUILT_SCREENS[0]);
          await expect(page.getByTestId('user-name')).toBeVisible();
          await expect(page.getByTestId('forbidden')).toHaveCount(0);
          await page.goto('/');
          return;
        }
        await page.goto(forbidden);
        await expect(page.getByTestId('forbidden')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
        await expect(page.getByTestId('user-name')).toBeVisible();
        await expect(topLevel(sidebar)).toHaveText(topLabels);
        await shot(page, testInfo, `shell-${role}-403`);
        await page.getByRole('link', { name: 'Back to home' }).click();
        await expect.poll(() => pathOf(page)).toBe('/');
      });

      await test.step('1440 px, horizontal: the menu bar holds the same top level; flyouts down, then sideways', async () => {
        await chooseLayout(page, 'Horizontal');
        await expect(shell).toHaveAttribute('data-layout', 'horizontal');
        await expect(sidebar).toHaveCount(0);
        const bar = page.getByTestId('horizontal-menu');
        await expect(topLevel(bar)).toHaveText(topLabels);

        // The choice survives a reload (persisted app slice).
        await page.reload();
        await expect(shell).toHaveAttribute('data-layout', 'horizontal');

        // First level downward, the next sideways; every panel at most 300px high, scrolling.
        const index = Math.max(0, menu.findIndex((i) => i.children?.some((c) => c.children?.length)));
        const button = topLevel(bar).nth(index);
        await button.click();
        const flyouts = page.getByTestId('flyout');
        const first = flyouts.first();
        await expect(first).toBeVisible();
        await expect(first.locator('[data-menu-entry]')).toHaveText(menu[index].children!.map((c) => c.label));
        await expect(first).toHaveCSS('max-height', '300px');
        await expect(first).toHaveCSS('overflow-y', 'auto');
        const buttonBox = (await button.boundingBox())!;
        const firstBox = (await first.boundingBox())!;
        expect(firstBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height - 1);
        const group = menu[index].children!.find((c) => c.children?.length);
        if (group) {
          await first.locator(`[data-menu-value="${group.value}"]`).click();
          await expect(flyouts).toHaveCount(2);
          const second = flyouts.nth(1);
          await expect(second.locator('[data-menu-entry]')).toHaveText(group.children!.map((c) => c.label));
          const secondBox = (await second.boundingBox())!;
          expect(secondBox.x).toBeGreaterThanOrEqual(firstBox.x + firstBox.width - 1);
          expect(Math.abs(secondBox.y - firstBox.y)).toBeLessThan(2);
          await expect(second).toHaveCSS('max-height', '300px');
        }
        await shot(page, testInfo, `shell-${role}-1440-horizontal`, false);
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('flyout-panel')).toHaveCount(0);

        // A long panel scrolls within its 300px.
        const long = menu.flatMap((top, t) => (top.children ?? []).map((child) => ({ t, child }))).find(({ child }) => (child.children?.length ?? 0) >= 9);
        if (long) {
          await topLevel(bar).nth(long.t).click();
          await flyouts.first().locator(`[data-menu-value="${long.child.value}"]`).click();
          const size = await flyouts.nth(1).evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight }));
          expect(size.client).toBeLessThanOrEqual(300);
          expect(size.scroll).toBeGreaterThan(size.client);
          // Outside click closes.
          await page.getByTestId('home-greeting').click();
          await expect(page.getByTestId('flyout-panel')).toHaveCount(0);
        }
      });

      await test.step('767 px: vertical whatever the setting, no search box, sidebar over the page', async () => {
        await page.setViewportSize(NARROW);
        await expect(shell).toHaveAttribute('data-layout', 'vertical');
        await expect(page.getByTestId('horizontal-menu')).toHaveCount(0);
        await expect(page.getByRole('combobox', { name: 'Search pages' })).toBeHidden();
        await expect(sidebar).toHaveAttribute('data-visible', 'false');
        await expect(sidebar).not.toBeInViewport();
        // With the sidebar away, the top bar carries the title next to the logo.
        await expect(page.getByTestId('topbar-app-name')).toBeVisible();
        await expect(page.getByTestId('topbar-app-name')).not.toHaveText('');
        await page.getByTestId('sidebar-toggle').click();
        await expect(sidebar).toHaveAttribute('data-visible', 'true');
        await expect(sidebar).toBeInViewport();
        await expect(topLevel(sidebar)).toHaveText(topLabels);
        await topLevel(sidebar).last().click();
        await expect(topLevel(sidebar).last()).toHaveAttribute('aria-expanded', 'true');
        await shot(page, testInfo, `shell-${role}-767-horizontal-setting`, false);

        // The sidebar closes on navigation.
        await page.goto(BUILT_SCREENS[0]);
        await page.getByTestId('sidebar-toggle').click();
        await expect(sidebar).toHaveAttribute('data-visible', 'true');
        await sidebar.getByTestId('app-name').click();
        await expect.poll(() => pathOf(page)).toBe('/');
        await expect(sidebar).toHaveAttribute('data-visible', 'false');

        await chooseLayout(page, 'Vertical');
        await expect(shell).toHaveAttribute('data-layout', 'vertical');
        await shot(page, testInfo, `shell-${role}-767-vertical`);
      });
    });
  });
}

test("a change to the user's role reaches the open menu without a reload", async ({ page, signIn, adminApi }) => {
  const stamp = Date.now().toString(36);
  const role = await adminApi.call<{ id: number }>('POST', '/api/datamaster/create/role', {
    name: `E2E shell ${stamp}`,
    permissions: ['/operational/pos/cash/entry'],
  });
  const userCode = `e2e-shell-${stamp}`;
  await adminApi.call('POST', '/api/datamaster/create/user', {
    user_code: userCode,
    full_name: 'E2E SHELL',
    email: `${userCode}@e2e.example`,
    role_id: role.id,
    password: DEMO_PASSWORD,
  });
  try {
    await page.setViewportSize(WIDE);
    await signIn(userCode);
    await page.goto('/');
    const top = page.getByTestId('sidebar').locator('[data-menu-level="1"]');
    await expect(top).toHaveText(['OPERATIONAL']);
    await page.evaluate(() => Object.assign(window, { __e2eNoReload: true }));

    await adminApi.call('PUT', `/api/datamaster/update/role/${role.id}`, { permissions: ['/dashboard/eis', '/misc/logs/users'] });

    await expect(top).toHaveText(['DASHBOARD', 'MISC']);
    await expect(page.getByTestId('home-module').locator('h2')).toHaveText(['DASHBOARD', 'MISC']);
    expect(await page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);
  } finally {
    await adminApi.deleteUser(userCode);
    await adminApi.call('DELETE', `/api/datamaster/delete/role/${role.id}`);
  }
});

/** Site settings 0 and 6–8 (id = index + 1): application name, provider name, support phone, support chat link. */
const SETTING = { appName: 1, provider: 7, supportPhone: 8, supportChat: 9 } as const;

test('after a fresh start: the footer names the provider (else the app), Support carries the demo phone and WhatsApp link', async ({
  page,
  signIn,
  adminApi,
}, testInfo) => {
  const appName = (await adminApi.getSiteSetting(SETTING.appName)).value;
  const provider = (await adminApi.getSiteSetting(SETTING.provider)).value;
  // The demo leaves the provider blank: the footer shows the application name.
  expect(provider).toBe('');
  await page.setViewportSize(WIDE);
  await signIn('counter');
  await page.goto('/');
  const footer = page.getByTestId('app-footer');
  await expect(footer).toHaveText(`COPYRIGHT © 2022 ${appName}`);

  // Nothing was baked in by the build: the browser got its settings from the server at run time.
  const runtime = await page.evaluate(() => (window as unknown as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__);
  expect(runtime).toEqual({ apiUrl: '/api', sentryDsn: '' });
  const script = await page.request.get('/runtime-config.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(script.headers()['cache-control']).toBe('no-cache');

  await page.getByTestId('user-menu-button').click();
  const support = page.getByRole('menuitem', { name: /^Support/ });
  await expect(support).toHaveAttribute('href', 'https://wa.me/622150808000');
  await expect(support).toHaveAttribute('target', '_blank');
  await expect(support).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(page.getByTestId('support-phone')).toHaveText('+62 21 5080 8000');
  await shot(page, testInfo, 'shell-support-menu', false);
  // A new tab that cannot reach back to this one (the chat site itself is stubbed: no network here).
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }));
  const [popup] = await Promise.all([page.waitForEvent('popup'), support.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://wa.me/622150808000');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();

  // An admin's provider name reaches the open footer without a reload; blank again falls back.
  const name = `PT E2E ${Date.now().toString(36).toUpperCase()}`;
  try {
    await adminApi.updateSiteSetting(SETTING.provider, name);
    await expect(footer).toHaveText(`COPYRIGHT © 2022 ${name}`);
  } finally {
    await adminApi.updateSiteSetting(SETTING.provider, '');
  }
  await expect(footer).toHaveText(`COPYRIGHT © 2022 ${appName}`);
});

test('a signed-in user on an unknown address stays in the shell: 404 with the menu, search and a way back', async ({
  page,
  signIn,
  browser,
  baseURL,
}, testInfo) => {
  await page.setViewportSize(WIDE);
  const session = await signIn('dispatcher');
  const menu = filterMenu(MENU_ITEMS, parsePermissions(session.user.permissions));
  const sidebar = page.getByTestId('sidebar');
  await page.goto('/');
  for (const url of ['/operational/nope', '/app/master-data/does-not-exist']) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(topLevel(sidebar)).toHaveText(menu.map((i) => i.label));
    await expect(page.getByRole('combobox', { name: 'Search pages' })).toBeVisible();
    await expect(page.getByTestId('user-name')).toBeVisible();
    await expect(page.getByTestId('app-footer')).toContainText('COPYRIGHT © 2022');
    expect(pathOf(page)).toBe(url);
  }
  await shot(page, testInfo, 'shell-404');
  // The menu still works from here.
  await topLevel(sidebar).first().click();
  await expect(topLevel(sidebar).first()).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('button', { name: 'Go back' }).click();
  await expect.poll(() => pathOf(page)).toBe('/operational/nope');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.getByTestId('home-greeting')).toBeVisible();

  // Someone signed out sees the plain 404 at the same address: no shell, no trip to sign-in.
  const context = await browser.newContext({ baseURL });
  try {
    const visitor = await context.newPage();
    const res = await visitor.goto('/operational/nope');
    expect(res?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(visitor.getByTestId('sidebar')).toHaveCount(0);
    await expect(visitor.getByTestId('user-name')).toHaveCount(0);
    expect(pathOf(visitor)).toBe('/operational/nope');
  } finally {
    await context.close();
  }
});
