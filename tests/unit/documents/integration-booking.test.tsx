// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import IntegrationBookingPage from '@/pages/operational/pos/integration/booking';
import type { ShipmentQuote } from '@/lib/resources/documents/shipment-api';
import { apiError, mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta, rowOf } from '../document/doc-harness';
import { REG, charges, fakeQuote, field, fill, quoteCalls } from './pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

/*
 * The integration booking counter against the API answered in memory (behind the real axios client):
 * an AWB a credit customer sent through the API, announced as one koli of 2.5 kg (30×20×10), priced
 * Rp 33.000 for 3 chargeable kg; the fake quote charges Rp 11.000 per started kilogram.
 */

const AWB = '880000000041';
const RECEIVE = '/operational/update/shipment/receive/41';

const draftRow = (over: Record<string, unknown> = {}) => ({
  id: 41,
  version: 2,
  number: AWB,
  stage: 'draft',
  status: 'pending',
  channel: 'INTEGRATION',
  payment_type: 'CREDIT',
  shipment_date: '2026-11-24',
  office_id: 3,
  office_id_label: 'Gambir counter',
  customer_id: 5,
  customer_id_label: 'PT Maju Jaya (CUST05)',
  customer_reference: 'SO-2611-0042',
  origin_area_id: 11,
  origin_area_id_label: 'Gambir (Kota Adm. Jakarta Pusat)',
  destination_area_id: 22,
  destination_area_id_label: 'Genteng (Kota Surabaya)',
  service_id: 1,
  service_id_label: 'REG',
  shipper_name: 'PT Maju Jaya',
  shipper_phone: '021 555 0101',
  shipper_address: 'Jl. Kebon Sirih 10, Jakarta',
  consignee_name: 'Sari Dewi',
  consignee_phone: '0813 3333 4444',
  consignee_address: 'Jl. Tunjungan 5, Surabaya',
  goods_description: 'Clothes',
  goods_value: null,
  insured: false,
  cod_amount: null,
  koli_count: 1,
  chargeable_kg: '3.00',
  total: 33_000,
  created_at: '2026-11-24T01:00:00.000Z',
  created_by: 'api:CUST05',
  updated_at: '2026-11-24T01:00:00.000Z',
  updated_by: 'api:CUST05',
  actions: [
    { key: 'book', can: true },
    { key: 'receive', can: true },
    { key: 'cancel', can: true },
  ],
  ...over,
});

const detail = (over: Record<string, unknown> = {}) => ({
  ...draftRow(over),
  lines: {
    koli: [{ id: 1, weight_kg: '2.50', length_cm: '30.0', width_cm: '20.0', height_cm: '10.0', volumetric_kg: '1.00' }],
    costs: [],
  },
});

/** Rp 11.000 per started kilogram of actual weight, like a price list would charge. */
function quoteFor(body: unknown): ShipmentQuote {
  const koli = (body as { koli: { weight_kg: number }[] }).koli;
  const kg = Math.max(1, Math.ceil(koli.reduce((a, k) => a + Number(k.weight_kg), 0)));
  return fakeQuote(body, { options: [{ ...REG, chargeable_kg: kg, charges: charges(kg * 11_000) }] });
}

const BOOKED = { ...draftRow({ stage: 'booked', version: 3, chargeable_kg: 4, total: 44_000 }) };

function integrationApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /operational/get/shipment': ({ params }: ApiCall) => {
      if (params.number === undefined) return ok([draftRow()], meta({ total: 1 }));
      const waiting = params.channel === 'INTEGRATION' && params.stage === 'draft';
      return ok(params.number === AWB && waiting ? [draftRow()] : []);
    },
    'GET /operational/get/shipment/41': () => ok(detail()),
    'POST /operational/get/shipment/quote': ({ body }) => ok(quoteFor(body)),
    [`PUT ${RECEIVE}`]: () => ok(BOOKED),
    'GET /operational/print/shipment/label/41': () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    ...overrides,
  });
}

const scanInput = () => screen.getByTestId('scan-awb') as HTMLInputElement;

/** A scanner types the digits and Enter (the scan box's form is submitted). */
function scan(text: string) {
  fireEvent.change(scanInput(), { target: { value: text } });
  fireEvent.submit(scanInput().closest('form')!);
}

const renderPage = () => renderWithClient(<IntegrationBookingPage />);
const receiveCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT' && c.url === RECEIVE);

const openTab = vi.fn((_url?: string | URL, _target?: string) => ({}) as Window);
const printer = vi.hoisted(() => ({ printPdf: vi.fn(async (_blob: Blob) => 'dialog' as const) }));
vi.mock('@/services/print-pdf', () => printer);

