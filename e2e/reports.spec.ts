import path from 'node:path';
import { SCREENSHOTS_DIR } from './support/env';
import { expect, saveScreenshot, test } from './support/fixtures';

/*
 * Reports in the browser, as the demo manager (every report, read-only): the sales recap of the year
 * by month with its chart, a figure drilled down to its AWBs, the XLSX downloaded, a filter saved and
 * applied again; every report route renders on the demo data without an error, at desktop and tablet
 * widths.
 */

const REPORT_ROUTES = [
  'delivery',
  'operational-delivery',
  'performance-marketing',
  'sales-recap',
  'aging-ap',
  'aging-ar-customer',
  'aging-ar-marketing',
  'monitoring-delivery',
  'monitoring-receivable',
  'sales-service',
  'sales-branches',
  'tax-sales',
  'tax-purchase',
  'hpp',
  'customer',
  'trip-allowance',
  'productivity',
];

const thisYear = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()).slice(0, 4);

test('the manager reads the sales recap, drills into a figure, downloads it and saves the filter', async ({ page, signIn }, testInfo) => {
  await signIn('manager');
  await page.setViewportSize({ width: 1440, height: 900 });
  const year = thisYear();
  await page.goto(`/app/report/sales-recap?date_from=${year}-01-01&date_to=${year}-12-31&by=month`);
  const table = page.getByTestId('report-table');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('report-totals')).toContainText('Total');
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await saveScreenshot(page, testInfo, 'report-sales-recap-1440');

  // the AWBs behind the first month's count
  await page.getByTestId('report-drill-awbs-0').click();
  const drawer = page.getByTestId('report-drill');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('report-drill-row').first()).toBeVisible();
  expect(page.url()).toContain('drill=awbs');
  await saveScreenshot(page, testInfo, 'report-sales-recap-drill');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByTestId('report-export-xlsx').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sales-recap-\d{8}-\d{4}\.xlsx$/);
  await file.saveAs(path.join(SCREENSHOTS_DIR, `${testInfo.project.name}-sales-recap.xlsx`));

  await page.getByTestId('save-filter').click();
  await page.getByLabel('Name of the filter').fill(`Year ${year} by month`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('saved-filters').locator('option', { hasText: `Year ${year} by month` })).toHaveCount(1);
  await page.goto('/app/report/sales-recap');
  await page.getByTestId('saved-filters').locator('select').selectOption({ label: `Year ${year} by month` });
  await expect(page).toHaveURL(/by=month/);

  await page.setViewportSize({ width: 767, height: 1000 });
  await expect(table).toBeVisible();
  await saveScreenshot(page, testInfo, 'report-sales-recap-767');
});

test('every report opens on the demo data for the manager without an error', async ({ page, signIn }, testInfo) => {
  await signIn('manager');
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const name of REPORT_ROUTES) {
    await page.goto(`/app/report/${name}`);
    await expect(page.getByTestId('report-screen'), name).toBeVisible();
    await expect(page.getByTestId('report-table'), name).toBeVisible();
    await expect(page.getByTestId('report-error'), name).toHaveCount(0);
    if (['delivery', 'aging-ar-customer', 'monitoring-delivery', 'tax-sales', 'customer', 'hpp'].includes(name)) await saveScreenshot(page, testInfo, `report-${name}`);
  }
});

test('finance opens its own reports and is refused the others', async ({ page, signIn }) => {
  await signIn('finance');
  await page.goto('/app/report/aging-ar-customer');
  await expect(page.getByTestId('report-table')).toBeVisible();
  await expect(page.getByTestId('report-totals')).toContainText('Total');
  await page.goto('/app/report/productivity');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('report-screen')).toHaveCount(0);
});
