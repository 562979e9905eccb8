import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { SCREENSHOTS_DIR } from './support/env';
import { expect, saveScreenshot, test } from './support/fixtures';

/*
 * The finance flow in the browser, as the demo finance clerk on the demo data: this month's CDR of a
 * credit customer (left in review by the demo) looked at and posted; a draft invoice generated for the
 * customer for this month so far and issued, its PDF read; part of it paid by transfer with PPh 23
 * withheld — only this invoice, though the customer has older ones open —; part of one AWB credited on
 * a credit note that the clerk may not approve (the admin does, through the API); the rest paid in full;
 * the customer's receivable card for today nets to zero. Then payables: a manifest carried by the
 * trucker (set up through the API as the admin) billed, posted and paid with the withholding slip; and
 * a trip allowance drafted, approved by the admin, paid out in cash and settled.
 */

const FINANCE = 'finance';

interface Doc {
  id: number;
  number: string;
  version: number;
  stage: string;
  status: string;
  [key: string]: unknown;
}

/** Today and the first of this month in Jakarta, as the screens' date inputs hold them. */
function jakartaDays() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  return { today, firstOfMonth: `${today.slice(0, 8)}01` };
}

/** 1250000 → "Rp 1.250.000", as lib/pricing/money formats it. */
const rupiah = (n: number) => `${n < 0 ? '-' : ''}Rp ${String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
/** 1250000 → "1.250.000", as a money input shows it. */
const digits = (n: number) => rupiah(n).replace(/^Rp /, '');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field's label exactly (a required one ends in its "*"). */
const labelled = (text: string) => new RegExp(`^${escapeRe(text)}\\*?$`);

/** Types into a reference picker and clicks the option whose name matches. */
async function pick(page: Page, picker: Locator, typed: string, option: RegExp) {
  const input = picker.getByRole('combobox');
  await input.click();
  await input.fill(typed);
  const wanted = page.getByRole('option', { name: option }).first();
  await expect(wanted).toBeVisible();
  await wanted.click();
}

/**
 * A full-page screenshot from the top, the viewport as tall as the page for it: a sticky save bar (and
 * an open dialog) then sits where it belongs instead of over the middle of the page.
 */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, Math.min(height, 4000)) });
  await page.evaluate(() => window.scrollTo(0, 0));
  // toasts and transitions settle first
  await page.waitForTimeout(300);
  await saveScreenshot(page, testInfo, name);
  await page.setViewportSize(viewport);
}

/** The product API with one user's Bearer token. */
function apiAs(request: APIRequestContext, token: string) {
  const send = async (method: 'GET' | 'PUT' | 'POST', url: string, data?: unknown) => {
    const res = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
    return { status: res.status(), body: await res.text(), res };
  };
  return {
    send,
    async call<T>(method: 'GET' | 'PUT' | 'POST', url: string, data?: unknown): Promise<T> {
      const { status, body } = await send(method, url, data);
      expect(status < 300, `${method} ${url} → ${status} ${body}`).toBe(true);
      return (JSON.parse(body) as { data: T }).data;
    },
  };
}

/** The action dialog of a document list: its confirm button, then closed. */
async function confirmAction(page: Page) {
  const dialog = page.getByTestId('document-action-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('document-action-confirm').click();
  await expect(dialog).toBeHidden();
}

test.describe('finance', () => {
  test('CDR posted → invoice generated and issued (its PDF read) → partly paid with PPh 23 → credit note approved by another → paid in full → the receivable card nets to zero; a trucker’s manifest billed, posted and paid; a trip allowance paid out and settled', async ({
    page,
    signIn,
    adminApi,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).toUpperCase();
    const { today, firstOfMonth } = jakartaDays();

    // wide enough for the allocation grids' every column
    await page.setViewportSize({ width: 1440, height: 900 });
    const session = await signIn(FINANCE);
    const finance = apiAs(page.request, session.accessToken.token);
    const invoiceOf = async (id: number) => finance.call<Doc & { total: number; outstanding: number; amount: number; lines?: { awbs?: Record<string, unknown>[] } }>('GET', `/api/finance/get/invoice/${id}`);

    // ---------- 1. CDR posting: the first of the CDRs to review (this month's, in review in the demo), its lines, Post ----------
    await page.goto('/finance/ar/customer-data-report/posting');
    const firstDraft = page.getByTestId('cdr-drafts').getByTestId('cdr-draft').first();
    await expect(firstDraft).toBeVisible();
    const cdrId = Number(await firstDraft.getAttribute('data-document-id'));
    const cdr = await finance.call<Doc & { customer_id: number; customer_id_label: string; period_from: string; period_to: string; awb_count: number }>(
      'GET',
      `/api/finance/get/customer-data-report/${cdrId}`,
    );
    expect(cdr.stage).toBe('draft');
    expect(cdr.period_from).toBe(firstOfMonth);
    expect(cdr.awb_count).toBeGreaterThan(0);
    const customerName = String(cdr.customer_id_label);
    const customerRe = new RegExp(escapeRe(customerName));

    await firstDraft.getByRole('button', { name: `Review ${cdr.number}` }).click();
    const review = page.getByTestId('cdr-review');
    await expect(review).toHaveAttribute('data-document-id', String(cdrId));
    await expect(review.getByTestId('cdr-number')).toHaveText(cdr.number);
    await expect(review.getByTestId('cdr-customer')).toHaveText(customerName);
    const lines = review.getByTestId('cdr-line');
    await expect(lines).toHaveCount(cdr.awb_count);
    for (const line of await lines.all()) {
      await expect(line).toHaveAttribute('data-included', 'true');
      await expect(line.getByTestId('cdr-line-billed')).toHaveText('Kept');
    }
    await snap(page, testInfo, 'finance-cdr-review');
    await review.getByTestId('cdr-post').click();
    const postDialog = page.getByTestId('confirm-dialog');
    await expect(postDialog.getByTestId('cdr-post-summary')).toContainText(customerName);
    await postDialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(review.getByTestId('cdr-posted')).toContainText(`${cdr.number} posted`);
    await expect(page.getByTestId('cdr-drafts').locator(`[data-document-id="${cdrId}"]`)).toHaveCount(0);

    // ---------- 2. a draft invoice for the customer, this month so far; issued on the draft worklist; its PDF ----------
    await page.goto('/finance/ar/invoice/generate-draft');
    const period = page.getByTestId('period');
    await period.getByLabel(labelled('Period from')).fill(firstOfMonth);
    await period.getByLabel(labelled('Period until')).fill(today);
    await expect(period.getByLabel(labelled('Invoice date'))).toHaveValue(today);
    const generate = page.getByTestId('invoice-generate');
    await pick(page, generate.getByTestId('ref-picker-customer_id'), customerName, customerRe);
    await generate.getByRole('button', { name: 'Generate draft invoice' }).click();
    const invoiceNo = ((await generate.getByTestId('invoice-created-number').textContent()) ?? '').trim();
    expect(invoiceNo).toMatch(/^INV-/);
    await expect(generate.getByTestId('invoice-created')).toContainText(`${cdr.awb_count} AWB`);

    await generate.getByTestId('invoice-created-link').click();
    await expect(page).toHaveURL(/\/finance\/ar\/invoice\/draft\?number=/);
    const issue = page.getByRole('button', { name: `Issue ${invoiceNo}` });
    await expect(issue).toBeEnabled();
    await issue.click();
    await confirmAction(page);
    await expect(issue).toHaveCount(0);
    const [listed] = await finance.call<Doc[]>('GET', `/api/finance/get/invoice?number=${invoiceNo}`);
    let invoice = await invoiceOf(listed.id);
    expect(invoice.status).toBe('ISSUED');
    expect(invoice.customer_id).toBe(cdr.customer_id);
    const total = Number(invoice.total);
    expect(total).toBeGreaterThan(0);

    const pdf = await page.request.get(`/api/finance/print/invoice/invoice/${invoice.id}`, { headers: { authorization: `Bearer ${session.accessToken.token}` } });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const pdfFile = testInfo.outputPath('invoice.pdf');
    fs.writeFileSync(pdfFile, await pdf.body());
    const pdfText = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
    expect(pdfText).toContain(invoiceNo);
    expect(pdfText).toContain('TOTAL');
    expect(pdfText).toMatch(/rupiah/i);
    const pngPrefix = testInfo.outputPath('invoice-page');
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdfFile, pngPrefix]);
    const pngName = fs.readdirSync(path.dirname(pngPrefix)).find((f) => f.startsWith('invoice-page') && f.endsWith('.png'));
    expect(pngName, 'pdftoppm wrote page 1').toBeTruthy();
    const pdfPage = path.join(SCREENSHOTS_DIR, `${testInfo.project.name}-finance-invoice-pdf.png`);
    fs.copyFileSync(path.join(path.dirname(pngPrefix), pngName!), pdfPage);
    await testInfo.attach('finance-invoice-pdf', { path: pdfPage, contentType: 'image/png' });

    // ---------- 3. a first transfer: part of this invoice only (older ones open), PPh 23 withheld with its slip ----------
    const open = await finance.call<{
      items: { item_type: string; item_id: number; number: string }[];
      pph23_percent: number;
      pph23_no_tax_id_percent: number;
      company_has_tax_id: boolean;
      bank_accounts: string[];
    }>('GET', `/api/finance/get/open-items?customer_id=${cdr.customer_id}`);
    const older = open.items.filter((i) => !(i.item_type === 'invoice' && i.item_id === invoice.id));
    expect(older.length, 'the customer has older open items').toBeGreaterThan(0);
    const firstPart = Math.round((total * 0.4) / 1000) * 1000;

    await page.goto('/finance/ar/payment-invoice/entry');
    await pick(page, page.getByTestId('payment-customer'), customerName, customerRe);
    const grid = page.getByTestId('allocation-grid');
    const payOurs = grid.getByRole('checkbox', { name: `Pay ${invoiceNo}`, exact: true });
    await expect(payOurs).toBeVisible();
    await page.getByLabel(labelled('Into account')).fill(open.bank_accounts[0]);
    await page.getByLabel(labelled('Reference')).fill(`TRF E2E ${stamp}-1`);
    await page.getByLabel(labelled('Amount received')).fill(String(firstPart));
    // the money went to the oldest first: take it off the older ones, onto ours
    await expect(grid.getByTestId('allocation-mode')).toContainText('oldest first');
    await expect(grid.getByRole('checkbox', { name: `Pay ${older[0].number}`, exact: true })).toBeChecked();
    await expect(payOurs).not.toBeChecked();
    for (const item of older) {
      const box = grid.getByRole('checkbox', { name: `Pay ${item.number}`, exact: true });
      if (await box.isChecked()) await box.uncheck();
    }
    await payOurs.check();
    await expect(grid.getByTestId('allocation-mode')).toHaveText('Allocated by hand.');
    await expect(grid.getByRole('textbox', { name: `Amount paid on ${invoiceNo}` })).toHaveValue(digits(firstPart));
    await grid.getByRole('checkbox', { name: `PPh 23 withheld on ${invoiceNo}` }).check();
    const pph23Box = grid.getByRole('textbox', { name: `PPh 23 on ${invoiceNo}` });
    await expect(pph23Box).not.toHaveValue('');
    const pph23 = Number((await pph23Box.inputValue()).replace(/\D/g, ''));
    // the screen's suggestion: the rate of the invoice's DPP (lib/finance/tax.ts pph23Of, payment-entry suggestedPph23)
    const pph23Percent = open.company_has_tax_id ? open.pph23_percent : open.pph23_no_tax_id_percent;
    expect(pph23).toBe(Math.floor((Number(invoice.amount) * Math.round(pph23Percent * 100)) / 10_000));
    for (const item of older) await expect(grid.getByRole('checkbox', { name: `Pay ${item.number}`, exact: true })).not.toBeChecked();
    await page.getByLabel(labelled('Withholding slip no.')).fill(`BP23-E2E-${stamp}`);
    await expect(page.getByTestId('payment-summary')).toContainText(`1 of ${open.items.length} paid · ${rupiah(firstPart)} allocated`);
    await snap(page, testInfo, 'finance-payment-entry');
    // and on a tablet (767 px, the vertical layout)
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 767, height: 1000 });
    await snap(page, testInfo, 'finance-payment-entry-767');
    await page.setViewportSize(wide);
    await page.getByTestId('payment-save').click();
    const done = page.getByTestId('payment-done');
    await expect(done).toBeVisible();
    await expect(done.getByTestId('payment-number')).not.toBeEmpty();
    await expect(done.getByTestId('payment-done-line')).toHaveCount(1);
    await expect(done.getByTestId('payment-done-line')).toContainText(invoiceNo);
    await expect(done.getByTestId('payment-done-line')).toContainText(rupiah(total - firstPart - pph23));
    invoice = await invoiceOf(invoice.id);
    expect(invoice.status).toBe('PARTLY_PAID');
    expect(Number(invoice.outstanding)).toBe(total - firstPart - pph23);

    // ---------- 4. a credit note for part of one AWB: drafted here, refused to its author, approved by the admin ----------
    const awbLine = (invoice.lines?.awbs ?? [])[0] as { id: number; awb: string; amount: number } | undefined;
    expect(awbLine, 'the invoice has AWB lines').toBeTruthy();
    const credit = Math.max(1000, Math.round((Number(awbLine!.amount) * 0.1) / 100) * 100);
    await page.goto('/finance/ar/credit-note/add');
    await page.getByTestId('credit-invoice-picker').getByRole('searchbox').fill(invoiceNo);
    await page.getByTestId('credit-invoice-option').filter({ hasText: invoiceNo }).click();
    await expect(page.getByTestId('credit-invoice-number')).toHaveText(invoiceNo);
    await page.getByRole('textbox', { name: `Credit on AWB ${awbLine!.awb}` }).fill(String(credit));
    await page.getByLabel(labelled('Kind')).selectOption('PRICE_REVISION');
    await page.getByLabel(labelled('Reason')).fill('Tarif kontrak belum diterapkan pada satu AWB (uji e2e)');
    await expect(page.getByTestId('credit-note-summary')).toContainText('1 of');
    await page.getByTestId('credit-note-save').click();
    const cnDone = page.getByTestId('credit-note-done');
    await expect(cnDone).toBeVisible();
    const cnNo = ((await cnDone.getByTestId('credit-note-number').textContent()) ?? '').trim();
    expect(cnNo).toBeTruthy();
    await expect(cnDone).toContainText(`Against ${invoiceNo}`);

    await cnDone.getByTestId('credit-note-drafts').click();
    await expect(page).toHaveURL(/\/finance\/ar\/credit-note\/draft/);
    const approve = page.getByRole('button', { name: `Approve ${cnNo}` });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription('A credit note is approved by someone other than whoever entered or changed its figures (finance)');
    const [cnListed] = await finance.call<Doc[]>('GET', `/api/finance/get/credit-note?number=${cnNo}`);
    const own = await finance.send('PUT', `/api/finance/update/credit-note/book/${cnListed.id}`, { version: cnListed.version });
    expect(own.status).toBe(409);
    expect(own.body).toContain('approved by someone other than whoever entered or changed its figures');
    const note = await adminApi.call<Doc & { total: number }>('GET', `/api/finance/get/credit-note/${cnListed.id}`);
    const approved = await adminApi.call<Doc & { total: number; to_invoice: number }>('PUT', `/api/finance/update/credit-note/book/${note.id}`, { version: note.version });
    expect(approved.status).toBe('APPROVED');
    const cnTotal = Number(approved.total);
    expect(Number(approved.to_invoice)).toBe(cnTotal);
    await page.reload();
    await expect(page.getByRole('button', { name: `Approve ${cnNo}` })).toHaveCount(0);
    invoice = await invoiceOf(invoice.id);
    const rest = total - firstPart - pph23 - cnTotal;
    expect(Number(invoice.outstanding)).toBe(rest);

    // ---------- 5. the rest, in full, on the same invoice ----------
    await page.goto('/finance/ar/payment-invoice/entry');
    await pick(page, page.getByTestId('payment-customer'), customerName, customerRe);
    await grid.getByRole('checkbox', { name: `Pay ${invoiceNo}`, exact: true }).check();
    await expect(grid.getByRole('textbox', { name: `Amount paid on ${invoiceNo}` })).toHaveValue(digits(rest));
    await page.getByLabel(labelled('Reference')).fill(`TRF E2E ${stamp}-2`);
    await page.getByLabel(labelled('Amount received')).fill(String(rest));
    const ourRow = grid.locator(`[data-testid="allocation-row"][data-key="invoice:${invoice.id}"]`);
    await expect(ourRow.getByTestId('allocation-left')).toHaveText('Rp 0');
    for (const item of older) await expect(grid.getByRole('checkbox', { name: `Pay ${item.number}`, exact: true })).not.toBeChecked();
    await page.getByTestId('payment-save').click();
    await expect(page.getByTestId('payment-done-line')).toHaveCount(1);
    await expect(page.getByTestId('payment-done-line')).toContainText('Paid off');
    invoice = await invoiceOf(invoice.id);
    expect(invoice.status).toBe('PAID');
    expect(Number(invoice.outstanding)).toBe(0);

    // ---------- 6. the receivable card today: the invoice, two payments, PPh 23 and the credit note net to zero ----------
    await page.goto('/finance/ar/receivable/card');
    await pick(page, page.getByTestId('ref-filter-customer_id'), customerName, customerRe);
    const periodFilter = page.getByTestId('period-filter');
    await periodFilter.getByLabel('Period from').fill(today);
    await periodFilter.getByLabel('Period from').press('Enter');
    await periodFilter.getByLabel('Period to').fill(today);
    await periodFilter.getByLabel('Period to').press('Enter');
    // (today is the card's default end: the URL leaves it out)
    await expect(page).toHaveURL(new RegExp(`date_from=${today}`));
    await expect(periodFilter.getByLabel('Period from')).toHaveValue(today);
    await expect(periodFilter.getByLabel('Period to')).toHaveValue(today);
    await periodFilter.getByLabel('Period to').blur();
    const cardRows = page.getByTestId('card-row');
    await expect(cardRows.filter({ hasText: invoiceNo })).toHaveCount(5);
    await expect(page.locator('[data-testid="card-row"][data-kind="INVOICE"]').filter({ hasText: invoiceNo })).toHaveCount(1);
    await expect(page.locator('[data-testid="card-row"][data-kind="PAYMENT"]').filter({ hasText: invoiceNo })).toHaveCount(2);
    await expect(page.locator('[data-testid="card-row"][data-kind="PPH23"]').filter({ hasText: invoiceNo })).toHaveCount(1);
    await expect(page.locator('[data-testid="card-row"][data-kind="CREDIT_NOTE"]').filter({ hasText: invoiceNo })).toHaveCount(1);
    await expect(page.getByTestId('summary-debit-value')).toHaveText(rupiah(total));
    await expect(page.getByTestId('summary-credit-value')).toHaveText(rupiah(total));
    const opening = (await page.getByTestId('summary-opening-value').textContent())?.trim();
    await expect(page.getByTestId('summary-closing-value')).toHaveText(opening!);
    await snap(page, testInfo, 'finance-receivable-card');

    // ---------- 7. payables: a manifest carried by the trucker (set up by the admin), billed, posted, paid ----------
    const [counter] = await adminApi.call<{ id: number; branch_id: number }[]>('GET', '/api/datamaster/get/office?code=JKT-CTR');
    const [trucker] = await adminApi.call<{ id: number; name: string }[]>('GET', '/api/datamaster/get/vendor?code=TRK');
    const [road] = await adminApi.call<{ id: number }[]>('GET', '/api/setting/get/moda?code=LAND');
    // a booked credit AWB at the counter, in no bag and on no manifest (a cash one sits in a cash register)
    const booked = await adminApi.call<{ id: number; number: string; bag_id: number | null; manifest_id: number | null; destination_area_id: number }[]>(
      'GET',
      `/api/operational/get/shipment?office_id=${counter.id}&stage=booked&status=pending&payment_type=CREDIT&limit=100`,
    );
    // … going to another branch (a manifest leaves its own branch)
    let loose: (typeof booked)[number] | undefined;
    let destinationBranch: number | null = null;
    for (const s of booked.filter((b) => !b.bag_id && !b.manifest_id)) {
      const area = await adminApi.call<{ branch_id: number | null }>('GET', `/api/datamaster/get/coverage-area/${s.destination_area_id}`);
      if (area.branch_id && area.branch_id !== counter.branch_id) {
        loose = s;
        destinationBranch = area.branch_id;
        break;
      }
    }
    expect(loose, 'a loose booked AWB at JKT-CTR for another branch').toBeTruthy();
    const created = await adminApi.call<Doc>('POST', '/api/operational/create/outgoing-manifest', {
      office_id: counter.id,
      destination_branch_id: destinationBranch,
      moda_id: road.id,
      carrier_type: 'VENDOR',
      vendor_id: trucker.id,
      vendor_reference: `SJ-TRK-${stamp}`,
      departure_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      request_id: randomUUID(),
    });
    const loaded = await adminApi.call<Doc>('PUT', `/api/operational/update/outgoing-manifest/scan/${created.id}`, { code: loose!.number });
    expect(Number(loaded.awb_count)).toBe(1);
    const departed = await adminApi.call<Doc>('PUT', `/api/operational/update/outgoing-manifest/book/${created.id}`, { version: loaded.version });
    expect(departed.status).toBe('DEPARTED');
    const manifestNo = created.number;

    await page.goto('/finance/ap/invoice-vendor/add');
    await pick(page, page.getByTestId('vendor-invoice-vendor'), 'Lintas Jawa', new RegExp(escapeRe(trucker.name)));
    const vendorInvoiceNo = `TRK/INV/${stamp}`;
    await page.getByLabel(labelled("Vendor's invoice no.")).fill(vendorInvoiceNo);
    const billTick = page.getByRole('checkbox', { name: `Bill ${manifestNo}`, exact: true });
    await billTick.check();
    const billed = 850_000;
    await page.getByRole('textbox', { name: `Billed for ${manifestNo}` }).fill(String(billed));
    await expect(page.getByTestId('bill-total-billed')).toHaveText(rupiah(billed));
    await page.getByTestId('vendor-invoice-save').click();
    const billDone = page.getByTestId('vendor-invoice-done');
    await expect(billDone).toBeVisible();
    const billNo = ((await billDone.getByTestId('vendor-invoice-number').textContent()) ?? '').trim();
    expect(billNo).toBeTruthy();
    await expect(billDone).toContainText(`their no. ${vendorInvoiceNo}`);

    await billDone.getByTestId('vendor-invoice-drafts').click();
    await expect(page).toHaveURL(/\/finance\/ap\/invoice-vendor\/draft/);
    const post = page.getByRole('button', { name: `Post ${billNo}` });
    await post.click();
    await confirmAction(page);
    await expect(post).toHaveCount(0);
    const [bill] = await finance.call<(Doc & { payable: number; pph23: number })[]>('GET', `/api/finance/get/vendor-invoice?number=${billNo}`);
    expect(bill.status).toBe('POSTED');
    expect(Number(bill.pph23)).toBeGreaterThan(0);

    await page.goto('/finance/ap/payment-invoice-vendor/entry');
    await pick(page, page.getByTestId('vendor-payment-vendor'), 'Lintas Jawa', new RegExp(escapeRe(trucker.name)));
    await page.getByRole('checkbox', { name: `Pay ${billNo}`, exact: true }).check();
    await expect(page.getByRole('textbox', { name: `Amount paid on ${billNo}` })).toHaveValue(digits(Number(bill.payable)));
    await expect(page.locator(`[data-testid="open-bill-row"]`).filter({ hasText: billNo }).getByTestId('open-bill-left')).toHaveText('Paid off');
    await page.getByLabel(labelled('From account')).fill('BCA 123-456-7890');
    await page.getByLabel(labelled('Reference')).fill(`OUT-E2E-${stamp}`);
    await page.getByLabel(labelled('Withholding slip no.')).fill(`BP23-TRK-${stamp}`);
    await page.getByTestId('vendor-payment-save').click();
    const vpDone = page.getByTestId('vendor-payment-done');
    await expect(vpDone).toBeVisible();
    await expect(vpDone.getByTestId('vendor-payment-done-line').filter({ hasText: billNo })).toContainText('Paid off');
    await expect(vpDone.getByTestId('vendor-payment-paid')).toContainText(`slip BP23-TRK-${stamp}`);
    const [billPaid] = await finance.call<Doc[]>('GET', `/api/finance/get/vendor-invoice?number=${billNo}`);
    expect(billPaid.status).toBe('PAID');

    // ---------- 8. a trip allowance: another trip of the van Jakarta → a route with a rate; approved by the admin; paid out; settled ----------
    const [van] = await adminApi.call<{ id: number; plate_no: string }[]>('GET', '/api/datamaster/get/vehicle?vehicle_type=VAN');
    const [driver] = await adminApi.call<{ id: number; name: string }[]>('GET', '/api/datamaster/get/driver?licence_type=A');
    const rates = await adminApi.call<{ destination_branch_id_label: string; fuel: number; tolls: number; loading: number; meals: number }[]>(
      'GET',
      `/api/finance/get/trip-allowance-rate?origin_branch_id=${counter.branch_id}&vehicle_type=VAN`,
    );
    expect(rates.length, 'a VAN rate from Jakarta').toBeGreaterThan(0);
    const rate = rates[0];
    const advance = Number(rate.fuel) + Number(rate.tolls) + Number(rate.loading) + Number(rate.meals);

    await page.goto('/finance/trip-allowance/add');
    await page.getByTestId('trip-mode-other').click();
    await expect(page.getByLabel(labelled('Trip date'))).toHaveValue(today);
    await pick(page, page.getByTestId('ref-picker-driver_id'), driver.name, new RegExp(escapeRe(driver.name)));
    await pick(page, page.getByTestId('ref-picker-vehicle_id'), van.plate_no, new RegExp(escapeRe(van.plate_no)));
    await pick(page, page.getByTestId('ref-picker-origin_branch_id'), 'Jakarta', /Cabang Jakarta/);
    await pick(page, page.getByTestId('ref-picker-destination_branch_id'), rate.destination_branch_id_label.replace(/^Cabang /, ''), new RegExp(escapeRe(rate.destination_branch_id_label)));
    await expect(page.getByTestId('trip-rate')).toHaveAttribute('data-state', 'rate');
    await expect(page.getByTestId('trip-advance-total')).toHaveText(rupiah(advance));
    await page.getByLabel(labelled('Notes')).fill(`Antar barang pindahan kantor (e2e ${stamp})`);
    await page.getByTestId('trip-save').click();
    const tripDone = page.getByTestId('trip-done');
    await expect(tripDone).toBeVisible();
    const tripNo = ((await tripDone.getByTestId('trip-number').textContent()) ?? '').trim();
    expect(tripNo).toBeTruthy();
    await expect(tripDone.getByTestId('trip-done-advance')).toHaveText(rupiah(advance));

    const [trip] = await adminApi.call<Doc[]>('GET', `/api/finance/get/trip-allowance?number=${tripNo}`);
    const tripApproved = await adminApi.call<Doc>('PUT', `/api/finance/update/trip-allowance/book/${trip.id}`, { version: trip.version });
    expect(tripApproved.status).toBe('APPROVED');

    await page.goto(`/finance/trip-allowance/list?number=${encodeURIComponent(tripNo)}`);
    const tripRow = page.locator(`tr[data-row-id="${trip.id}"]`);
    await expect(tripRow.locator('[data-status]')).toHaveAttribute('data-status', 'APPROVED');
    await tripRow.getByRole('button', { name: `Pay out ${tripNo}` }).click();
    const payOutDialog = page.getByTestId('document-action-dialog');
    await expect(payOutDialog.getByTestId('trip-action-advance')).toHaveText(rupiah(advance));
    await expect(payOutDialog.getByLabel('Paid out by')).toHaveValue('CASH');
    await confirmAction(page);
    await expect(tripRow.locator('[data-status]')).toHaveAttribute('data-status', 'PAID');

    await tripRow.getByRole('button', { name: `Settle ${tripNo}` }).click();
    const settleDialog = page.getByTestId('document-action-dialog');
    const fuelSpent = settleDialog.getByLabel('Fuel spent');
    await expect(fuelSpent).toHaveValue(digits(Number(rate.fuel)));
    await fuelSpent.fill(String(Number(rate.fuel) - 40_000));
    await expect(settleDialog.getByTestId('settle-difference')).toHaveAttribute('data-difference', '40000');
    await settleDialog.getByLabel('Settlement note').fill('Sisa BBM Rp 40.000 dikembalikan ke kasir');
    await snap(page, testInfo, 'finance-trip-settle');
    await confirmAction(page);
    await expect(tripRow.locator('[data-status]')).toHaveAttribute('data-status', 'SETTLED');
    const [settled] = await finance.call<Doc[]>('GET', `/api/finance/get/trip-allowance?number=${tripNo}`);
    expect(settled.status).toBe('SETTLED');
  });
});
