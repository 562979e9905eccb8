// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import InvoiceGeneratePage from '@/pages/finance/ar/invoice/generate-draft';
import { previousMonth } from '@/components/documents/customer-data-report/generate-helpers';
import { todayLocal } from '@/components/document/local-datetime';
import { apiError, mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { pickRef } from '../document/doc-harness';
import { options } from '../documents/pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { user: { id: 'ar' }, accessToken: { token: 't' } } }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

/*
 * The AR clerk's draft invoice run against a fake finance API: three customers with posted CDRs of the
 * previous month; a bulk run that makes PT Maju Jaya's draft and refuses CV Sinar Abadi's (no tax id on
 * a PPN customer); one customer's draft with a collector.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PERIOD = previousMonth();
const CANDIDATES = '/finance/get/invoice-candidates';
const OPENS_ON = '/finance/get/invoice-period';
const BULK = '/finance/create/invoice/bulk';
const CREATE = '/finance/create/invoice';

const CUSTOMERS = [
  { customer_id: 1, code: 'CUST01', name: 'PT Maju Jaya', cdrs: 2, awbs: 120, amount: 4_500_000 },
  { customer_id: 2, code: 'CUST02', name: 'CV Sinar Abadi', cdrs: 1, awbs: 8, amount: 320_000 },
  { customer_id: 3, code: 'CUST03', name: 'PT Toko Online', cdrs: 1, awbs: 45, amount: 1_250_000 },
];

function invoiceApi(overrides: Record<string, Handler> = {}) {
  let left = CUSTOMERS;
  const api = mockApi({
    'GET /datamaster/options/customer': options([
      { id: 1, label: 'PT Maju Jaya (CUST01)' },
      { id: 2, label: 'CV Sinar Abadi (CUST02)' },
    ]),
    'GET /datamaster/options/employee': options([{ id: 40, label: 'Joko Kolektor (EMP040)' }]),
    [`GET ${CANDIDATES}`]: () => ok(left),
    // nothing posted to invoice: the run opens on the previous month
    [`GET ${OPENS_ON}`]: () => ok(null),
    [`POST ${BULK}`]: ({ body }) => {
      const ids = (body as { customer_ids?: number[] }).customer_ids ?? CUSTOMERS.map((c) => c.customer_id);
      left = left.filter((c) => c.customer_id !== 1 || !ids.includes(1));
      return {
        message: `${ids.includes(1) ? 1 : 0} of ${ids.length} invoices created`,
        data: ids.map((id) =>
          id === 1
            ? { customer_id: 1, customer_name: 'PT Maju Jaya', ok: true, id: 31, number: 'INV-JKT-2611-00031', created: true, message: 'Invoice INV-JKT-2611-00031 created' }
            : { customer_id: id, customer_name: CUSTOMERS.find((c) => c.customer_id === id)!.name, ok: false, status: 400, message: 'The customer has no NPWP: PPN cannot be invoiced' },
        ),
      };
    },
    ...overrides,
  });
  return api;
}

const callsTo = (calls: ApiCall[], method: ApiCall['method'], url: string) => calls.filter((c) => c.method === method && c.url === url);

beforeEach(() => {
  router.pathname = '/finance/ar/invoice/generate-draft';
  resetRouter();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('invoice generate draft', () => {
  it('lists the customers with posted CDRs of the period (the previous month), today as the invoice date', async () => {
    const { calls } = invoiceApi();
    renderWithClient(<InvoiceGeneratePage />);
    expect(screen.getByLabelText(/^Period from/)).toHaveValue(PERIOD.period_from);
    expect(screen.getByLabelText(/^Period until/)).toHaveValue(PERIOD.period_to);
    expect(screen.getByLabelText(/^Invoice date/)).toHaveValue(todayLocal());
    const rows = await screen.findAllByTestId('candidate');
    expect(rows.map((r) => r.textContent)).toEqual(['CUST01 PT Maju Jaya2120Rp 4.500.000', 'CUST02 CV Sinar Abadi18Rp 320.000', 'CUST03 PT Toko Online145Rp 1.250.000']);
    expect(callsTo(calls, 'GET', CANDIDATES)[0].params).toEqual(PERIOD);
    expect(within(screen.getByTestId('invoice-candidates-table')).getByRole('row', { name: /3 customers/ })).toHaveTextContent('3 customers4173Rp 6.070.000');
  });

  it('opens on the latest month with posted CDRs not yet invoiced, as the server says: only its candidates are asked for', async () => {
    const august = { period_from: '2026-08-01', period_to: '2026-08-31' };
    const { calls } = invoiceApi({ [`GET ${OPENS_ON}`]: () => ok(august) });
    renderWithClient(<InvoiceGeneratePage />);
    await waitFor(() => expect(screen.getByLabelText(/^Period from/)).toHaveValue(august.period_from));
    expect(screen.getByLabelText(/^Period until/)).toHaveValue(august.period_to);
    await screen.findAllByTestId('candidate');
    expect(callsTo(calls, 'GET', CANDIDATES).map((c) => c.params)).toEqual([august]);
    // the clerk's own period stands
    fireEvent.change(screen.getByLabelText(/^Period from/), { target: { value: PERIOD.period_from } });
    fireEvent.change(screen.getByLabelText(/^Period until/), { target: { value: PERIOD.period_to } });
    await waitFor(() => expect(callsTo(calls, 'GET', CANDIDATES).at(-1)!.params).toEqual(PERIOD));
    expect(screen.getByLabelText(/^Period from/)).toHaveValue(PERIOD.period_from);
  });

  it('when the period cannot be read, the previous month', async () => {
    const { calls } = invoiceApi({
      [`GET ${OPENS_ON}`]: () => {
        throw apiError(500, { message: 'Something went wrong' });
      },
    });
    renderWithClient(<InvoiceGeneratePage />);
    await screen.findAllByTestId('candidate');
    expect(callsTo(calls, 'GET', CANDIDATES).map((c) => c.params)).toEqual([PERIOD]);
    expect(screen.getByLabelText(/^Period from/)).toHaveValue(PERIOD.period_from);
  });

  it('an invalid period asks nothing and says why', async () => {
    const { calls } = invoiceApi();
    renderWithClient(<InvoiceGeneratePage />);
    await screen.findAllByTestId('candidate');
    fireEvent.change(screen.getByLabelText(/^Period until/), { target: { value: '2020-01-01' } });
    expect(screen.getByLabelText(/^Period until/)).toHaveAccessibleDescription('Must not be before the first day');
    expect(screen.queryAllByTestId('candidate')).toHaveLength(0);
    expect(screen.getByTestId('invoice-candidates-generate-all')).toBeDisabled();
    expect(callsTo(calls, 'GET', CANDIDATES)).toHaveLength(1);
  });

  it('generates drafts for the ticked customers: a result per customer, a refusal included, and the list refreshes', async () => {
    const { calls } = invoiceApi();
    renderWithClient(<InvoiceGeneratePage />);
    await screen.findAllByTestId('candidate');
    fireEvent.change(screen.getByLabelText(/^Invoice date/), { target: { value: '2026-11-03' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'CUST01 PT Maju Jaya' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'CUST02 CV Sinar Abadi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate drafts for selected (2)' }));

    const results = await screen.findAllByTestId('bulk-result');
    expect(callsTo(calls, 'POST', BULK)[0].body).toEqual({ ...PERIOD, invoice_date: '2026-11-03', customer_ids: [1, 2], request_id: expect.stringMatching(UUID) });
    expect(screen.getByTestId('bulk-results-message')).toHaveTextContent('1 of 2 invoices created');
    expect(results[0]).toHaveAttribute('data-ok', 'true');
    const link = within(results[0]).getByRole('link', { name: 'INV-JKT-2611-00031' });
    expect(link).toHaveAttribute('href', '/finance/ar/invoice/draft?number=INV-JKT-2611-00031');
    expect(results[1]).toHaveAttribute('data-ok', 'false');
    expect(results[1]).toHaveTextContent('CV Sinar Abadi');
    expect(results[1]).toHaveTextContent('The customer has no NPWP: PPN cannot be invoiced');

    // the candidates are read again: PT Maju Jaya has left the list
    await waitFor(() => expect(screen.getAllByTestId('candidate').map((r) => r.getAttribute('data-customer-id'))).toEqual(['2', '3']));
    expect(callsTo(calls, 'GET', CANDIDATES).length).toBeGreaterThan(1);
  });

  it('"for all" names no customer and a refusal of the whole run is shown', async () => {
    const { calls } = invoiceApi({
      [`POST ${BULK}`]: () => {
        throw apiError(400, { message: 'No posted CDR waits for an invoice in this period', errors: { period_to: ['Nothing to invoice'] } });
      },
    });
    renderWithClient(<InvoiceGeneratePage />);
    await screen.findAllByTestId('candidate');
    fireEvent.click(screen.getByRole('button', { name: 'Generate drafts for all' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate for all' }));
    await waitFor(() => expect(callsTo(calls, 'POST', BULK)).toHaveLength(1));
    expect(callsTo(calls, 'POST', BULK)[0].body).toEqual({ ...PERIOD, invoice_date: todayLocal(), request_id: expect.stringMatching(UUID) });
    expect(await screen.findByText('No posted CDR waits for an invoice in this period')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Period until/)).toHaveAccessibleDescription('Nothing to invoice');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('one customer: a draft with a collector, then its number, total, due date and the way to the drafts', async () => {
    const { calls } = invoiceApi({
      [`POST ${CREATE}`]: () =>
        ok({ id: 32, version: 1, number: 'INV-JKT-2611-00032', stage: 'draft', status: 'DRAFT', customer_id: 2, total: 355_200, due_date: '2026-12-03', awb_count: 8 }),
    });
    renderWithClient(<InvoiceGeneratePage />);
    const form = screen.getByTestId('invoice-generate');
    await pickRef(form, 'customer_id', 'CV Sinar Abadi (CUST02)');
    await pickRef(form, 'collector_id', 'Joko Kolektor (EMP040)');
    fireEvent.change(within(form).getByLabelText(/^Notes/), { target: { value: 'Send with the tax invoice' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Generate draft invoice' }));

    const created = await within(form).findByTestId('invoice-created');
    expect(callsTo(calls, 'POST', CREATE)[0].body).toEqual({
      customer_id: 2,
      ...PERIOD,
      invoice_date: todayLocal(),
      collector_id: 40,
      notes: 'Send with the tax invoice',
      request_id: expect.stringMatching(UUID),
    });
    expect(within(created).getByTestId('invoice-created-number')).toHaveTextContent('INV-JKT-2611-00032');
    expect(within(created).getByTestId('invoice-created-total')).toHaveTextContent('Rp 355.200');
    expect(within(created).getByTestId('invoice-created-due')).toHaveTextContent('3 Dec 2026');
    expect(within(created).getByRole('link', { name: 'Open in the draft invoices' })).toHaveAttribute('href', '/finance/ar/invoice/draft?number=INV-JKT-2611-00032');
    expect(toast.success).toHaveBeenCalledWith('Invoice INV-JKT-2611-00032 created');
    // the candidates are read again
    await waitFor(() => expect(callsTo(calls, 'GET', CANDIDATES).length).toBeGreaterThan(1));
  });

  it('one customer: a refusal shows by its field', async () => {
    invoiceApi({
      [`POST ${CREATE}`]: () => {
        throw apiError(400, { message: 'No posted CDR of CV Sinar Abadi waits for an invoice in this period', errors: { customer_id: ['Nothing to invoice in this period'] } });
      },
    });
    renderWithClient(<InvoiceGeneratePage />);
    const form = screen.getByTestId('invoice-generate');
    await pickRef(form, 'customer_id', 'CV Sinar Abadi (CUST02)');
    fireEvent.click(within(form).getByRole('button', { name: 'Generate draft invoice' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Customer/)).toHaveAccessibleDescription('Nothing to invoice in this period'));
    expect(within(form).getByRole('alert')).toHaveTextContent('No posted CDR of CV Sinar Abadi waits for an invoice in this period');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
