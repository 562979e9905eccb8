// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DocumentListScreen } from '@/components/document/DocumentListScreen';
import { PosEntryScreen } from '@/components/documents/shipment/PosEntryScreen';
import { shipmentBooking } from '@/components/documents/shipment/shipment-booking';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import type { RowActionState } from '@/lib/resources/engine/define';
import { apiError, mockApi, ok, renderWithClient, type ApiCall } from '../resource/harness';
import { meta, rowOf } from '../document/doc-harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { AREAS, CUSTOMERS, createCalls, fakeQuote, field, fill, posApi, quoteCalls } from './pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({
    status: 'authenticated',
    data: { user: { id: 'counter', full_name: 'SITI NURHALIZA', user_group: 'Counter', permissions: '[]', photo: null }, accessToken: { token: 't' } },
  }),
}));

/*
 * A draft AWB edited from the POS booking list: the list's Edit leads to the entry screen with
 * `?edit={id}`, which fills the form from the stored draft and saves it with PUT and the version read.
 */

const EDITABLE: RowActionState[] = [
  { key: 'update', can: true },
  { key: 'book', can: true },
  { key: 'receive', can: false, reason: 'Your role may not do this' },
  { key: 'cancel', can: true },
];

/** A draft as `GET …/get/shipment/{id}` answers it: header, `<ref>_label`s, lines, the server's actions. */
function draftRow(over: Record<string, unknown> = {}) {
  return {
    id: 41,
    version: 4,
    number: '100000000041',
    stage: 'draft',
    status: 'pending',
    shipment_date: '2026-11-24',
    payment_type: 'CASH',
    channel: 'COUNTER',
    office_id: 3,
    office_id_label: 'Gambir counter',
    branch_id: 1,
    branch_id_label: 'Jakarta',
    customer_id: null,
    customer_id_label: null,
    customer_reference: null,
    pickup_id: null,
    origin_area_id: 11,
    origin_area_id_label: AREAS[0].label,
    destination_area_id: 22,
    destination_area_id_label: AREAS[2].label,
    service_id: 1,
    service_id_label: 'REG',
    shipper_name: 'Budi Santoso',
    shipper_phone: '0812 1111 2222',
    shipper_address: 'Jl. Merdeka 1, Jakarta',
    consignee_name: 'Sari Dewi',
    consignee_phone: '0813 3333 4444',
    consignee_address: 'Jl. Tunjungan 5, Surabaya',
    goods_description: 'Clothes',
    goods_value: 750_000,
    insured: true,
    cod_amount: null,
    special_instructions: 'Keep upright',
    payment_method: 'CASH',
    payment_reference: null,
    amount_received: 100_000,
    change_given: 55_000,
    koli_count: 2,
    chargeable_kg: 4,
    total: 45_000,
    created_at: '2026-11-24T01:00:00.000Z',
    created_by: 'counter',
    updated_at: '2026-11-24T01:00:00.000Z',
    updated_by: 'counter',
    lines: {
      koli: [
        { id: 1, position: 1, weight_kg: 2.5, length_cm: 30, width_cm: 20, height_cm: 15, volumetric_kg: 1.5 },
        { id: 2, position: 2, weight_kg: 1.2, length_cm: null, width_cm: null, height_cm: null, volumetric_kg: 0 },
      ],
      costs: [
        { id: 5, position: 1, cost_case_id: 7, code: 'CRATE', name: 'Wooden crate', amount: 25_000, taxable: true, automatic: false },
        { id: 6, position: 2, cost_case_id: 9, code: 'REMOTE', name: 'Remote area', amount: 10_000, taxable: true, automatic: true },
      ],
    },
    actions: EDITABLE,
    ...over,
  };
}

const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT' && c.url === '/operational/update/shipment/41');

