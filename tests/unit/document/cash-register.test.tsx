// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CashRegisterBookingPage from '@/pages/operational/pos/cash/cash-register/booking';
import CashRegisterVoidPage from '@/pages/operational/pos/cash/cash-register/cancel';
import CashRegisterGeneratePage from '@/pages/operational/pos/cash/cash-register/generate';
import { apiError, mockApi, ok, renderWithClient, type ApiCall } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta, options, registerRow, rowOf } from './doc-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ data: { user: { id: 'counter' }, accessToken: { token: 'token' } }, status: 'authenticated' }),
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

beforeEach(() => {
  resetRouter();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => vi.restoreAllMocks());

async function openHandOver() {
  fireEvent.click(within(await rowOf('CR-JKT01-2611-00001')).getByRole('button', { name: 'Confirm hand-over CR-JKT01-2611-00001' }));
  return screen.findByTestId('document-action-dialog');
}

describe('cash register hand-over', () => {
  beforeEach(() => {
    router.pathname = '/operational/pos/cash/cash-register/booking';
  });

  it('shows the difference as the count is typed and asks a reason for it before sending', async () => {
    const { calls } = mockApi({
      'GET /operational/get/cash-register': () => ok([registerRow()], meta({ total: 1 })),
      'PUT /operational/update/cash-register/book/1': () => ok(registerRow({ stage: 'booked', status: 'CLOSED', version: 3 })),
    });
    renderWithClient(<CashRegisterBookingPage />);
    const dialog = await openHandOver();
    expect(calls.find((c) => c.url === '/operational/get/cash-register')!.params).toMatchObject({ stage: 'draft' });
    expect(within(dialog).getByTestId('cash-expected')).toHaveTextContent('Rp 100.000');

    const counted = within(dialog).getByRole('textbox', { name: /Cash counted/ });
    fireEvent.change(counted, { target: { value: '90.000' } });
    expect(within(dialog).getByTestId('cash-difference')).toHaveTextContent('Difference: −Rp 10.000 (short)');
    fireEvent.change(counted, { target: { value: '100000' } });
    expect(within(dialog).getByTestId('cash-difference')).toHaveTextContent('none, the count matches');
    expect(within(dialog).queryByRole('combobox', { name: /Reason/ })).toBeNull();
    fireEvent.change(counted, { target: { value: '100.500' } });
    expect(within(dialog).getByTestId('cash-difference')).toHaveTextContent('Difference: Rp 500 (over)');

    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));
    expect(await within(dialog).findByText('The count differs: pick a reason')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Reason/ }), { target: { value: 'CHANGE_GIVEN_WRONG' } });
    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ counted_amount: 100_500, difference_reason: 'CHANGE_GIVEN_WRONG', version: 2 });
  });

  it('a count that matches needs no reason', async () => {
    const { calls } = mockApi({
      'GET /operational/get/cash-register': () => ok([registerRow()], meta({ total: 1 })),
      'PUT /operational/update/cash-register/book/1': () => ok(registerRow({ stage: 'booked', status: 'CLOSED', version: 3 })),
    });
    renderWithClient(<CashRegisterBookingPage />);
    const dialog = await openHandOver();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Cash counted/ }), { target: { value: '100000' } });
    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ counted_amount: 100_000, version: 2 });
  });
});

describe('voiding a cash register', () => {
  it('says Void everywhere on its screen: title, button, dialog, stage', async () => {
    router.pathname = '/operational/pos/cash/cash-register/cancel';
    mockApi({
      'GET /operational/get/cash-register': () => ok([registerRow(), registerRow({ id: 2, number: 'CR-JKT01-2611-00002', stage: 'cancelled', status: 'VOID', actions: [{ key: 'cancel', can: false, reason: 'Not possible on a cancelled cash register' }] })], meta()),
    });
    renderWithClient(<CashRegisterVoidPage />);
    expect(await screen.findByRole('heading', { name: 'Void cash registers' })).toBeInTheDocument();
    expect(within(await rowOf('CR-JKT01-2611-00002')).getByText('Voided')).toBeInTheDocument();
    fireEvent.click(within(await rowOf('CR-JKT01-2611-00001')).getByRole('button', { name: 'Void cash register CR-JKT01-2611-00001' }));
    const dialog = await screen.findByTestId('document-action-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Void cash register CR-JKT01-2611-00001');
    expect(within(dialog).getByTestId('document-action-confirm')).toHaveTextContent(/^Void cash register$/);
    const list = screen.getByTestId('document-list');
    expect(within(list).queryAllByRole('button', { name: /cancel/i })).toEqual([]);
    expect(within(list).queryByText(/^cancel/i)).toBeNull();
  });
});

describe('generating a cash register', () => {
  it('defaults the office from the user and the cut-off to now; one request id per fill, kept on a retry; shows the register', async () => {
    router.pathname = '/operational/pos/cash/cash-register/generate';
    let failures = 1;
    const { calls } = mockApi({
      'GET /datamaster/get/user/counter': () => ok({ user_code: 'counter', office_id: 3, version: 1, user: { permissions: [] } }),
      'GET /datamaster/options/office': options([{ id: 3, label: 'Gambir counter' }]),
      'POST /operational/create/cash-register': () => {
        if (failures-- > 0) throw apiError(503, { message: 'Service unavailable' });
        return ok(registerRow({ lines: { awbs: [{ id: 1, shipment_id: 40, awb: '100000000040', booked_at: '2026-11-24T09:00:00.000Z', payment_method: 'CASH', payment_reference: null, amount: 100_000 }] } }));
      },
    });
    renderWithClient(<CashRegisterGeneratePage />);
    const office = within(await screen.findByTestId('ref-picker-office_id')).getByRole('combobox');
    await waitFor(() => expect(office).toHaveValue('Gambir counter'));
    expect((document.querySelector('[name="cutoff_at"]') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

    fireEvent.click(screen.getByTestId('document-create-save'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Service unavailable'));
    fireEvent.click(screen.getByTestId('document-create-save'));
    expect(await screen.findByTestId('create-number')).toHaveTextContent('CR-JKT01-2611-00001');

    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    const first = posts[0].body as Record<string, unknown>;
    expect(first).toMatchObject({ office_id: 3, notes: null, request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(first.cutoff_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect((posts[1].body as Record<string, unknown>).request_id).toBe(first.request_id);

    expect(screen.getByTestId('lines-awbs')).toHaveTextContent('100000000040');
    expect(screen.getByTestId('create-success')).toHaveTextContent('Rp 100.000');
    expect(screen.getByTestId('print-sheet')).toHaveTextContent('Print cash register sheet');
    fireEvent.click(screen.getByTestId('create-another'));
    expect(await screen.findByTestId('document-create-save')).toHaveTextContent('Generate');
  });
});
