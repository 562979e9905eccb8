import { AdminApi, expect, test } from './support/fixtures';
import { shot } from './support/admin';

/*
 * Staff see their own branches only (issue 21 §2): the demo's Surabaya counter clerk, signed in through
 * the real sign-in, finds nothing of Jakarta — not in the booking list, not in tracking, not in the cash
 * registers, not through the API — while Jakarta's own clerk still does.
 */

type Shipment = { id: number; number: string; branch_id_label: string; destination_area_id_label: string };

test('a Surabaya counter clerk finds nothing of Jakarta; the Jakarta clerk does', async ({ page, signIn }, testInfo) => {
  const admin = new AdminApi(page.request);
  const booked = await admin.call<Shipment[]>('GET', '/api/operational/get/shipment?stage=booked&limit=100');
  const drafts = await admin.call<Shipment[]>('GET', '/api/operational/get/shipment?stage=draft&limit=100');
  const ofJakarta = (rows: Shipment[]) => rows.filter((s) => /JKT|Jakarta/i.test(s.branch_id_label) && !/Surabaya/i.test(s.destination_area_id_label));
  const awb = ofJakarta(booked)[0];
  const draft = ofJakarta(drafts)[0];
  expect(awb, 'the demo has booked AWBs of Jakarta').toBeTruthy();
  expect(draft, 'the demo has drafts of Jakarta').toBeTruthy();

  const session = await signIn('counter-sby');
  expect(session.user.user_group).toBe('Counter');
  const api = (url: string) => page.request.get(url, { headers: { authorization: `Bearer ${session.accessToken.token}` } });

  // the booking list of drafts: none of Jakarta's
  await page.goto('/operational/pos/cash/booking');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page.getByTestId('document-number').getByText(draft.number, { exact: true })).toHaveCount(0);
  await shot(page, testInfo, 'branch-scope-sby-booking');

  // tracking: the Jakarta AWB is not found
  await page.goto(`/operational/tracking/system?q=${awb.number}`);
  await expect(page.getByTestId('tracking-missing')).toContainText(awb.number);
  await expect(page.getByTestId('shipment-card')).toHaveCount(0);
  await shot(page, testInfo, 'branch-scope-sby-tracking');

  // the API answers the same: the AWB does not exist for Surabaya, no cash register of Jakarta is listed
  expect((await api(`/api/operational/get/shipment/${awb.id}`)).status()).toBe(404);
  const registers = (await (await api('/api/operational/get/cash-register?limit=100')).json()) as { data: { office_id_label: string }[] };
  expect(registers.data.filter((r) => /JKT|Jakarta/i.test(r.office_id_label))).toEqual([]);

  // Jakarta's clerk, in a fresh session, finds it
  await page.context().clearCookies();
  await signIn('counter');
  await page.goto(`/operational/tracking/system?q=${awb.number}`);
  await expect(page.locator(`[data-testid="shipment-card"][data-awb="${awb.number}"]`)).toBeVisible();
});
