// Helpers of the admin-screen specs (users, roles, settings, profile).
import path from 'node:path';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { SCREENSHOTS_DIR } from './env';

export const WIDE = { width: 1440, height: 900 };
export const TABLET = { width: 767, height: 1000 };

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export const row = (page: Page, id: string | number): Locator => page.locator(`tr[data-row-id="${id}"]`);

/** Opens a row's "more actions" menu and returns the menu item with the given data-testid. */
export async function rowMenuItem(page: Page, id: string | number, testId: string): Promise<Locator> {
  await row(page, id).getByTestId('row-actions').click();
  return page.getByRole('menu').getByTestId(testId);
}

/** Full-page screenshot under .test-data/screenshots/{project}-{name}.png, attached to the report. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Toasts and transitions settle first, so the picture shows the screen, not an animation.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const file = path.join(SCREENSHOTS_DIR, `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The same screen at 1440 px and at 767 px (tablet, where the layout is forced vertical). */
export async function shotBothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize(WIDE);
  await shot(page, testInfo, name);
  await page.setViewportSize(TABLET);
  await shot(page, testInfo, `${name}-767`);
  await page.setViewportSize(WIDE);
}

/** Status of a call with a Bearer token (no assertion on it). */
export async function statusWith(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<number> {
  const res = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  return res.status();
}

/** Waits for a toast with this text (react-toastify, top right). */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.Toastify').getByText(text).first()).toBeVisible();
}