beforeEach(() => {
  resetRouter();
  router.pathname = '/operational/pos/integration/booking';
  toast.success.mockClear();
  toast.error.mockClear();
  openTab.mockClear();
  vi.stubGlobal('open', openTab);
  URL.createObjectURL = vi.fn(() => 'blob:label-pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('POS integration booking: the scan', () => {
  it('finds the integration draft of a scanned AWB and prefills the measured koli with the announced ones', async () => {
    const { calls } = integrationApi();
    renderPage();
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));

    scan('8800 0000 0041');
    const panel = await screen.findByTestId('integration-receive');
    const lookups = calls.filter((c) => c.method === 'GET' && c.url === '/operational/get/shipment' && c.params.number !== undefined);
    expect(lookups[0].params).toEqual({ number: AWB, channel: 'INTEGRATION', stage: 'draft' });
    expect(calls.some((c) => c.method === 'GET' && c.url === '/operational/get/shipment/41')).toBe(true);

    expect(within(panel).getByTestId('draft-customer')).toHaveTextContent('PT Maju Jaya (CUST05)');
    expect(within(panel).getByTestId('draft-reference')).toHaveTextContent('SO-2611-0042');
    expect(within(panel).getByTestId('draft-consignee')).toHaveTextContent('Sari Dewi');
    expect(within(panel).getByTestId('draft-destination')).toHaveTextContent('Genteng (Kota Surabaya)');
    expect(within(panel).getByTestId('draft-service')).toHaveTextContent('REG');
    expect(within(panel).getByTestId('announced-summary')).toHaveTextContent('1 koli · chargeable 3 kg · Rp 33.000');
    expect(within(panel).getAllByTestId('announced-row')).toHaveLength(1);

    // The measured boxes start from what the customer announced, and the weight has the focus.
    expect(screen.getAllByTestId('koli-row')).toHaveLength(1);
    expect(field('koli.0.weight_kg')).toHaveValue('2.5');
    expect(field('koli.0.length_cm')).toHaveValue('30');
    expect(field('koli.0.width_cm')).toHaveValue('20');
    expect(field('koli.0.height_cm')).toHaveValue('10');
    await waitFor(() => expect(document.activeElement).toBe(field('koli.0.weight_kg')));

    // A parcel as announced: the same price, in green.
    await waitFor(() => expect(screen.getByTestId('receive-difference')).toHaveAttribute('data-tone', 'equal'), { timeout: 3000 });
    expect(screen.getByTestId('receive-difference')).toHaveTextContent('As announced');
  });

  it('says when an AWB is unknown, and when it was booked already', async () => {
    const { calls } = integrationApi({
      'GET /operational/get/shipment': ({ params }: ApiCall) => {
        if (params.number === undefined) return ok([], meta({ total: 0 }));
        if (params.number === '880000000099' && params.channel === undefined) return ok([draftRow({ id: 99, number: '880000000099', stage: 'booked', updated_by: 'counter' })]);
        return ok([]);
      },
    });
    renderPage();

    scan('123456789012');
    expect(await screen.findByTestId('scan-notice')).toHaveTextContent('AWB 1234 5678 9012 was not found');
    // looked up as a draft, then in any stage and channel
    const asked = calls.filter((c) => c.params.number === '123456789012').map((c) => c.params);
    expect(asked).toEqual([{ number: '123456789012', channel: 'INTEGRATION', stage: 'draft' }, { number: '123456789012' }]);
    expect(screen.queryByTestId('integration-receive')).toBeNull();
    expect(document.activeElement).toBe(scanInput());

    scan('880000000099');
    await waitFor(() => expect(screen.getByTestId('scan-notice')).toHaveTextContent('AWB 8800 0000 0099 is already booked'));
    expect(screen.getByTestId('scan-notice')).toHaveTextContent('by counter');

    // Not 12 digits: not even asked.
    const before = calls.length;
    scan('12345');
    expect(await screen.findByText('An AWB number has 12 digits.')).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });
});

describe('POS integration booking: the price of the measured koli', () => {
  it("asks the quote with the draft's customer, route and service and the measured koli, and shows the difference", async () => {
    const { calls } = integrationApi();
    renderPage();
    scan(AWB);
    await screen.findByTestId('integration-receive');
    await waitFor(() => expect(screen.getByTestId('receive-difference')).toHaveAttribute('data-tone', 'equal'), { timeout: 3000 });

    fill({ 'koli.0.weight_kg': '3,6' });
    await waitFor(() => expect(screen.getByTestId('receive-difference')).toHaveAttribute('data-tone', 'more'), { timeout: 3000 });
    expect(quoteCalls(calls).at(-1)?.body).toEqual({
      payment_type: 'CREDIT',
      office_id: 3,
      customer_id: 5,
      origin_area_id: 11,
      destination_area_id: 22,
      service_id: 1,
      goods_value: null,
      insured: false,
      cod_amount: null,
      cost_case_ids: [],
      koli: [{ weight_kg: 3.6, length_cm: 30, width_cm: 20, height_cm: 10 }],
    });
    expect(screen.getByTestId('receive-difference')).toHaveTextContent('Rp 11.000 more than announced');
    const total = screen.getByTestId('difference-total');
    expect(total).toHaveAttribute('data-tone', 'more');
    expect(total).toHaveTextContent('Rp 33.000');
    expect(total).toHaveTextContent('Rp 44.000');
    expect(total).toHaveTextContent('+Rp 11.000');
    expect(screen.getByTestId('difference-kg')).toHaveTextContent('+1 kg');

    // Lighter than announced: less, still amber.
    fill({ 'koli.0.weight_kg': '1.2' });
    await waitFor(() => expect(screen.getByTestId('receive-difference')).toHaveAttribute('data-tone', 'less'), { timeout: 3000 });
    expect(screen.getByTestId('receive-difference')).toHaveTextContent('Rp 11.000 less than announced');
  });
});

