import type { Locator, Page, TestInfo } from '@playwright/test';
import { AdminApi, expect, saveScreenshot, test } from './support/fixtures';
import { TABLET } from './support/admin';

/*
 * One AWB's whole journey in the browser, as the demo dispatcher on a 767-px tablet: three AWBs of the
 * credit customer (C00002, who wants the signed paper POD back) booked for Surabaya — A (the one
 * followed), M (goes missing), X (turns up as an extra). In Jakarta A and M are bagged and sealed, the
 * bag goes on a manifest by our van, which departs. The dispatcher is then moved to the Surabaya counter
 * (through the users API, as the admin): the manifest is received — the bag opened with its seal, A
 * scanned, X scanned as an extra, the finish marks M missing. A goes out on a runsheet and fails
 * (consignee not at home, deliver again), goes out again and is delivered with a signature drawn on the
 * pad; its paper POD goes back to Jakarta in a POD return, and — the dispatcher back at the Jakarta
 * counter — is received there. Tracking · System shows every step and the proof of delivery.
 */

const DEMO_API_KEY = 'ck_live_demo_2026_tokoonline_9f3a7c1e5b';
const GAMBIR = '31.71.01';
const GUBENG = '35.78.08';

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

/** A code as the wedge scanner types it into the focused box: its keys in a burst, then Enter. */
async function wedge(page: Page, box: Locator, code: string) {
  await expect(box).toBeFocused();
  await page.keyboard.type(`${code}\n`);
  await page.waitForTimeout(20);
}

/** The feed's answer to one scanned code (the newest, when it was scanned more than once). */
const feedResult = (page: Page, code: string) => page.locator(`[data-testid="scan-result"][data-code="${code}"]`).first();

/** A full-page screenshot from the top (the sticky header over the top of the page, not in the middle of it). */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

/** The confirm dialog's button. */
const confirmButton = (page: Page, label: string) => page.getByTestId('confirm-dialog').getByRole('button', { name: label, exact: true });