beforeEach(() => {
  resetRouter();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('the POS booking list', () => {
  it("offers Edit as a link to the entry screen with ?edit=ID, disabled with the server's reason when refused", async () => {
    router.pathname = '/operational/pos/cash/booking';
    const { calls } = mockApi({
      'GET /operational/get/shipment': () =>
        ok(
          [
            draftRow(),
            draftRow({ id: 42, number: '100000000042', actions: [{ key: 'update', can: false, reason: 'Held by cash register' }, ...EDITABLE.slice(1)] }),
          ],
          meta(),
        ),
    });
    renderWithClient(<DocumentListScreen def={shipmentDocument} options={shipmentBooking('CASH')} />);

    const edit = within(await rowOf('100000000041')).getByRole('link', { name: 'Edit 100000000041' });
    expect(edit).toHaveAttribute('href', '/operational/pos/cash/entry?edit=41');
    expect(calls.find((c) => c.url === '/operational/get/shipment')?.params).toMatchObject({ payment_type: 'CASH', stage: 'draft', order: 'asc' });

    const refused = within(await rowOf('100000000042')).getByRole('button', { name: 'Edit 100000000042' });
    expect(refused).toBeDisabled();
    expect(refused.closest('[title]')).toHaveAttribute('title', 'Held by cash register');
    expect(within(await rowOf('100000000042')).queryByRole('link', { name: /Edit/ })).toBeNull();

    // the detail offers the same link; the generic form drawer is not used
    fireEvent.click(within(await rowOf('100000000041')).getByRole('button', { name: 'View 100000000041' }));
    mockApi({
      'GET /operational/get/shipment': () => ok([draftRow()], meta()),
      'GET /operational/get/shipment/41': () => ok(draftRow()),
      'GET /operational/history/shipment/41': () => ok([]),
    });
    const detail = await screen.findByTestId('document-detail');
    expect(await within(detail).findByRole('link', { name: 'Edit 100000000041' })).toHaveAttribute('href', '/operational/pos/cash/entry?edit=41');
    expect(screen.queryByTestId('document-form')).toBeNull();
  });

  it('the credit list edits on the credit entry screen', async () => {
    router.pathname = '/operational/pos/credit/booking';
    mockApi({
      'GET /operational/get/shipment': () => ok([draftRow({ id: 43, number: '100000000043', payment_type: 'CREDIT', customer_id: 5, customer_id_label: CUSTOMERS[0].label })], meta({ total: 1 })),
    });
    renderWithClient(<DocumentListScreen def={shipmentDocument} options={shipmentBooking('CREDIT')} />);
    const edit = within(await rowOf('100000000043')).getByRole('link', { name: 'Edit 100000000043' });
    expect(edit).toHaveAttribute('href', '/operational/pos/credit/entry?edit=43');
  });
});

describe('the POS entry editing a draft', () => {
  it('fills the form from the draft (2 koli, a requested cost), sends PUT with the version and the edits, and goes back to the booking list', async () => {
    router.pathname = '/operational/pos/cash/entry';
    resetRouter({ edit: '41' });
    let answerPut: (value: unknown) => void = () => {};
    const { calls } = posApi({
      'GET /operational/get/shipment/41': () => ok(draftRow()),
      'PUT /operational/update/shipment/41': () => new Promise((done) => (answerPut = done)),
    });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);

    const editing = await screen.findByTestId('pos-editing');
    expect(editing).toHaveTextContent('Editing draft AWB 1000 0000 0041');
    expect(within(editing).getByRole('link', { name: 'Cancel edit' })).toHaveAttribute('href', '/operational/pos/cash/booking');
    expect(screen.getByTestId('pos-awb-number')).toHaveTextContent('1000 0000 0041');
    expect(document.querySelector('[name="awb"]')).toBeNull();
    expect(screen.getByTestId('pos-office')).toHaveTextContent('Gambir counter');

    // the stored values, each in its input
    expect(field('shipper_phone')).toHaveValue('0812 1111 2222');
    expect(field('shipper_name')).toHaveValue('Budi Santoso');
    expect(field('consignee_name')).toHaveValue('Sari Dewi');
    expect(field('goods_value')).toHaveValue('750000');
    expect(screen.getByTestId('pos-insured')).toBeChecked();
    expect(field('special_instructions')).toHaveValue('Keep upright');
    expect(screen.getAllByTestId('koli-row')).toHaveLength(2);
    expect(field('koli.0.weight_kg')).toHaveValue('2.5');
    expect(field('koli.0.height_cm')).toHaveValue('15');
    expect(field('koli.1.weight_kg')).toHaveValue('1.2');
    expect(field('koli.1.length_cm')).toHaveValue('');
    expect(field('amount_received')).toHaveValue('100000');
    await waitFor(() => expect(field('origin_area_id')).toHaveValue(AREAS[0].label));
    await waitFor(() => expect(field('destination_area_id')).toHaveValue(AREAS[2].label));

    // the live quote runs on the draft's values: its service chosen, the requested cost ticked
    await waitFor(() => expect(quoteCalls(calls).at(-1)?.body).toMatchObject({ office_id: 3, origin_area_id: 11, destination_area_id: 22, cost_case_ids: [7] }), {
      timeout: 3000,
    });
    expect(quoteCalls(calls).at(-1)?.body).toMatchObject({ koli: [{ weight_kg: 2.5, length_cm: 30 }, { weight_kg: 1.2, length_cm: null }] });
    const reg = (await screen.findAllByTestId('service-option', {}, { timeout: 3000 }))[0];
    await waitFor(() => expect(within(reg).getByRole('radio')).toBeChecked());
    expect(screen.getByTestId('cost-CRATE')).toBeChecked();
    expect(screen.getByTestId('pos-change')).toHaveTextContent('Rp 55.000');

    // edit the consignee and a koli, and save
    fill({ consignee_name: 'Sari Dewi Lestari', 'koli.1.weight_kg': '1,5' });
    await waitFor(() => expect(quoteCalls(calls).at(-1)?.body).toMatchObject({ koli: [{ weight_kg: 2.5 }, { weight_kg: 1.5 }] }), { timeout: 3000 });
    const save = screen.getByTestId('pos-save');
    expect(save).toHaveTextContent('Save changes');
    fireEvent.click(save);
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(createCalls(calls)).toHaveLength(0);
    const body = puts(calls)[0].body as Record<string, unknown>;
    expect(body).toEqual({
      version: 4,
      payment_type: 'CASH',
      office_id: 3,
      customer_id: null,
      customer_reference: null,
      pickup_id: null,
      origin_area_id: 11,
      destination_area_id: 22,
      service_id: 1,
      shipper_name: 'Budi Santoso',
      shipper_phone: '0812 1111 2222',
      shipper_address: 'Jl. Merdeka 1, Jakarta',
      consignee_name: 'Sari Dewi Lestari',
      consignee_phone: '0813 3333 4444',
      consignee_address: 'Jl. Tunjungan 5, Surabaya',
      goods_description: 'Clothes',
      goods_value: 750_000,
      insured: true,
      cod_amount: null,
      special_instructions: 'Keep upright',
      cost_case_ids: [7],
      koli: [
        { weight_kg: 2.5, length_cm: 30, width_cm: 20, height_cm: 15 },
        { weight_kg: 1.5, length_cm: null, width_cm: null, height_cm: null },
      ],
      payment_method: 'CASH',
      payment_reference: null,
      amount_received: 100_000,
    });
    expect(body).not.toHaveProperty('awb');
    expect(body).not.toHaveProperty('request_id');
    // a second F9 while it is on its way sends nothing more
    fireEvent.keyDown(document.body, { key: 'F9' });
    expect(puts(calls)).toHaveLength(1);

    answerPut(ok(draftRow({ version: 5, consignee_name: 'Sari Dewi Lestari' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('AWB 1000 0000 0041 saved'));
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    expect(router.push.mock.calls[0][0]).toMatchObject({ pathname: '/operational/pos/cash/booking' });
    // no label is printed for an edit
    expect(calls.some((c) => c.url.startsWith('/operational/print/'))).toBe(false);
  });

  it("a 409 (booked or edited meanwhile) shows the server's message and offers to read the draft again; a 400 places its field errors", async () => {
    router.pathname = '/operational/pos/cash/entry';
    resetRouter({ edit: '41' });
    let version = 4;
    let answer: () => unknown = () => Promise.reject(apiError(400, { message: 'Check the marked fields', errors: { 'koli.1.weight_kg': ['At most 150 kg per koli'] } }));
    const { calls } = posApi({
      'GET /operational/get/shipment/41': () => ok(draftRow({ version, consignee_name: version === 4 ? 'Sari Dewi' : 'Sari D. (phoned)' })),
      'PUT /operational/update/shipment/41': () => answer(),
    });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await screen.findByTestId('pos-editing');
    await waitFor(() => expect(within(screen.getAllByTestId('service-option')[0]).getByRole('radio')).toBeChecked(), { timeout: 3000 });

    fireEvent.click(screen.getByTestId('pos-save'));
    await waitFor(() => expect(field('koli.1.weight_kg')).toHaveAccessibleDescription('At most 150 kg per koli'));
    expect(screen.getByTestId('form-error')).toHaveTextContent('Check the marked fields');

    // someone else edited it: the save is refused with the server's words
    version = 5;
    answer = () => Promise.reject(apiError(409, { message: 'Shipment 100000000041 was changed by someone else: reload it' }));
    fill({ consignee_name: 'Sari' });
    fireEvent.click(screen.getByTestId('pos-save'));
    const banner = await screen.findByText('Shipment 100000000041 was changed by someone else: reload it');
    expect(puts(calls).map((c) => (c.body as { version: number }).version)).toEqual([4, 4]);
    expect(router.push).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    // the form keeps what the clerk typed until they reload
    expect(field('consignee_name')).toHaveValue('Sari');

    fireEvent.click(within(banner.closest('[data-testid="form-error"]') as HTMLElement).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('consignee_name')).toHaveValue('Sari D. (phoned)'));
    expect(screen.queryByTestId('form-error')).toBeNull();
    answer = () => ok(draftRow({ version: 6 }));
    await waitFor(() => expect(within(screen.getAllByTestId('service-option')[0]).getByRole('radio')).toBeChecked(), { timeout: 3000 });
    fireEvent.click(screen.getByTestId('pos-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(3));
    expect((puts(calls)[2].body as { version: number }).version).toBe(5);
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
  });

  it('a draft no longer a draft, or not found, is not opened: its message and the way back', async () => {
    router.pathname = '/operational/pos/cash/entry';
    resetRouter({ edit: '41' });
    posApi({
      'GET /operational/get/shipment/41': () =>
        ok(draftRow({ stage: 'booked', actions: [{ key: 'update', can: false, reason: 'Not possible on a booked shipment' }, ...EDITABLE.slice(1)] })),
      'GET /operational/get/shipment/44': () => Promise.reject(apiError(404, { message: 'Shipment not found' })),
    });
    const { unmount } = renderWithClient(<PosEntryScreen paymentType="CASH" />);
    const problem = await screen.findByTestId('pos-draft-problem');
    expect(problem).toHaveTextContent('AWB 1000 0000 0041 is booked now: only a draft can be edited.');
    expect(within(problem).getByRole('link', { name: 'Back to the booking list' })).toHaveAttribute('href', '/operational/pos/cash/booking');
    expect(screen.queryByTestId('pos-form')).toBeNull();
    unmount();

    resetRouter({ edit: '44' });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    expect(await screen.findByTestId('pos-draft-problem')).toHaveTextContent('Shipment not found');
    expect(screen.queryByTestId('pos-form')).toBeNull();
  });

  it('a credit draft fills the customer and its reference, and goes back to the credit booking list', async () => {
    router.pathname = '/operational/pos/credit/entry';
    resetRouter({ edit: '43' });
    const credit = draftRow({
      id: 43,
      number: '100000000043',
      payment_type: 'CREDIT',
      customer_id: 5,
      customer_id_label: CUSTOMERS[0].label,
      customer_reference: 'PO-2026-001',
      payment_method: null,
      amount_received: null,
      change_given: null,
    });
    const { calls } = posApi({
      'GET /operational/get/shipment/43': () => ok(credit),
      'POST /operational/get/shipment/quote': ({ body }) => ok(fakeQuote(body, { credit: { limit: 1_000_000, used: 200_000, over: false } })),
      'PUT /operational/update/shipment/43': () => ok({ ...credit, version: 5 }),
    });
    renderWithClient(<PosEntryScreen paymentType="CREDIT" />);
    await screen.findByTestId('pos-editing');
    await waitFor(() => expect(field('customer_id')).toHaveValue(CUSTOMERS[0].label));
    expect(field('customer_reference')).toHaveValue('PO-2026-001');
    await waitFor(() => expect(quoteCalls(calls).at(-1)?.body).toMatchObject({ payment_type: 'CREDIT', customer_id: 5 }), { timeout: 3000 });
    await waitFor(() => expect(within(screen.getAllByTestId('service-option')[0]).getByRole('radio')).toBeChecked(), { timeout: 3000 });
    fireEvent.click(screen.getByTestId('pos-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      version: 4,
      payment_type: 'CREDIT',
      customer_id: 5,
      customer_reference: 'PO-2026-001',
      payment_method: null,
      amount_received: null,
    });
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    expect(router.push.mock.calls[0][0]).toMatchObject({ pathname: '/operational/pos/credit/booking' });
  });
});
