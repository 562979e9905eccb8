// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PosEntryScreen } from '@/components/documents/shipment/PosEntryScreen';
import { apiError, ok, renderWithClient } from '../resource/harness';
import { resetRouter } from '../../helpers/fake-router';
import {
  AREAS,
  CUSTOMERS,
  SAVED_ROW,
  USER,
  chooseService,
  createCalls,
  fakeQuote,
  field,
  fill,
  fillShipment,
  pickRef,
  posApi,
  quoteCalls,
} from './pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
const access = vi.hoisted(() => ({ write: true, noBooking: false }));
vi.mock('@/hooks/use-permissions', () => ({
  useHasAnyPermission: (screens: readonly string[]) => access.write && !(access.noBooking && screens.some((s) => s.endsWith('/booking'))),
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({
    status: 'authenticated',
    data: { user: { id: 'counter', full_name: 'SITI NURHALIZA', user_group: 'Counter', permissions: '[]', photo: null }, accessToken: { token: 't' } },
  }),
}));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const openTab = vi.fn((_url?: string | URL, _target?: string) => ({}) as Window);
const printer = vi.hoisted(() => ({ printPdf: vi.fn(async (_blob: Blob) => 'dialog' as const) }));
vi.mock('@/services/print-pdf', () => printer);

beforeEach(() => {
  resetRouter();
  access.write = true;
  access.noBooking = false;
  toast.success.mockClear();
  toast.error.mockClear();
  openTab.mockClear();
  printer.printPdf.mockClear();
  vi.stubGlobal('open', openTab);
  URL.createObjectURL = vi.fn(() => 'blob:label-pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const enter = (el: HTMLElement, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(el, { key: 'Enter', code: 'Enter', ...init });
const focused = () => document.activeElement as HTMLElement | null;

describe('the POS entry, keyboard first', () => {
  it('Enter in the last box of a koli row adds a row and puts the focus on its weight; Alt+K adds one too', async () => {
    posApi();
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await screen.findByTestId('pos-form');
    // The cash clerk starts at the shipper's phone.
    await waitFor(() => expect(focused()).toBe(field('shipper_phone')));
    expect(screen.getAllByTestId('koli-row')).toHaveLength(1);

    fill({ 'koli.0.weight_kg': '2', 'koli.0.length_cm': '30', 'koli.0.width_cm': '20', 'koli.0.height_cm': '10' });
    // Enter goes from box to box within the row …
    act(() => field('koli.0.weight_kg').focus());
    enter(field('koli.0.weight_kg'));
    expect(focused()).toBe(field('koli.0.length_cm'));
    // … and in the last one adds a row.
    act(() => field('koli.0.height_cm').focus());
    enter(field('koli.0.height_cm'));
    await waitFor(() => expect(screen.getAllByTestId('koli-row')).toHaveLength(2));
    await waitFor(() => expect(focused()).toBe(field('koli.1.weight_kg')));
    expect(field('koli.1.weight_kg')).toHaveValue('');
    expect(field('koli.0.weight_kg')).toHaveValue('2');

    // Enter in the last box of a row that is not the last one goes to the next row, adding nothing.
    act(() => field('koli.0.height_cm').focus());
    enter(field('koli.0.height_cm'));
    await waitFor(() => expect(focused()).toBe(field('koli.1.weight_kg')));
    expect(screen.getAllByTestId('koli-row')).toHaveLength(2);

    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', altKey: true });
    await waitFor(() => expect(screen.getAllByTestId('koli-row')).toHaveLength(3));
    await waitFor(() => expect(focused()).toBe(field('koli.2.weight_kg')));

    // Enter in the weight of the empty last row ends the list: the row goes, the goods are next.
    enter(field('koli.2.weight_kg'));
    await waitFor(() => expect(screen.getAllByTestId('koli-row')).toHaveLength(2));
    await waitFor(() => expect(focused()).toBe(field('goods_description')));

    fireEvent.click(screen.getByRole('button', { name: 'Remove koli 2' }));
    await waitFor(() => expect(screen.getAllByTestId('koli-row')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Remove koli 1' })).toBeDisabled();
  });

  it('Enter in a plain field moves to the next one instead of submitting; F2 and F4 jump, F9 saves', async () => {
    const { calls } = posApi();
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await screen.findByTestId('pos-form');
    act(() => field('shipper_name').focus());
    const event = enter(field('shipper_name'));
    expect(event).toBe(false); // default prevented: no implicit submission
    expect(focused()).toBe(field('shipper_address'));

    expect(fireEvent.keyDown(document.body, { key: 'F2' })).toBe(false);
    await waitFor(() => expect(focused()).toBe(field('awb')));
    // A scanner ends with Enter: it goes on to the next field.
    fill({ awb: '1234 5678 9012' });
    enter(field('awb'));
    expect(focused()).not.toBe(field('awb'));

    fireEvent.keyDown(document.body, { key: 'F4' });
    await waitFor(() => expect(focused()).toBe(field('destination_area_id')));
    // Keys that are not ours stay the browser's.
    expect(fireEvent.keyDown(document.body, { key: 'F5' })).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true })).toBe(true);

    fireEvent.keyDown(document.body, { key: 'F9' });
    // Nothing is sent with required fields empty; they say so.
    await waitFor(() => expect(field('consignee_name')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('koli.0.weight_kg')).toHaveAttribute('aria-invalid', 'true');
    expect(createCalls(calls)).toHaveLength(0);
    expect(within(screen.getByTestId('pos-shortcuts')).getByText('Add koli')).toBeInTheDocument();
  });
});

describe('the live quote', () => {
  it('is asked with the route and the koli (after a pause), and its services and total render', async () => {
    const { calls } = posApi();
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await fillShipment({ 'koli.0.weight_kg': '3' });
    // Typing on: the pause swallows the intermediate values.
    fill({ 'koli.0.weight_kg': '3.5', 'koli.0.length_cm': '40', 'koli.0.width_cm': '30', 'koli.0.height_cm': '20' });

    await waitFor(() => expect(screen.getAllByTestId('service-option')).toHaveLength(3), { timeout: 3000 });
    const sent = quoteCalls(calls);
    expect(sent.at(-1)?.body).toEqual({
      payment_type: 'CASH',
      office_id: 3,
      customer_id: null,
      origin_area_id: 11,
      destination_area_id: 22,
      service_id: null,
      goods_value: null,
      insured: false,
      cod_amount: null,
      cost_case_ids: [],
      koli: [{ weight_kg: 3.5, length_cm: 40, width_cm: 30, height_cm: 20 }],
    });
    expect(sent.some((c) => (c.body as { koli: { weight_kg: number }[] }).koli[0].weight_kg === 3)).toBe(false);

    const [reg, yes, jtr] = screen.getAllByTestId('service-option');
    expect(reg).toHaveTextContent('REG');
    expect(within(reg).getByTestId('service-total')).toHaveTextContent('Rp 45.000');
    expect(reg).toHaveTextContent('4 kg');
    expect(within(yes).getByTestId('service-total')).toHaveTextContent('Rp 77.000');
    // Not available: greyed, not choosable, with the reason.
    expect(within(jtr).getByRole('radio')).toBeDisabled();
    expect(within(jtr).getByTestId('service-reason')).toHaveTextContent('Minimum 10 kg for trucking');
    // The row's volumetric weight is the quote's: 40 × 30 × 20 / 6000.
    expect(screen.getByTestId('koli-volumetric')).toHaveTextContent('4');

    expect(screen.getByTestId('pos-charges-note')).toHaveTextContent('Choose a service');
    // F8 jumps to the services, at the first that can be chosen.
    fireEvent.keyDown(document.body, { key: 'F8' });
    await waitFor(() => expect(focused()).toBe(within(reg).getByRole('radio')));
    await chooseService('YES');
    const panel = screen.getByTestId('pos-charges');
    expect(within(panel).getByTestId('pos-total')).toHaveTextContent('Rp 77.000');
    expect(within(panel).getByTestId('charge-freight')).toHaveTextContent('Rp 76.000');
    expect(within(panel).getByTestId('charge-tax')).toHaveTextContent('Rp 1.000');
    expect(within(panel).getByTestId('pos-eta')).toHaveTextContent('Mon 2 Mar');
    // The YES-only cost is offered now; picking it asks again.
    fireEvent.click(screen.getByTestId('cost-YESPACK'));
    await waitFor(() => expect(quoteCalls(calls).at(-1)?.body).toMatchObject({ cost_case_ids: [8] }), { timeout: 3000 });
    // Arrow keys move the choice (a radio group).
    const regRadio = within(reg).getByRole('radio');
    fireEvent.click(regRadio);
    await waitFor(() => expect(within(panel).getByTestId('pos-total')).toHaveTextContent('Rp 45.000'));
    // Choosing REG drops the cost offered only with YES (the quote without it is the one already asked).
    expect(screen.queryByTestId('cost-YESPACK')).toBeNull();
    expect(screen.getByTestId('cost-CRATE')).not.toBeChecked();
    await chooseService('YES');
    expect(screen.getByTestId('cost-YESPACK')).not.toBeChecked();
  });

  it("shows the quote's field errors at the form's row, even with a row without weight in between", async () => {
    posApi({
      'POST /operational/get/shipment/quote': ({ body }) =>
        ok({ ...fakeQuote(body), options: [], errors: { 'koli.1.weight_kg': ['At most 150 kg per koli'] } }),
    });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await fillShipment({ 'koli.0.weight_kg': '2' });
    fireEvent.click(screen.getByTestId('koli-add'));
    fireEvent.click(screen.getByTestId('koli-add'));
    await waitFor(() => expect(screen.getAllByTestId('koli-row')).toHaveLength(3));
    // Row 2 has no weight yet, so it is not sent: the quote's koli 1 is the form's row 3.
    fill({ 'koli.1.length_cm': '10', 'koli.2.weight_kg': '200' });
    await waitFor(() => expect(field('koli.2.weight_kg')).toHaveAccessibleDescription('At most 150 kg per koli'), { timeout: 3000 });
    expect(field('koli.2.weight_kg')).toHaveAttribute('aria-invalid', 'true');
    expect(field('koli.1.weight_kg')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('pos-services-note')).toHaveTextContent('Fix the marked fields');
  });
});

describe('saving', () => {
  it('Save & book sends the body with a request id, the payment, the cash received and book once, then the label goes to the print dialog', async () => {
    let answerCreate: (value: unknown) => void = () => {};
    const { calls } = posApi({
      'POST /operational/create/shipment': () => new Promise((done) => (answerCreate = done)),
    });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await fillShipment();
    await chooseService('REG');
    fill({ amount_received: '50.000' });
    expect(screen.getByTestId('pos-change')).toHaveTextContent('Rp 5.000');

    const save = screen.getByTestId('pos-save');
    fireEvent.click(save);
    fireEvent.click(save);
    fireEvent.keyDown(document.body, { key: 'F9' });
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    await waitFor(() => expect(save).toBeDisabled());
    fireEvent.keyDown(document.body, { key: 'Enter', ctrlKey: true });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(createCalls(calls)).toHaveLength(1);

    const body = createCalls(calls)[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      payment_type: 'CASH',
      office_id: 3,
      customer_id: null,
      origin_area_id: 11,
      destination_area_id: 22,
      service_id: 1,
      shipper_name: 'Budi Santoso',
      shipper_phone: '0812 1111 2222',
      consignee_name: 'Sari Dewi',
      goods_description: 'Clothes',
      koli: [{ weight_kg: 3.5, length_cm: 40, width_cm: 30, height_cm: 20 }],
      payment_method: 'CASH',
      payment_reference: null,
      amount_received: 50_000,
      awb: null,
      book: true,
    });
    expect(body.request_id).toMatch(UUID);

    act(() => answerCreate(ok({ ...SAVED_ROW, stage: 'booked' })));
    const savedPanel = await screen.findByTestId('pos-saved');
    expect(within(savedPanel).getByTestId('saved-awb')).toHaveTextContent('1234 5678 9012');
    expect(within(savedPanel).getByTestId('saved-total')).toHaveTextContent('Rp 45.000');
    expect(within(savedPanel).getByTestId('saved-change')).toHaveTextContent('Rp 5.000');
    expect(within(savedPanel).getByTestId('saved-title')).toHaveTextContent('AWB booked');
    // The booked AWB's label is printed on save: fetched as a blob through the API client, straight to the print dialog (no tab).
    await waitFor(() => expect(printer.printPdf).toHaveBeenCalledTimes(1));
    expect(printer.printPdf.mock.calls[0][0]).toBeInstanceOf(Blob);
    const label = calls.find((c) => c.url === '/operational/print/shipment/label/77');
    expect(label?.config?.responseType).toBe('blob');
    await waitFor(() => expect(within(savedPanel).getByTestId('saved-print-note')).toHaveTextContent('The label went to the print dialog.'));
    expect(openTab).not.toHaveBeenCalled();

    fireEvent.click(within(savedPanel).getByTestId('pos-print-receipt'));
    await waitFor(() => expect(calls.some((c) => c.url === '/operational/print/shipment/receipt/77')).toBe(true));
    await waitFor(() => expect(printer.printPdf).toHaveBeenCalledTimes(2));

    // "New shipment" (focused: Enter does it) clears the form and starts at the first field again.
    expect(focused()).toBe(within(savedPanel).getByTestId('pos-new'));
    fireEvent.click(within(savedPanel).getByTestId('pos-new'));
    await waitFor(() => expect(focused()).toBe(field('shipper_phone')));
    expect(field('shipper_name')).toHaveValue('');
    expect(screen.getAllByTestId('koli-row')).toHaveLength(1);
  });

  it('Save as draft: no book in the body, nothing printed; the panel says it is not booked and its label is printed only on request', async () => {
    const { calls } = posApi();
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await fillShipment();
    await chooseService('REG');
    fill({ amount_received: '50000' });
    fireEvent.click(screen.getByTestId('pos-save-draft'));
    const saved = await screen.findByTestId('pos-saved');
    expect(createCalls(calls)[0].body).not.toHaveProperty('book');
    expect(within(saved).getByTestId('saved-title')).toHaveTextContent('Draft saved: not booked yet');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(printer.printPdf).not.toHaveBeenCalled();
    fireEvent.click(within(saved).getByRole('button', { name: 'Print draft label' }));
    await waitFor(() => expect(printer.printPdf).toHaveBeenCalledTimes(1));
  });

  it('a clerk who may enter but not book: F9 saves a draft, the button says so', async () => {
    access.noBooking = true;
    const { calls } = posApi();
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await fillShipment();
    await chooseService('REG');
    fill({ amount_received: '50000' });
    expect(screen.getByTestId('pos-save')).toHaveTextContent('Save draft');
    expect(screen.queryByTestId('pos-save-draft')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'F9' });
    await screen.findByTestId('pos-saved');
    expect(createCalls(calls)[0].body).not.toHaveProperty('book');
  });

  it('Enter on the chosen service goes straight to the cash received (the method, cash already, is passed over)', async () => {
    posApi();
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await fillShipment();
    const radio = await chooseService('REG');
    act(() => radio.focus());
    enter(radio);
    expect(focused()).toBe(screen.getByTestId('pos-received'));
  });

  it('Enter in an address box moves on; Shift+Enter starts a new line', async () => {
    posApi();
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await screen.findByTestId('pos-form');
    const address = field<HTMLTextAreaElement>('shipper_address');
    act(() => address.focus());
    expect(enter(address, { shiftKey: true })).toBe(true);
    expect(focused()).toBe(address);
    expect(enter(address)).toBe(false);
    expect(focused()).toBe(field('origin_area_id'));
  });

  it('a retry after a failure sends the same request id; a new shipment gets a new one', async () => {
    let fail = true;
    const { calls } = posApi({
      'POST /operational/create/shipment': () => {
        if (fail) throw apiError(503, { message: 'Service unavailable' });
        return ok(SAVED_ROW);
      },
    });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await fillShipment();
    await chooseService('REG');
    fill({ amount_received: '45000' });
    fireEvent.click(screen.getByTestId('pos-save'));
    await waitFor(() => expect(screen.getByTestId('form-error')).toHaveTextContent('Service unavailable'));
    fail = false;
    fireEvent.click(screen.getByTestId('pos-save'));
    await screen.findByTestId('pos-saved');
    const [first, second] = createCalls(calls).map((c) => (c.body as { request_id: string }).request_id);
    expect(second).toBe(first);

    fireEvent.click(screen.getByTestId('pos-new'));
    await fillShipment();
    await chooseService('REG');
    fill({ amount_received: '45000' });
    fireEvent.click(screen.getByTestId('pos-save'));
    await waitFor(() => expect(createCalls(calls)).toHaveLength(3));
    expect((createCalls(calls)[2].body as { request_id: string }).request_id).not.toBe(first);
  });

  it("shows a 400's koli.0.weight_kg at that input and the message on top; a 409 on the AWB at the AWB", async () => {
    let answer: () => unknown = () =>
      Promise.reject(apiError(400, { message: 'Check the marked fields', errors: { 'koli.0.weight_kg': ['At most 150 kg per koli'] } }));
    posApi({ 'POST /operational/create/shipment': () => answer() });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await fillShipment();
    await chooseService('REG');
    fill({ amount_received: '45000', awb: '100000000001' });
    fireEvent.click(screen.getByTestId('pos-save'));

    await waitFor(() => expect(field('koli.0.weight_kg')).toHaveAccessibleDescription('At most 150 kg per koli'));
    expect(field('koli.0.weight_kg')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('form-error')).toHaveTextContent('Check the marked fields');
    // The first field in error takes the focus.
    expect(focused()).toBe(field('koli.0.weight_kg'));

    answer = () => Promise.reject(apiError(409, { message: 'AWB 100000000001 is already used', errors: { awb: ['Already used by another shipment'] } }));
    fill({ 'koli.0.weight_kg': '3' });
    await waitFor(() => expect(field('koli.0.weight_kg')).toHaveAttribute('aria-invalid', 'false'));
    fireEvent.click(screen.getByTestId('pos-save'));
    await waitFor(() => expect(field('awb')).toHaveAccessibleDescription('Already used by another shipment'));
    expect(screen.getByTestId('form-error')).toHaveTextContent('AWB 100000000001 is already used');
  });
});

describe('payment', () => {
  it('cash: the change is received − total, large; short cash is refused; other methods need a reference', async () => {
    const { calls } = posApi();
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await fillShipment();
    await chooseService('REG');
    const change = screen.getByTestId('pos-change');
    expect(change).toHaveTextContent('–');
    fill({ amount_received: 'Rp 100.000' });
    expect(change).toHaveTextContent('Rp 55.000');
    fill({ amount_received: '45000' });
    expect(change).toHaveTextContent('Rp 0');
    fill({ amount_received: '40000' });
    expect(screen.getByTestId('pos-change-box')).toHaveTextContent('Short by');
    expect(change).toHaveTextContent('Rp 5.000');

    fireEvent.click(screen.getByTestId('pos-save'));
    await waitFor(() => expect(field('amount_received')).toHaveAccessibleDescription('Less than the total Rp 45.000'));
    expect(createCalls(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Exact' }));
    expect(field('amount_received')).toHaveValue('45000');

    fireEvent.click(screen.getByTestId('pay-QRIS'));
    expect(screen.queryByTestId('pos-change')).toBeNull();
    fireEvent.click(screen.getByTestId('pos-save'));
    await waitFor(() => expect(field('payment_reference')).toHaveAttribute('aria-invalid', 'true'));
    expect(createCalls(calls)).toHaveLength(0);
    fill({ payment_reference: 'QR-778899' });
    fireEvent.click(screen.getByTestId('pos-save'));
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    expect(createCalls(calls)[0].body).toMatchObject({ payment_method: 'QRIS', payment_reference: 'QR-778899', amount_received: null });
  });

  it('credit: the customer billed is required, it is quoted with the customer, and an over-limit quote warns', async () => {
    const { calls } = posApi({
      'POST /operational/get/shipment/quote': ({ body }) =>
        ok(fakeQuote(body, { credit: (body as { customer_id: number | null }).customer_id ? { limit: 1_000_000, used: 1_020_000, over: true } : null })),
      'POST /operational/create/shipment': () => ok({ ...SAVED_ROW, payment_type: 'CREDIT', change_given: null }),
    });
    renderWithClient(<PosEntryScreen paymentType="CREDIT" />);
    await screen.findByTestId('pos-form');
    // The credit clerk starts at the customer.
    await waitFor(() => expect(focused()).toBe(field('customer_id')));
    expect(screen.queryByTestId('pay-CASH')).toBeNull();
    await fillShipment();
    await chooseService('REG');
    fireEvent.click(screen.getByTestId('pos-save'));
    await waitFor(() => expect(field('customer_id')).toHaveAccessibleDescription('Choose the customer billed'));
    expect(createCalls(calls)).toHaveLength(0);
    expect(screen.queryByTestId('pos-credit-over')).toBeNull();

    await pickRef('customer_id', 'maju', CUSTOMERS[0].label);
    fill({ customer_reference: 'PO-2026-001' });
    await waitFor(() => expect(quoteCalls(calls).at(-1)?.body).toMatchObject({ payment_type: 'CREDIT', customer_id: 5 }), { timeout: 3000 });
    const warning = await screen.findByTestId('pos-credit-over', {}, { timeout: 3000 });
    expect(warning).toHaveTextContent('Over the credit limit');
    expect(warning).toHaveTextContent('Rp 1.000.000');

    fireEvent.click(screen.getByTestId('pos-save'));
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    expect(createCalls(calls)[0].body).toMatchObject({
      payment_type: 'CREDIT',
      customer_id: 5,
      customer_reference: 'PO-2026-001',
      payment_method: null,
      amount_received: null,
    });
    const saved = await screen.findByTestId('pos-saved');
    expect(within(saved).queryByTestId('saved-change')).toBeNull();
  });
});

describe('the counter', () => {
  it('recalls a known shipper by phone: ↓ and Enter fill name, address and origin', async () => {
    const { calls } = posApi({
      'GET /operational/get/shipment/shipper': ({ params }) =>
        ok(
          String(params.phone).startsWith('0812')
            ? [
                { name: 'Budi Santoso', phone: '081211112222', address: 'Jl. Merdeka 1, Jakarta', origin_area_id: 12, last_used: '2026-02-20' },
                { name: 'Toko Berkah', phone: '081299990000', address: 'Pasar Baru 3', origin_area_id: null, last_used: '2026-01-10' },
              ]
            : [],
        ),
    });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await screen.findByTestId('pos-form');
    const phone = field('shipper_phone');
    act(() => phone.focus());
    fireEvent.change(phone, { target: { value: '0812-' } });
    const list = await screen.findByRole('listbox', { name: 'Known shippers' }, { timeout: 3000 });
    expect(calls.find((c) => c.url === '/operational/get/shipment/shipper')?.params).toEqual({ phone: '0812' });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    // Nothing is highlighted until ↓: the typed digits are no shipper's number.
    expect(phone).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(phone, { key: 'ArrowDown' });
    fireEvent.keyDown(phone, { key: 'ArrowDown' });
    fireEvent.keyDown(phone, { key: 'ArrowUp' });
    expect(phone).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0].id);
    fireEvent.keyDown(phone, { key: 'Enter' });

    await waitFor(() => expect(field('shipper_name')).toHaveValue('Budi Santoso'));
    expect(phone).toHaveValue('081211112222');
    expect(field('shipper_address')).toHaveValue('Jl. Merdeka 1, Jakarta');
    await waitFor(() => expect(field('origin_area_id')).toHaveValue(AREAS[1].label));
    expect(screen.queryByRole('listbox', { name: 'Known shippers' })).toBeNull();
    await waitFor(() => expect(focused()).toBe(field('consignee_phone')));
  });

  it("the origin starts at the counter office's district; Enter in it keeps it and moves on", async () => {
    posApi({
      'GET /datamaster/get/user/counter': () => ok({ ...USER, office_area_id: AREAS[0].id }),
      // the list of the empty box starts elsewhere (its first row would be taken by a bare Enter)
      'GET /datamaster/options/coverage-area': ({ params }) => ok(params.ids ? [AREAS[0]] : [AREAS[1], AREAS[2]]),
    });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await screen.findByTestId('pos-form');
    const origin = field('origin_area_id');
    await waitFor(() => expect(origin).toHaveValue(AREAS[0].label));
    act(() => origin.focus());
    // the list that opens with the focus (every area, another one first) is not what Enter takes
    await screen.findByRole('option', { name: AREAS[1].label }, { timeout: 3000 });
    enter(origin);
    await waitFor(() => expect(focused()).toBe(field('consignee_phone')));
    expect(origin).toHaveValue(AREAS[0].label);
  });

  it('a user without an office picks one; nothing is quoted before', async () => {
    const { calls } = posApi({ 'GET /datamaster/get/user/counter': () => ok({ ...USER, office_id: null, office_id_label: null }) });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await screen.findByTestId('pos-form');
    expect(screen.queryByTestId('pos-office')).toBeNull();
    await fillShipment();
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(quoteCalls(calls)).toHaveLength(0);
    expect(screen.getByTestId('pos-services-note')).toHaveTextContent('Choose the office first');
    await pickRef('office_id', 'gambir', 'Gambir counter');
    await waitFor(() => expect(quoteCalls(calls).at(-1)?.body).toMatchObject({ office_id: 3 }), { timeout: 3000 });
  });

  it("shows the user's office; a role that may only read cannot save", async () => {
    access.write = false;
    const { calls } = posApi();
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    expect(await screen.findByTestId('pos-office')).toHaveTextContent('Gambir counter');
    expect(screen.getByTestId('pos-save')).toBeDisabled();
    fireEvent.keyDown(document.body, { key: 'F9' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(createCalls(calls)).toHaveLength(0);
  });
});