test.describe('last mile', () => {
  test('one AWB from booking → bag → manifest → incoming (one missing, one extra) → runsheet → failed, then delivered with a drawn signature → POD return → reception, all on the tracking page', async ({
    page,
    signIn,
    adminApi,
  }, testInfo) => {
    test.setTimeout(420_000);
    const counter = new AdminApi(page.request, 'counter');
    const stamp = Date.now().toString(36);

    // ---------- where: the Jakarta counter, the Surabaya counter (the branch serving Gubeng) ----------
    const dispatcher = await adminApi.call<{ office_id: number | null; version: number }>('GET', '/api/datamaster/get/user/dispatcher');
    const [jakarta] = await adminApi.call<{ id: number; code: string }[]>('GET', '/api/datamaster/get/office?code=JKT-CTR');
    expect(dispatcher.office_id).toBe(jakarta.id);
    const [gubeng] = await adminApi.call<{ branch_id: number; branch_id_label?: string }[]>('GET', `/api/datamaster/get/coverage-area?area_code=${GUBENG}`);
    expect(gubeng.branch_id).toBeTruthy();
    const surabayaOffices = await adminApi.call<{ id: number; code: string; branch_id: number }[]>(
      'GET',
      `/api/datamaster/get/office?branch_id=${gubeng.branch_id}&kind=COUNTER`,
    );
    expect(surabayaOffices.length).toBeGreaterThan(0);
    const surabaya = surabayaOffices[0];
    expect(surabaya.code).toBe('SUB-CTR');

    /** Moves the dispatcher's record to this office (the screens work at the user's office). */
    const moveDispatcher = async (officeId: number) => {
      const user = await adminApi.call<{ office_id: number | null; version: number }>('GET', '/api/datamaster/get/user/dispatcher');
      if (user.office_id === officeId) return;
      await adminApi.call('PUT', '/api/datamaster/update/user/dispatcher', { office_id: officeId, version: user.version });
      const after = await adminApi.call<{ office_id: number | null; email: string | null; full_name: string }>('GET', '/api/datamaster/get/user/dispatcher');
      expect(after.office_id).toBe(officeId);
      // only the office moved
      expect(after.email).toBe('dispatcher@kurir.example');
      expect(after.full_name).toBe('BUDI SANTOSO');
    };

    try {
      // ---------- 1. three AWBs for Gubeng, Surabaya: sent through the integration API, booked at the counter ----------
      const book = async (tag: string) => {
        const res = await page.request.post('/api/integration/create/shipment', {
          headers: { 'X-API-Key': DEMO_API_KEY },
          data: {
            reference: `ORD-E2E-LM-${stamp}-${tag}`,
            service: 'REG',
            origin_area: GAMBIR,
            destination_area: GUBENG,
            shipper: { name: 'Toko Online', phone: '021 555 0101', address: 'Jl. Daan Mogot 9, Jakarta' },
            consignee: { name: 'Budi Santoso', phone: '0813 9876 5432', address: 'Jl. Raya Gubeng 45, Surabaya' },
            koli: [{ weight_kg: 1.5 }],
            goods: { description: 'Kaos', value: 150000 },
            insured: false,
          },
        });
        const text = await res.text();
        expect(res.status(), `POST /api/integration/create/shipment → ${res.status()} ${text}`).toBe(201);
        const { awb } = JSON.parse(text) as { awb: string };
        const [row] = await counter.call<{ id: number; version: number }[]>('GET', `/api/operational/get/shipment?number=${awb}`);
        await counter.call('PUT', `/api/operational/update/shipment/book/${row.id}`, { version: row.version });
        return awb;
      };
      const A = await book('A');
      const M = await book('M');
      const X = await book('X');

      await page.setViewportSize(TABLET);
      await signIn('dispatcher');

      // ---------- 2. Jakarta: A and M into a new bag for Surabaya, sealed; the bag on a manifest by our van, departed ----------
      await page.goto('/operational/outgoing/shipping-bag/add');
      await showNewForm(page, 'bag');
      await pick(page, page.getByTestId('new-bag-destination'), 'Surabaya', /Surabaya/);
      await page.getByTestId('new-bag-create').click();
      const bagScan = page.getByTestId('bag-scan-input');
      const bagNumber = ((await page.getByTestId('bag-number').textContent()) ?? '').trim();
      expect(bagNumber).toMatch(/^BAG-/);
      await wedge(page, bagScan, A);
      await wedge(page, bagScan, M);
      await expect(feedResult(page, A)).toHaveAttribute('data-outcome', 'accepted');
      await expect(feedResult(page, M)).toHaveAttribute('data-outcome', 'accepted');
      await expect(page.getByTestId('bag-count-awb')).toHaveText('2');
      await expect(page.getByTestId('bag-items').locator('tbody tr')).toHaveCount(2);
      const seal = `SL-LM-${stamp}`.toUpperCase();
      await page.getByTestId('bag-seal').click();
      await page.getByTestId('seal-number').fill(seal);
      await page.getByTestId('seal-submit').click();
      await expect(page.getByTestId('bag-sealed')).toContainText(bagNumber);

      await page.goto('/operational/outgoing/outgoing/add');
      await showNewForm(page, 'manifest');
      const manifestForm = page.getByTestId('new-manifest-form');
      await pick(page, manifestForm.getByTestId('ref-picker-destination_branch_id'), 'Surabaya', /Surabaya/);
      await pick(page, manifestForm.getByTestId('ref-picker-moda_id'), 'Darat', /Darat/);
      await pick(page, manifestForm.getByTestId('ref-picker-vehicle_id'), 'B 9120', /B 9120/);
      await pick(page, manifestForm.getByTestId('ref-picker-driver_id'), 'SIM', /SIM-/);
      await page.getByTestId('new-manifest-create').click();
      const manifestNumber = ((await page.getByTestId('manifest-number').textContent()) ?? '').trim();
      expect(manifestNumber).toMatch(/^MF-/);
      await wedge(page, page.getByTestId('manifest-scan-input'), bagNumber);
      await expect(page.getByTestId('manifest-count-awb')).toHaveText('2');
      await expect(page.getByTestId('manifest-bags').locator('tbody tr')).toHaveCount(1);
      await page.getByTestId('manifest-depart').click();
      await expect(page.getByTestId('depart-summary')).toContainText('2 AWBs');
      await page.getByRole('button', { name: 'Depart', exact: true }).click();
      await expect(page.getByTestId('manifest-departed')).toContainText(manifestNumber);

      // ---------- 3. Surabaya: the manifest received — the bag opened with its seal, A in, X extra, M missing ----------
      await moveDispatcher(surabaya.id);
      await page.goto('/operational/incoming/incoming/add');
      await expect(page.getByTestId('open-incomings')).toContainText('Counter SUB');
      const manifestBox = page.getByTestId('incoming-manifest-input');
      await manifestBox.click();
      await wedge(page, manifestBox, manifestNumber);
      const panel = page.getByTestId('incoming-panel');
      await expect(panel).toBeVisible();
      await expect(page.getByTestId('incoming-manifest')).toContainText(manifestNumber);
      await expect(page.getByTestId('incoming-count-received')).toHaveText('0 / 2');
      await expect(page.getByTestId('incoming-count-pending')).toHaveText('2');

      const incomingScan = page.getByTestId('incoming-scan-input');
      await expect(incomingScan).toBeFocused();
      // the bag: its number asks for the seal found on it (the scanner's next code), which opens it
      await wedge(page, incomingScan, bagNumber);
      await expect(page.getByTestId('seal-prompt')).toHaveAttribute('data-bag', bagNumber);
      await wedge(page, page.getByTestId('seal-input'), seal);
      await expect(feedResult(page, bagNumber)).toHaveAttribute('data-outcome', 'accepted');
      await expect(feedResult(page, bagNumber)).toContainText(`Bag opened, seal ${seal} matches`);
      await expect(page.getByTestId('incoming-count-bags')).toHaveText('1 / 1');
      await expect(page.getByTestId('incoming-count-seals')).toHaveText('0');

      await wedge(page, incomingScan, A);
      await expect(feedResult(page, A)).toHaveAttribute('data-outcome', 'accepted');
      await expect(feedResult(page, A)).toContainText('Received');
      await wedge(page, incomingScan, X);
      await expect(feedResult(page, X)).toHaveAttribute('data-outcome', 'warning');
      await expect(feedResult(page, X)).toContainText('Extra: not on the manifest, received');
      await expect(page.getByTestId('incoming-count-received')).toHaveText('1 / 2');
      await expect(page.getByTestId('incoming-count-extra')).toHaveText('1');
      await expect(page.getByTestId('incoming-count-pending')).toHaveText('1');
      await expect(page.locator(`[data-testid="incoming-awb"][data-awb="${X}"]`)).toHaveAttribute('data-result', 'EXTRA');
      await snap(page, testInfo, 'last-mile-incoming-scanned-767');

      await expect(page.getByTestId('incoming-finish')).toBeEnabled();
      await page.getByTestId('incoming-finish').click();
      await expect(page.getByTestId('finish-summary')).toContainText('1 of 2 AWBs received');
      await expect(page.getByTestId('finish-pending')).toHaveText('1 AWB is still pending and will be marked missing.');
      await confirmButton(page, 'Finish receiving').click();
      await expect(page.getByTestId('confirm-dialog')).toBeHidden();
      const finished = page.getByTestId('incoming-finished');
      await expect(finished).toHaveAttribute('data-status', 'EXCEPTIONS');
      await expect(page.getByTestId('incoming-finished-summary')).toContainText('1 of 2 AWBs received · 1 missing · 1 extra');
      await expect(page.getByTestId('incoming-count-received')).toHaveText('1 / 2');
      await expect(page.getByTestId('incoming-count-extra')).toHaveText('1');
      await expect(page.getByTestId('incoming-count-missing')).toHaveText('1');
      await expect(page.locator(`[data-testid="incoming-awb"][data-awb="${M}"]`)).toHaveAttribute('data-result', 'MISSING');
      await expect(page.locator(`[data-testid="incoming-awb"][data-awb="${A}"]`)).toHaveAttribute('data-result', 'RECEIVED');
      await snap(page, testInfo, 'last-mile-incoming-finished-767');

      // ---------- 4. A out on a runsheet ----------
      const loadRunsheet = async () => {
        await page.goto('/operational/delivery/delivery-internal/add');
        await showNewForm(page, 'runsheet');
        const form = page.getByTestId('new-runsheet-form');
        await pick(page, form.getByTestId('ref-picker-driver_id'), 'SIM', /SIM-/);
        await pick(page, form.getByTestId('ref-picker-vehicle_id'), 'B 3101', /B 3101/);
        await page.getByTestId('new-runsheet-create').click();
        await expect(page.getByTestId('runsheet-panel')).toBeVisible();
        const number = ((await page.getByTestId('runsheet-number').textContent()) ?? '').trim();
        await wedge(page, page.getByTestId('runsheet-scan-input'), A);
        await expect(feedResult(page, A)).toHaveAttribute('data-outcome', 'accepted');
        await expect(page.getByTestId('runsheet-count-awb')).toHaveText('1');
        await expect(page.locator(`[data-testid="runsheet-awb"][data-awb="${A}"]`)).toContainText('Budi Santoso');
        await expect(page.getByTestId('runsheet-dispatch')).toBeEnabled();
        await page.getByTestId('runsheet-dispatch').click();
        await expect(page.getByTestId('dispatch-summary')).toContainText('1 AWB');
        await confirmButton(page, 'Dispatch').click();
        await expect(page.getByTestId('runsheet-dispatched')).toContainText(number);
        return number;
      };
      const firstRunsheet = await loadRunsheet();
      await snap(page, testInfo, 'last-mile-runsheet-dispatched-767');

      // ---------- 5. its result: failed, the consignee not at home — to deliver again ----------
      const enterResult = async (runsheet: string) => {
        await page.goto('/operational/pod/delivery-status/add');
        await page.getByTestId('pod-mode-awb').click();
        const awbBox = page.getByTestId('pod-awb-input');
        await awbBox.click();
        await wedge(page, awbBox, A);
        const form = page.locator(`[data-testid="pod-entry-form"][data-awb="${A}"]`);
        await expect(form).toBeVisible();
        await expect(page.getByTestId('pod-awb-context')).toContainText(runsheet);
        await expect(page.getByTestId('pod-awb-context')).toContainText('Budi Santoso');
        return form;
      };
      let podForm = await enterResult(firstRunsheet);
      await podForm.getByTestId('pod-result-FAILED').check();
      await podForm.locator('select[name="failure_reason"]').selectOption('NOT_AT_HOME');
      await expect(podForm.locator('select[name="failure_reason"] option:checked')).toHaveText('Consignee not at home');
      await podForm.getByTestId('pod-next-REDELIVER').check();
      await podForm.getByTestId('pod-save').click();
      const failedLine = page.locator(`[data-testid="pod-saved-line"][data-awb="${A}"][data-result="FAILED"]`);
      await expect(failedLine).toContainText(`AWB ${A} failed, to deliver again`);
      await expect(failedLine).toContainText('Consignee not at home');

      // ---------- 6. out again, delivered: the consignee themself, a signature drawn on the pad ----------
      const secondRunsheet = await loadRunsheet();
      expect(secondRunsheet).not.toBe(firstRunsheet);
      podForm = await enterResult(secondRunsheet);
      await podForm.getByTestId('pod-result-DELIVERED').check();
      await podForm.getByTestId('pod-use-consignee').click();
      await expect(podForm.locator('input[name="receiver_name"]')).toHaveValue('Budi Santoso');
      await podForm.locator('select[name="receiver_relation"]').selectOption('SELF');
      const pad = podForm.getByTestId('pod-signature');
      await expect(pad).toHaveAttribute('data-signed', 'false');
      const canvas = podForm.getByTestId('pod-signature-canvas');
      await canvas.scrollIntoViewIfNeeded();
      const box = (await canvas.boundingBox())!;
      expect(box.width).toBeGreaterThan(100);
      // a signature with the mouse: one stroke across the box, a loop and a tail
      const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
      await page.mouse.move(...at(0.1, 0.6));
      await page.mouse.down();
      for (const [fx, fy] of [
        [0.2, 0.3],
        [0.3, 0.7],
        [0.4, 0.35],
        [0.5, 0.65],
        [0.6, 0.3],
        [0.7, 0.7],
        [0.8, 0.4],
        [0.9, 0.55],
      ] as const) {
        await page.mouse.move(...at(fx, fy), { steps: 6 });
      }
      await page.mouse.up();
      await expect(pad).toHaveAttribute('data-signed', 'true');
      await snap(page, testInfo, 'last-mile-pod-signed-767');
      await podForm.getByTestId('pod-save').click();
      const deliveredLine = page.locator(`[data-testid="pod-saved-line"][data-awb="${A}"][data-result="DELIVERED"]`);
      await expect(deliveredLine).toContainText(`AWB ${A} delivered`);
      await expect(deliveredLine).toContainText('Received by Budi Santoso');

      // ---------- 7. its paper POD back to Jakarta in a POD return, sent ----------
      await page.goto('/operational/pod/pod-return/add');
      await showNewForm(page, 'return');
      const returnForm = page.getByTestId('new-return-form');
      await pick(page, returnForm.getByTestId('ref-picker-destination_branch_id'), 'Jakarta', /Jakarta/);
      await page.getByTestId('new-return-create').click();
      await expect(page.getByTestId('return-destination')).toContainText('Jakarta');
      const returnNumber = ((await page.getByTestId('return-number').textContent()) ?? '').trim();
      expect(returnNumber).toMatch(/^PR-/);
      await wedge(page, page.getByTestId('return-scan-input'), A);
      await expect(feedResult(page, A)).toHaveAttribute('data-outcome', 'accepted');
      await expect(feedResult(page, A)).toContainText('In the POD return');
      await expect(page.getByTestId('return-count-pod')).toHaveText('1');
      await expect(page.locator(`[data-testid="return-pod"][data-awb="${A}"]`)).toContainText('Received by Budi Santoso');
      await snap(page, testInfo, 'last-mile-pod-return-767');
      await expect(page.getByTestId('return-send')).toBeEnabled();
      await page.getByTestId('return-send').click();
      await expect(page.getByTestId('send-summary')).toContainText(returnNumber);
      await confirmButton(page, 'Send').click();
      await expect(page.getByTestId('return-sent')).toContainText(returnNumber);

      // ---------- 8. Jakarta again: the paper received ----------
      await moveDispatcher(jakarta.id);
      await page.goto('/operational/pod/pod-return/reception/add');
      await expect(page.getByTestId('open-receptions')).toContainText('Counter JKT');
      const returnBox = page.getByTestId('reception-return-input');
      await returnBox.click();
      await wedge(page, returnBox, returnNumber);
      await expect(page.getByTestId('reception-panel')).toBeVisible();
      await expect(page.getByTestId('reception-return')).toContainText(returnNumber);
      const receptionScan = page.getByTestId('reception-scan-input');
      await expect(receptionScan).toBeFocused();
      await wedge(page, receptionScan, A);
      await expect(feedResult(page, A)).toHaveAttribute('data-outcome', 'accepted');
      await expect(page.locator(`[data-testid="reception-pod"][data-awb="${A}"]`)).toHaveAttribute('data-result', 'RECEIVED');
      await expect(page.getByTestId('reception-finish')).toBeEnabled();
      await page.getByTestId('reception-finish').click();
      await expect(page.getByTestId('finish-pending')).toHaveText('Every expected POD is in.');
      await confirmButton(page, 'Finish receiving').click();
      await expect(page.getByTestId('reception-finished')).toHaveAttribute('data-status', 'RECEIVED');
      await expect(page.getByTestId('reception-finished-summary')).toContainText('1 of 1 POD received');

      // ---------- 9. Tracking · System: every step, and the proof of delivery with the signature ----------
      await page.goto(`/operational/tracking/system?q=${A}`);
      const card = page.locator(`[data-testid="shipment-card"][data-awb="${A}"]`);
      await expect(card).toBeVisible();
      const texts = card.getByTestId('event-text');
      const event = (code: string) => card.locator(`[data-testid="timeline-event"][data-code="${code}"]`);
      await expect(event('BAGGED')).toHaveCount(1);
      await expect(event('BAGGED').getByTestId('event-text')).toHaveText(/dikemas ke dalam karung di JAKARTA/i);
      await expect(event('DEPARTED').getByTestId('event-text')).toHaveText(/dikirim dari JAKARTA menuju SURABAYA/i);
      await expect(event('ARRIVED').getByTestId('event-text')).toHaveText(/telah tiba di SURABAYA/i);
      await expect(event('OUT_FOR_DELIVERY')).toHaveCount(2);
      await expect(event('OUT_FOR_DELIVERY').first().getByTestId('event-text')).toHaveText(/sedang diantar/);
      await expect(event('DELIVERY_FAILED').getByTestId('event-text')).toHaveText(/gagal diantar: penerima tidak di tempat/);
      await expect(event('DELIVERED').getByTestId('event-text')).toHaveText(/telah diterima oleh Budi Santoso \(yang bersangkutan\)/);
      await expect(event('POD_PAPER_SENT').getByTestId('event-text')).toHaveText(/Dokumen POD dikirim kembali ke JAKARTA/i);
      await expect(event('POD_PAPER_RECEIVED').getByTestId('event-text')).toHaveText(/Dokumen POD telah diterima kembali di JAKARTA/i);
      await expect(texts.filter({ hasText: /dikemas ke dalam karung/ })).toHaveCount(1);
      // the documents that made them
      await expect(event('BAGGED').getByTestId('event-document')).toHaveText(bagNumber);
      await expect(event('DEPARTED').getByTestId('event-document')).toHaveText(manifestNumber);
      await expect(event('POD_PAPER_SENT').getByTestId('event-document')).toHaveText(returnNumber);
      // newest first: the paper back at origin is the last word
      await expect(card.getByTestId('timeline-event').first()).toHaveAttribute('data-code', 'POD_PAPER_RECEIVED');

      const pod = card.getByTestId('card-pod');
      await expect(pod).toBeVisible();
      await expect(pod.getByTestId('pod-receiver')).toHaveText('Budi Santoso');
      await expect(pod.getByTestId('pod-paper')).toHaveAttribute('data-back', 'yes');
      const signature = pod.getByTestId('pod-signature');
      await expect(signature).toBeVisible();
      await expect(signature).toHaveAttribute('src', /^blob:/);
      expect(await signature.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await snap(page, testInfo, 'last-mile-tracking-767');
    } finally {
      // whatever happened above, the dispatcher works in Jakarta again for the other specs
      await moveDispatcher(jakarta.id);
    }
  });
});
