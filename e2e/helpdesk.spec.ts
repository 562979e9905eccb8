import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { PNG_1PX } from './support/admin';
import { expect, saveScreenshot, test } from './support/fixtures';

/*
 * The customer-service desk in the browser, on the demo data: `cs` looks up an invoiced AWB a customer
 * calls about, opens a ticket on it, raises a weight change from the ticket, previews it (priced again,
 * a credit note on the invoice) and sends it; the manager approves it; the AWB is repriced and the
 * credit note is in finance's list. Screenshots of the desk, the change screen and a memo at desktop
 * and tablet widths.
 */

interface Row {
  id: number;
  number: string;
  [key: string]: unknown;
}

const api = (request: APIRequestContext, token: string) => async <T>(url: string): Promise<T> => {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `GET ${url} → ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
};

async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForTimeout(300);
  await saveScreenshot(page, testInfo, name);
}

test('customer service: a complaint becomes a ticket, a weight change applied after approval, the invoice credited', async ({ page, signIn }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });

  // an AWB of an issued invoice, not yet credited, found through the API (as the admin)
  const admin = await signIn('admin');
  const get = api(page.request, admin.accessToken.token);
  const invoices = await get<Row[]>('/api/finance/get/invoice?stage=booked&limit=50');
  let target: { awb: string; invoice: Row; koli: number; total: number } | null = null;
  for (const inv of invoices) {
    if (Number(inv.credited_amount ?? 0) > 0 || inv.replaced_by_number) continue;
    const full = await get<Row & { lines: { awbs: Row[] } }>(`/api/finance/get/invoice/${inv.id}`);
    const line = full.lines.awbs.find((l) => Number(l.chargeable_kg) >= 2 && Number(l.credited ?? 0) === 0);
    if (!line) continue;
    const tracked = await get<{ shipments: { koli: unknown[]; charges?: { total: number } }[] }>(`/api/operational/get/tracking?q=${line.awb as string}`);
    target = { awb: String(line.awb), invoice: inv, koli: tracked.shipments[0].koli.length, total: tracked.shipments[0].charges?.total ?? 0 };
    break;
  }
  expect(target, 'an invoiced AWB in the demo data').not.toBeNull();
  const { awb, invoice, koli } = target!;

  await test.step('cs looks the AWB up and opens a ticket on it', async () => {
    await signIn('cs');
    await page.goto('/misc/helpdesk/tracking-helpdesk');
    await expect(page.getByTestId('sla-board')).toBeVisible();
    await page.getByRole('textbox').first().fill(awb);
    await page.keyboard.press('Control+Enter');
    await expect(page.getByTestId('lookup-actions')).toContainText(awb);
    await page.getByTestId('lookup-actions').getByRole('button', { name: 'Open a ticket' }).first().click();
    const form = page.getByTestId('ticket-form');
    await form.getByLabel(/^Complaint/).selectOption('OTHER');
    await form.getByLabel(/^Caller\*?$/).fill('PT Pelanggan Demo');
    await form.getByLabel(/^Subject/).fill('Charged for 2 kg, the box weighs 1 kg');
    await form.getByLabel(/^What the customer says/).fill('The invoice bills more weight than the parcel had; they weighed it again.');
    await snap(page, testInfo, 'helpdesk-tracking-1440');
    await form.getByTestId('open-ticket').click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('sla-board')).toContainText('Charged for 2 kg');
    // handed to the manager, picked by name: the board says who has it
    const ticketRow = page.getByTestId('document-row').filter({ hasText: 'Charged for 2 kg' }).first();
    await ticketRow.getByTestId('action-assign').click();
    await page.getByLabel(/^Assign to/).selectOption('manager');
    await page.getByTestId('document-action-confirm').click();
    await expect(page.getByTestId('document-action-confirm')).toBeHidden();
    await expect(page.getByTestId('sla-board').getByTestId('sla-row').filter({ hasText: 'Charged for 2 kg' }).first()).toContainText('AGUS SETIAWAN');
  });

  await test.step('cs raises a weight change from the ticket and previews it', async () => {
    await page.getByTestId('sla-board').getByTestId(`correct-${awb}`).first().selectOption('weight');
    await expect(page).toHaveURL(/\/misc\/helpdesk\/change-weight\?awb=.*ticket=\d+/);
    const form = page.getByTestId('change-request-form');
    await expect(form.getByTestId('from-ticket')).toBeVisible();
    for (let i = 1; i < koli; i++) await form.getByRole('button', { name: 'Add koli' }).click();
    for (let i = 0; i < koli; i++) await form.getByLabel(`Koli ${i + 1} weight kg`).fill('0.5');
    await form.getByLabel(/^Reason/).selectOption('CUSTOMER_DISPUTE');
    await form.getByLabel(/^Explanation/).fill('Re-weighed with the customer on a video call: 0.5 kg per koli.');
    // the photo of the scale the customer sent
    await form.getByTestId('change-attachments').locator('input[type=file]').setInputFiles({ name: 'scale-photo.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(form.getByTestId('change-attachments')).toContainText('scale-photo.png');
    await form.getByTestId('preview-change').click();
    const preview = page.getByTestId('change-preview');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(`Credit note of about`);
    await expect(preview).toContainText(String(invoice.number));
    await expect(page.getByTestId('preview-charges')).toBeVisible();
    await snap(page, testInfo, 'helpdesk-change-weight-preview-1440');
    await form.getByTestId('send-change').click();
    const waiting = page.getByTestId('document-row').filter({ hasText: 'Weight' }).first();
    await expect(waiting).toBeVisible();
  });

  let repriced = 0;
  await test.step('the manager approves it: the AWB is priced again and its invoice credited', async () => {
    await signIn('manager');
    await page.goto('/misc/helpdesk/change-weight');
    const row = page.getByTestId('document-row').first();
    await expect(row).toBeVisible();
    // the evidence first: the request's detail lists the photo by the name it was sent with, and opens it
    await row.getByTestId('document-number').click();
    const detail = page.getByTestId('document-detail');
    const files = detail.getByTestId('request-attachments');
    await expect(files).toContainText('scale-photo.png');
    const [photo] = await Promise.all([page.waitForEvent('popup'), files.getByRole('button', { name: /scale-photo\.png/ }).click()]);
    await photo.waitForLoadState();
    expect(photo.url()).toMatch(/^blob:/);
    await photo.close();
    await snap(page, testInfo, 'helpdesk-change-request-detail-1440');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await row.getByTestId('action-book').click();
    await page.getByTestId('document-action-confirm').click();
    await expect(page.getByTestId('document-action-confirm')).toBeHidden();
    const after = await get<{ shipments: { chargeable_kg: number; charges?: { total: number }; events: { code: string }[] }[] }>(`/api/operational/get/tracking?q=${awb}`);
    repriced = after.shipments[0].charges?.total ?? 0;
    expect(repriced).toBeLessThan(target!.total);
    expect(after.shipments[0].events.map((e) => e.code)).toContain('WEIGHT_CHANGED');
  });

  await test.step('finance sees the credit note on the invoice', async () => {
    await signIn('finance');
    await page.goto(`/finance/ar/credit-note/list?search=${encodeURIComponent(String(invoice.number))}`);
    const row = page.getByTestId('document-row').filter({ hasText: String(invoice.number) }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('Approved');
    await snap(page, testInfo, 'helpdesk-credit-note-in-finance-1440');
  });
});

test('the helpdesk screens at tablet width, and a memo', async ({ page, signIn }, testInfo) => {
  await signIn('cs');
  await page.setViewportSize({ width: 767, height: 1024 });
  await page.goto('/misc/helpdesk/tracking-helpdesk');
  await expect(page.getByTestId('sla-board')).toBeVisible();
  await expect(page.getByTestId('document-list')).toBeVisible();
  await snap(page, testInfo, 'helpdesk-tracking-767');
  await page.goto('/misc/helpdesk/change-account');
  await expect(page.getByTestId('change-request-form')).toBeVisible();
  await snap(page, testInfo, 'helpdesk-change-account-767');
  await page.goto('/misc/memo-internal/special-price/add');
  await expect(page.getByTestId('memo-form')).toBeVisible();
  await snap(page, testInfo, 'helpdesk-memo-special-price-767');
  await signIn('manager');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/misc/helpdesk/report-helpdesk');
  await expect(page.getByTestId('report-table')).toBeVisible();
  await snap(page, testInfo, 'helpdesk-report-1440');
  await page.goto('/misc/memo-internal/revision-invoice/list');
  await expect(page.getByTestId('document-row').first()).toBeVisible();
  await snap(page, testInfo, 'helpdesk-memo-revision-list-1440');
});