describe('POS integration booking: receive and book', () => {
  it('sends { version, koli } once however often it is clicked, says what was booked and gives the focus back to the scan', async () => {
    const { calls } = integrationApi();
    renderPage();
    scan(AWB);
    await screen.findByTestId('integration-receive');
    fill({ 'koli.0.weight_kg': '3.6', 'koli.0.height_cm': '' });

    const book = screen.getByTestId('receive-book');
    fireEvent.click(book);
    fireEvent.click(book);
    expect(await screen.findByTestId('integration-booked')).toBeInTheDocument();
    expect(receiveCalls(calls)).toHaveLength(1);
    // the sides not measured are left out
    expect(receiveCalls(calls)[0].body).toEqual({ version: 2, koli: [{ weight_kg: 3.6, length_cm: 30, width_cm: 20 }] });

    expect(screen.getByTestId('booked-awb')).toHaveTextContent('8800 0000 0041');
    expect(screen.getByTestId('booked-total')).toHaveTextContent('Rp 44.000');
    expect(screen.getByTestId('booked-difference')).toHaveTextContent('+Rp 11.000 against the announced Rp 33.000');
    expect(screen.queryByTestId('integration-receive')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
    expect(scanInput()).toHaveValue('');
    expect(receiveCalls(calls)).toHaveLength(1);

    fireEvent.click(screen.getByTestId('booked-print-label'));
    await waitFor(() => expect(printer.printPdf).toHaveBeenCalledTimes(1));
    const print = calls.find((c) => c.url === '/operational/print/shipment/label/41')!;
    expect(print.config?.responseType).toBe('blob');
    await waitFor(() => expect(screen.getByTestId('booked-print-note')).toHaveTextContent('The label went to the print dialog.'));
  });

  it('F9 books too; a 400 on a koli is shown at its box, a 409 as a banner that reads the draft again', async () => {
    let answer: () => unknown = () => {
      throw apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { 'koli.0.weight_kg': ['At most 150 kg per koli'] } });
    };
    const { calls } = integrationApi({ [`PUT ${RECEIVE}`]: () => answer() });
    renderPage();
    scan(AWB);
    await screen.findByTestId('integration-receive');

    fireEvent.keyDown(document.body, { key: 'F9' });
    await waitFor(() => expect(field('koli.0.weight_kg')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('At most 150 kg per koli')).toBeInTheDocument();
    expect(screen.getByTestId('form-error')).toHaveTextContent('check the highlighted fields');
    expect(receiveCalls(calls)).toHaveLength(1);

    answer = () => {
      throw apiError(409, { message: 'This shipment was changed by someone else: reload it' });
    };
    const reads = () => calls.filter((c) => c.url === '/operational/get/shipment/41').length;
    const readsBefore = reads();
    fireEvent.click(screen.getByTestId('receive-book'));
    await waitFor(() => expect(screen.getByTestId('form-error')).toHaveTextContent('This shipment was changed by someone else'));
    expect(receiveCalls(calls)).toHaveLength(2);
    const banner = screen.getByTestId('form-error');
    await act(async () => fireEvent.click(within(banner).getByRole('button', { name: 'Reload' })));
    await waitFor(() => expect(reads()).toBe(readsBefore + 1));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('an empty weight is refused before anything is sent', async () => {
    const { calls } = integrationApi();
    renderPage();
    scan(AWB);
    await screen.findByTestId('integration-receive');
    fill({ 'koli.0.weight_kg': '' });
    fireEvent.click(screen.getByTestId('receive-book'));
    await waitFor(() => expect(field('koli.0.weight_kg')).toHaveAttribute('aria-invalid', 'true'));
    expect(receiveCalls(calls)).toHaveLength(0);
  });
});

describe('POS integration booking: the worklist', () => {
  it('lists the integration drafts oldest first, and a click on one loads it into the scan panel', async () => {
    const { calls } = integrationApi();
    renderPage();
    const row = await rowOf(AWB);
    const list = calls.find((c) => c.url === '/operational/get/shipment' && c.params.number === undefined)!;
    expect(list.params).toMatchObject({ channel: 'INTEGRATION', stage: 'draft', order: 'asc' });
    const headers = within(screen.getByTestId('integration-worklist'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['AWB', 'Customer', 'Customer reference', 'Consignee', 'Destination', 'Service', 'Koli', 'Chargeable weight', 'Total']));
    expect(row).toHaveTextContent('PT Maju Jaya (CUST05)');
    expect(row).toHaveTextContent('SO-2611-0042');

    fireEvent.click(within(row).getByTestId('document-number'));
    const panel = await screen.findByTestId('integration-receive');
    expect(panel).toHaveAttribute('data-draft-id', '41');
    expect(scanInput()).toHaveValue(AWB);
    expect(field('koli.0.weight_kg')).toHaveValue('2.5');
  });
});
