import type { Locator, Page } from '@playwright/test';
import { AdminApi, expect, test } from './support/fixtures';
import { saveScreenshot } from './support/fixtures';
import { TABLET } from './support/admin';

/*
 * Issue 10's outgoing flow in the browser, as the demo dispatcher on a 767-px tablet: 50 booked AWBs for
 * Surabaya (sent through the integration API and booked, so the test owns them) scanned into a new bag
 * as a wedge scanner types them — each code in a quick burst of keystrokes and Enter, 20 ms apart —
 * which must end with exactly 50 AWBs in the bag; the bag sealed; a new manifest for Surabaya by our van
 * takes the bag and departs; every AWB is then in transit with its departure event.
 */

const DEMO_API_KEY = 'ck_live_demo_2026_tokoonline_9f3a7c1e5b';
const BURST = 50;

/** Shows the new-document form when the open ones are listed first (a compact picker hides it behind a button). */
async function showNewForm(page: Page, noun: string) {
  const toggle = page.getByTestId(`new-${noun}-toggle`);
  await expect(page.getByTestId(`open-${noun}s`)).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
}

/** Types into a reference picker and clicks the option whose name matches. */
async function pick(page: Page, picker: Locator, typed: string, option: RegExp) {
  const input = picker.getByRole('combobox');
  await input.click();
  await input.fill(typed);
  const wanted = page.getByRole('option', { name: option }).first();
  await expect(wanted).toBeVisible();
  await wanted.click();
}

test.describe('outgoing', () => {
  test('50 AWBs scanned into a bag in a burst, sealed, manifested and departed, on a tablet', async ({ page, signIn }, testInfo) => {
    test.setTimeout(240_000);
    const counter = new AdminApi(page.request, 'counter');
    const stamp = Date.now().toString(36);
    const awbs: string[] = [];
    for (let i = 0; i < BURST; i++) {
      const res = await page.request.post('/api/integration/create/shipment', {
        headers: { 'X-API-Key': DEMO_API_KEY },
        data: {
          reference: `ORD-E2E-BAG-${stamp}-${i}`,
          service: 'REG',
          origin_area: '31.71.01',
          destination_area: '35.78.08',
          shipper: { name: 'Toko Online', phone: '021 555 0101', address: 'Jl. Daan Mogot 9, Jakarta' },
          consignee: { name: 'Budi Santoso', phone: '0813 9876 5432', address: 'Jl. Raya Gubeng 45, Surabaya' },
          koli: [{ weight_kg: 1.5 }],
          goods: { description: 'Kaos', value: 150000 },
          insured: false,
        },
      });
      expect(res.status()).toBe(201);
      const { awb } = (await res.json()) as { awb: string };
      const [row] = await counter.call<{ id: number; version: number }[]>('GET', `/api/operational/get/shipment?number=${awb}`);
      await counter.call('PUT', `/api/operational/update/shipment/book/${row.id}`, { version: row.version });
      awbs.push(awb);
    }

    await page.setViewportSize(TABLET);
    await signIn('dispatcher');
    await page.goto('/operational/outgoing/shipping-bag/add');
    await showNewForm(page, 'bag');
    await pick(page, page.getByTestId('new-bag-destination'), 'Surabaya', /Surabaya/);
    await page.getByTestId('new-bag-create').click();
    const scan = page.getByTestId('bag-scan-input');
    await expect(scan).toBeFocused();
    const bagNumber = (await page.getByTestId('bag-number').textContent())?.trim() ?? '';
    expect(bagNumber).toMatch(/^BAG-/);

    // the wedge scanner: each code typed in a burst and Enter, 20 ms apart; nothing waits for the answers
    const started = Date.now();
    for (const awb of awbs) {
      await page.keyboard.type(`${awb}\n`);
      await page.waitForTimeout(20);
    }
    await expect(page.getByTestId('scan-result')).toHaveCount(BURST, { timeout: 60_000 });
    testInfo.annotations.push({ type: 'burst-of-50-ms', description: String(Date.now() - started) });
    await expect(page.locator('[data-testid="scan-result"][data-outcome="accepted"]')).toHaveCount(BURST);
    await expect(page.getByTestId('bag-count-awb')).toHaveText(String(BURST));
    // the bag's table is read again once the burst has settled: every AWB, once
    await expect(page.getByTestId('bag-items').locator('tbody tr')).toHaveCount(BURST);
    await saveScreenshot(page, testInfo, 'bag-burst-767');

    // a refused scan says why and changes nothing
    await page.keyboard.type(`${awbs[0]}\n`);
    await expect(page.locator('[data-testid="scan-result"][data-outcome="refused"]').first()).toContainText('already in this bag');
    await expect(page.getByTestId('bag-count-awb')).toHaveText(String(BURST));

    await page.getByTestId('bag-seal').click();
    await page.getByTestId('seal-number').fill(`SL-E2E-${stamp}`);
    await page.getByTestId('seal-submit').click();
    await expect(page.getByText(/sealed/i).first()).toBeVisible();

    await page.goto('/operational/outgoing/outgoing/add');
    await showNewForm(page, 'manifest');
    const form = page.getByTestId('new-manifest-form');
    await pick(page, form.getByTestId('ref-picker-destination_branch_id'), 'Surabaya', /Surabaya/);
    await pick(page, form.getByTestId('ref-picker-moda_id'), 'Darat', /Darat/);
    await pick(page, form.getByTestId('ref-picker-vehicle_id'), 'B 9120', /B 9120/);
    await pick(page, form.getByTestId('ref-picker-driver_id'), 'SIM', /SIM-/);
    await page.getByTestId('new-manifest-create').click();
    const manifestScan = page.getByTestId('manifest-scan-input');
    await expect(manifestScan).toBeFocused();
    await page.keyboard.type(`${bagNumber}\n`);
    await expect(page.getByTestId('manifest-count-awb')).toHaveText(String(BURST));
    await expect(page.getByTestId('manifest-bags').locator('tbody tr')).toHaveCount(1);
    await saveScreenshot(page, testInfo, 'manifest-loaded-767');
    await page.getByTestId('manifest-depart').click();
    await expect(page.getByTestId('depart-summary')).toContainText(`${BURST} AWBs`);
    await page.getByRole('button', { name: 'Depart', exact: true }).click();
    await expect(page.getByText(/departed/i).first()).toBeVisible();

    const [shipment] = await counter.call<{ status: string }[]>('GET', `/api/operational/get/shipment?number=${awbs[BURST - 1]}`);
    expect(shipment.status).toBe('in_transit');
  });
});
