import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { QuoteOption, ShipmentQuote } from '@/lib/resources/documents/shipment-api';
import { mockApi, ok, type ApiCall, type Handler } from '../resource/harness';

/*
 * What the POS entry tests share: the API of the screen answered in memory (behind the real axios
 * client), a fake quote built from the body it is sent, and helpers that fill the form as a clerk would.
 */

export const AREAS = [
  { id: 11, label: 'Gambir (Kota Adm. Jakarta Pusat)' },
  { id: 12, label: 'Tanah Abang (Kota Adm. Jakarta Pusat)' },
  { id: 22, label: 'Genteng (Kota Surabaya)' },
];
export const CUSTOMERS = [{ id: 5, label: 'PT Maju Jaya (CUST05)' }];
export const OFFICES = [
  { id: 3, label: 'Gambir counter' },
  { id: 4, label: 'Tanah Abang agent' },
];

/** An options endpoint as the server answers it: `ids` names rows, `search` narrows. */
export const options =
  (rows: { id: number; label: string }[]): Handler =>
  ({ params }: ApiCall) =>
    ok(
      rows.filter((o) =>
        params.ids ? String(params.ids).split(',').includes(String(o.id)) : o.label.toLowerCase().includes(String(params.search ?? '').toLowerCase()),
      ),
    );

export const charges = (total: number) => ({ freight: total - 1_000, additional: 0, insurance: 0, cod_fee: 0, discount: 0, tax: 1_000, total });

export const REG: QuoteOption = {
  service_id: 1,
  code: 'REG',
  name: 'Regular',
  available: true,
  rate_per_kg: 11_000,
  rate_source: 'price-list',
  chargeable_kg: 4,
  charges: { freight: 44_000, additional: 0, insurance: 0, cod_fee: 0, discount: 0, tax: 1_000, total: 45_000 },
  additional_costs: [],
  eta: { from: '2026-03-03', to: '2026-03-05' },
};
export const YES: QuoteOption = { ...REG, service_id: 2, code: 'YES', name: 'Yakin Esok Sampai', rate_per_kg: 19_000, charges: charges(77_000), eta: { from: '2026-03-02', to: '2026-03-02' } };
export const JTR: QuoteOption = { service_id: 3, code: 'JTR', name: 'Trucking', available: false, reason: 'Minimum 10 kg for trucking' };

interface QuoteBody {
  koli: { weight_kg: number; length_cm: number | null; width_cm: number | null; height_cm: number | null }[];
}

/** A quote as the server shapes it: per-koli weights, every service, the costs offered on request. */
export function fakeQuote(body: unknown, extra: Partial<ShipmentQuote> = {}): ShipmentQuote {
  const koli = (body as QuoteBody).koli.map((k) => ({
    actual_kg: Number(k.weight_kg),
    volumetric_kg: k.length_cm && k.width_cm && k.height_cm ? Math.round(((k.length_cm * k.width_cm * k.height_cm) / 6000) * 100) / 100 : 0,
  }));
  return {
    weight: { actual_kg: koli.reduce((a, k) => a + k.actual_kg, 0), volumetric_kg: koli.reduce((a, k) => a + k.volumetric_kg, 0), koli },
    options: [REG, YES, JTR],
    requestable_costs: [
      { id: 7, code: 'CRATE', name: 'Wooden crate', service_id: null },
      { id: 8, code: 'YESPACK', name: 'YES packing', service_id: 2 },
    ],
    credit: null,
    ...extra,
  };
}

export const SAVED_ROW = { id: 77, number: '123456789012', stage: 'draft', version: 1, total: 45_000, change_given: 5_000, payment_type: 'CASH' };

export const USER = {
  user_code: 'counter',
  full_name: 'SITI NURHALIZA',
  email: null,
  phone: null,
  role_id: 2,
  status: 'ACTIVE',
  photo: null,
  version: 1,
  office_id: 3,
  office_id_label: 'Gambir counter',
  user: { user_code: 'counter', full_name: 'SITI NURHALIZA', user_group: 'Counter', permissions: [] },
};

export function posApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /datamaster/get/user/counter': () => ok(USER),
    'GET /datamaster/options/coverage-area': options(AREAS),
    'GET /datamaster/options/customer': options(CUSTOMERS),
    'GET /datamaster/options/office': options(OFFICES),
    'POST /operational/get/shipment/quote': ({ body }) => ok(fakeQuote(body)),
    'POST /operational/create/shipment': () => ok(SAVED_ROW),
    'GET /operational/get/shipment/shipper': () => ok([]),
    'GET /operational/print/shipment/label/77': () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    'GET /operational/print/shipment/receipt/77': () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    ...overrides,
  });
}

export const field = <T extends HTMLElement = HTMLInputElement>(name: string) => {
  const el = document.querySelector<T>(`[name="${name}"]`);
  if (!el) throw new Error(`No field ${name}`);
  return el;
};

export function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
}

const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

/** Types into a reference picker and takes the option with the mouse. */
export async function pickRef(name: string, text: string, option: string) {
  const box = field(name);
  act(() => box.focus());
  fireEvent.change(box, { target: { value: text } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: option }, { timeout: 3000 }), { button: 0 });
  await waitFor(() => expect(box).toHaveValue(option));
  // headlessui gives the input its focus back on the next frame: let it, before focus moves on.
  await nextFrame();
}

export const quoteCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.url === '/operational/get/shipment/quote');
export const createCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.url === '/operational/create/shipment');

/** Everything a cash shipment needs but the service and the payment. */
export async function fillShipment(koli: Record<string, string> = { 'koli.0.weight_kg': '3.5', 'koli.0.length_cm': '40', 'koli.0.width_cm': '30', 'koli.0.height_cm': '20' }) {
  await screen.findByTestId('pos-form');
  fill({
    shipper_phone: '0812 1111 2222',
    shipper_name: 'Budi Santoso',
    shipper_address: 'Jl. Merdeka 1, Jakarta',
    consignee_phone: '0813 3333 4444',
    consignee_name: 'Sari Dewi',
    consignee_address: 'Jl. Tunjungan 5, Surabaya',
    goods_description: 'Clothes',
  });
  await pickRef('origin_area_id', 'gambir', AREAS[0].label);
  await pickRef('destination_area_id', 'genteng', AREAS[2].label);
  fill(koli);
}

/** Waits for the services of the quote, then chooses one by its code. */
export async function chooseService(code: string) {
  const option = await screen.findByText(code, { selector: '[data-testid="service-option"] span' }, { timeout: 3000 });
  const radio = option.closest('label')!.querySelector('input')!;
  fireEvent.click(radio);
  await waitFor(() => expect(radio).toBeChecked());
  return radio;
}
