import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { SCREEN_ROUTES } from '../constants/menu';
import { expect, test } from './support/fixtures';
import { expectToast, shot, WIDE } from './support/admin';

/*
 * The screens of the resource engine in the browser: every master-data, settings and log route opens
 * for the admin (a smoke test over the menu), a settings resource goes through create → list → edit →
 * export → delete, the price import refuses a bad file line by line and takes a good one, an AWB range
 * is allocated from the add screen, and a role without the write screen sees a read-only list.
 */

const ENGINE_ROUTES = SCREEN_ROUTES.filter((r) => r.startsWith('/app/master-data/') || r.startsWith('/misc/settings/') || r.startsWith('/misc/logs/'));
const SCREEN_TEST_IDS = ['resource-screen', 'resource-create', 'resource-import', 'transactions-log-screen', 'users-log-screen', 'users-screen', 'roles-screen', 'system-settings-screen'];

const shortCode = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5).toUpperCase()}`;

/** Types into a reference picker of the open form and picks the option with this label. */
async function pick(page: Page, scope: string, field: string, label: string) {
  const input = page.getByTestId(scope).locator(`input[name="${field}"]`);
  await input.click();
  await input.fill(label);
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(input).toHaveValue(label);
}

test.describe('resource screens', () => {
  test('every master-data, settings and log screen opens for the admin, with data and no error', async ({ page, signIn }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize(WIDE);
    await signIn('admin');
    // 21 master-data screens (roles and users included), 12 settings, 2 logs
    expect(ENGINE_ROUTES).toHaveLength(35);
    for (const route of ENGINE_ROUTES) {
      await page.goto(route);
      const screen = page.locator(SCREEN_TEST_IDS.map((id) => `[data-testid="${id}"]`).join(', ')).first();
      await expect(screen, route).toBeVisible();
      await expect(page.getByTestId('forbidden'), route).toHaveCount(0);
      await expect(page.getByText('Not found'), route).toHaveCount(0);
      if ((await page.getByTestId('resource-screen').count()) > 0) {
        // the list has loaded (rows, or the empty message), without an error row
        await expect(page.locator('[data-testid="resource-row"], [data-testid="table-empty"]').first(), route).toBeVisible();
        await expect(page.getByTestId('table-error'), route).toHaveCount(0);
      }
    }
    await page.goto('/app/master-data/organization/coverage-areas');
    await expect(page.getByTestId('resource-row').first()).toBeVisible();
    await shot(page, testInfo, 'resource-coverage-areas');
    await page.goto('/app/master-data/price/list');
    await expect(page.getByTestId('resource-row').first()).toBeVisible();
    await shot(page, testInfo, 'resource-price-list');
  });

  test('a service: create → list → edit → export CSV → delete', async ({ page, signIn }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(WIDE);
    await signIn('admin');
    const code = shortCode('E');
    await page.goto('/misc/settings/service');
    await page.getByTestId('resource-add').click();
    const form = page.getByTestId('resource-form');
    await form.locator('[name="code"]').fill(code.toLowerCase());
    await form.locator('[name="name"]').fill('Uji Coba Kilat');
    await pick(page, 'resource-form', 'moda_id', 'Darat');
    await form.locator('[name="lead_time_min"]').fill('2');
    await form.locator('[name="lead_time_max"]').fill('1');
    await form.locator('[name="min_kg"]').fill('1');
    await form.locator('[name="rounding_tolerance"]').fill('0.3');
    await page.getByTestId('resource-save').click();
    // the shared schema answers in the form before anything is sent
    await expect(form.getByText('Must not be shorter than "Lead time from"')).toBeVisible();
    await form.locator('[name="lead_time_max"]').fill('4');
    await shot(page, testInfo, 'resource-service-form');
    await page.getByTestId('resource-save').click();
    await expectToast(page, new RegExp(`Service ${code} created`));

    await page.getByRole('searchbox').first().fill(code);
    const row = page.getByTestId('resource-row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Darat');
    await expect(row).toContainText('Uji Coba Kilat');

    await row.getByTestId('action-edit').click();
    await expect(form.locator('[name="code"]')).toHaveValue(code);
    await form.locator('[name="name"]').fill('Uji Coba Kilat Dua');
    await page.getByTestId('resource-save').click();
    await expectToast(page, /updated/);
    await expect(row).toContainText('Uji Coba Kilat Dua');

    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('resource-export-csv').click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^services-\d{8}-\d{4}\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Code,Name,Moda/);
    expect(lines).toHaveLength(2); // the filtered list: this service only
    expect(lines[1]).toMatch(new RegExp(`^${code},Uji Coba Kilat Dua,Darat,`));

    await row.getByTestId('row-actions').click();
    await page.getByTestId('action-view').click();
    await expect(page.getByTestId('resource-history')).toContainText(/update/i);
    await page.keyboard.press('Escape');

    await row.getByTestId('row-actions').click();
    await page.getByTestId('action-delete').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: /delete/i }).click();
    await expectToast(page, /deleted/);
    await expect(row).toHaveCount(0);
  });

  test('a customer: add screen → list → edit → export XLSX', async ({ page, signIn }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(WIDE);
    await signIn('admin');
    const code = shortCode('CE');
    await page.goto('/app/master-data/customers/add');
    const form = page.getByTestId('resource-create');
    await form.locator('[name="code"]').fill(code);
    await form.locator('[name="name"]').fill('PT Uji Ujung Ke Ujung');
    await pick(page, 'resource-create', 'customer_type_id', 'Corporate');
    await pick(page, 'resource-create', 'branch_id', 'Cabang Bandung');
    await form.locator('[name="city"]').fill('Bandung');
    await form.locator('[name="address"]').fill('Jl. Asia Afrika 8, Bandung');
    await form.locator('[name="npwp"]').fill('12.345');
    await page.getByTestId('resource-save').click();
    await expect(form.getByText('15 or 16 digits')).toBeVisible();
    await form.locator('[name="npwp"]').fill('01.234.567.8-901.000');
    await page.getByTestId('resource-save').click();
    await expect(page.getByTestId('create-success')).toContainText('PT Uji Ujung Ke Ujung');
    await page.getByTestId('create-list-link').click();
    await expect(page).toHaveURL(/\/app\/master-data\/customers\/list/);

    await page.getByRole('searchbox').first().fill(code);
    const row = page.getByTestId('resource-row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Cabang Bandung');
    await row.getByTestId('action-edit').click();
    const drawer = page.getByTestId('resource-form');
    await drawer.locator('[name="credit_limit"]').fill('250000000');
    await page.getByTestId('resource-save').click();
    await expectToast(page, /updated/);
    await expect(row).toContainText('Rp 250.000.000');
    await shot(page, testInfo, 'resource-customer-list');

    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('resource-export-xlsx').click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^customers-\d{8}-\d{4}\.xlsx$/);
    const file = fs.readFileSync((await download.path())!);
    expect(file.subarray(0, 2).toString()).toBe('PK'); // an XLSX is a zip
  });

  test('price import: a bad file is refused line by line, a good one is imported', async ({ page, signIn }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(WIDE);
    await signIn('admin');
    await page.goto('/app/master-data/price/import');
    const header = 'Origin,Destination,Service,Moda,Rate per kg,Minimum weight,Lead time from,Lead time to,Effective from,Effective until';
    const bad = [header, '31.71.01,99.99.99,REG,AIR,15000,1,1,2,2031-01-01,', '31.71.01,35.78.01,REG,AIR,-1,1,1,2,2031-01-01,', '31.71.01,35.78.02,REG,AIR,15000,1,1,2,2031-01-01,'].join('\n');
    await page.getByTestId('import-file').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByTestId('import-check').click();
    await expect(page.getByTestId('import-report')).toBeVisible();
    await expect(page.getByTestId('import-error-row').filter({ hasText: 'No coverage area "99.99.99"' })).toHaveAttribute('data-line', '2');
    await expect(page.locator('[data-testid="import-error-row"][data-line="3"]')).toHaveCount(1);
    await expect(page.getByTestId('import-commit')).toBeDisabled();
    await shot(page, testInfo, 'resource-price-import-errors');

    // a day of its own (dates are bounded to ten years ahead)
    const stamp = new Date(Date.UTC(2030, 0, 1) + (Date.now() % 2000) * 86_400_000).toISOString().slice(0, 10);
    const good = [header, `31.71.01,35.78.01,REG,AIR,15000,1,1,2,${stamp},`, `31.71.01,35.78.02,YES,AIR,27000,1,1,1,${stamp},`].join('\n');
    await page.getByTestId('import-file').setInputFiles({ name: 'prices-good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await page.getByTestId('import-check').click();
    await expect(page.getByTestId('import-commit')).toBeEnabled();
    await page.getByTestId('import-commit').click();
    await expect(page.getByTestId('import-summary')).toContainText('2');
    await shot(page, testInfo, 'resource-price-import-done');
  });

  test('AWB distribution: a quantity becomes the next free range for a branch', async ({ page, signIn }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(WIDE);
    await signIn('admin');
    await page.goto('/app/master-data/awb-distribution/add');
    const form = page.getByTestId('resource-create');
    await form.locator('[name="holder_type"]').selectOption('BRANCH');
    await pick(page, 'resource-create', 'branch_id', 'Cabang Surabaya');
    await form.locator('[name="quantity"]').fill('250');
    await form.locator('[name="allocated_on"]').fill('2026-11-21');
    await page.getByTestId('resource-save').click();
    await expect(page.getByTestId('create-success')).toContainText('250');
    await expect(page.getByTestId('create-success')).toContainText(/\d{12}\s*–\s*\d{12}/);
    await shot(page, testInfo, 'resource-awb-allocated');
    await page.getByTestId('create-list-link').click();
    await expect(page).toHaveURL(/\/app\/master-data\/awb-distribution\/list/);
    await expect(page.getByTestId('resource-row').first()).toContainText('Cabang Surabaya');
  });

  test('the manager reads customers without any write action, and gets 403 on a settings screen', async ({ page, signIn }) => {
    await page.setViewportSize(WIDE);
    await signIn('manager');
    await page.goto('/app/master-data/customers/list');
    await expect(page.getByTestId('resource-row').first()).toBeVisible();
    await expect(page.getByTestId('resource-add')).toHaveCount(0);
    await expect(page.getByTestId('action-edit')).toHaveCount(0);
    await expect(page.getByTestId('resource-export-csv')).toBeVisible();
    await page.goto('/misc/settings/service');
    await expect(page.getByTestId('forbidden')).toBeVisible();
  });
});
