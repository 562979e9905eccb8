// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import InvoiceReportPage from '@/pages/finance/ar/invoice/report';
import PaymentReportPage from '@/pages/finance/ar/payment-invoice/report';
import { monthRange } from '@/hooks/finance/use-report-filters';
import type { InvoiceReport, InvoiceSums, PaymentReport, PaymentSums } from '@/hooks/finance/use-finance-reports';
import { mockApi, ok, renderWithClient, type ApiCall } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const saved = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('@/services/save-file', () => saved);

const FROM = '2026-11-01';
const TO = '2026-11-30';
const callsTo = (calls: ApiCall[], url: string) => calls.filter((c) => c.method === 'GET' && c.url === url);

const invoiceSums = (over: Partial<InvoiceSums>): InvoiceSums => ({ count: 0, dpp: 0, ppn: 0, stamp_duty: 0, total: 0, paid: 0, pph23: 0, credited: 0, outstanding: 0, ...over });
const paymentSums = (over: Partial<PaymentSums>): PaymentSums => ({ count: 0, received: 0, bank_charge: 0, deposit_applied: 0, allocated: 0, pph23: 0, write_off: 0, deposit_created: 0, ...over });

/* Two customers billed in November 2026: PT Maju Jaya (2 invoices, one partly paid) and CV Sinar (1, issued). */
const INVOICE_REPORT: InvoiceReport = {
  totals: invoiceSums({ count: 3, dpp: 30_000_000, ppn: 3_300_000, stamp_duty: 10_000, total: 33_310_000, paid: 10_000_000, pph23: 600_000, credited: 0, outstanding: 22_710_000 }),
  by_status: [
    { status: 'ISSUED', ...invoiceSums({ count: 2, total: 22_210_000, outstanding: 22_210_000 }) },
    { status: 'PARTLY_PAID', ...invoiceSums({ count: 1, total: 11_100_000, paid: 10_000_000, pph23: 600_000, outstanding: 500_000 }) },
  ],
  by_customer: [
    { customer_id: 5, code: 'CUST05', name: 'PT Maju Jaya', ...invoiceSums({ count: 2, total: 22_210_000, paid: 10_000_000, outstanding: 11_610_000 }) },
    { customer_id: 9, code: 'CUST09', name: 'CV Sinar', ...invoiceSums({ count: 1, total: 11_100_000, outstanding: 11_100_000 }) },
  ],
};

const PAYMENT_REPORT: PaymentReport = {
  totals: paymentSums({ count: 3, received: 15_000_000, bank_charge: 6_500, allocated: 15_500_000, pph23: 600_000, deposit_created: 100_000 }),
  by_method: [
    { method: 'CASH', ...paymentSums({ count: 1, received: 2_000_000, allocated: 2_000_000 }) },
    { method: 'TRANSFER', ...paymentSums({ count: 2, received: 13_000_000, bank_charge: 6_500, allocated: 13_500_000, pph23: 600_000, deposit_created: 100_000 }) },
  ],
  by_day: [
    { date: '2026-11-10', ...paymentSums({ count: 2, received: 12_000_000, allocated: 12_500_000 }) },
    { date: '2026-11-20', ...paymentSums({ count: 1, received: 3_000_000, allocated: 3_000_000 }) },
  ],
  by_customer: [{ customer_id: 5, code: 'CUST05', name: 'PT Maju Jaya', ...paymentSums({ count: 3, received: 15_000_000, allocated: 15_500_000 }) }],
};

beforeEach(() => {
  resetRouter({ date_from: FROM, date_to: TO });
  toast.error.mockClear();
  saved.saveFile.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('invoice report', () => {
  beforeEach(() => {
    router.pathname = '/finance/ar/invoice/report';
  });

  it('shows the totals, the statuses and a row per customer with a totals row', async () => {
    const { calls } = mockApi({ 'GET /finance/report/invoice': () => ok(INVOICE_REPORT) });
    renderWithClient(<InvoiceReportPage />);
    await waitFor(() => expect(screen.getAllByTestId('customer-row')).toHaveLength(2));
    expect(callsTo(calls, '/finance/report/invoice')[0].params).toEqual({ date_from: FROM, date_to: TO });

    const totals = screen.getByTestId('invoice-totals');
    expect(within(totals).getByTestId('summary-count-value')).toHaveTextContent('3');
    expect(within(totals).getByTestId('summary-total-value')).toHaveTextContent('Rp 33.310.000');
    expect(within(totals).getByTestId('summary-paid-value')).toHaveTextContent('Rp 10.000.000');
    expect(within(totals).getByTestId('summary-pph23-value')).toHaveTextContent('Rp 600.000');
    expect(within(totals).getByTestId('summary-outstanding-value')).toHaveTextContent('Rp 22.710.000');

    const statuses = screen.getAllByTestId('status-row');
    expect(statuses.map((r) => r.getAttribute('data-status'))).toEqual(['ISSUED', 'PARTLY_PAID']);
    expect(statuses[1]).toHaveTextContent('Partly paid');
    expect(within(statuses[1]).getByText('Rp 500.000')).toBeInTheDocument();

    const [maju, sinar] = screen.getAllByTestId('customer-row');
    expect(maju).toHaveTextContent('PT Maju Jaya');
    expect(maju).toHaveTextContent('CUST05');
    expect(maju.querySelector('[data-sum="total"]')).toHaveTextContent('Rp 22.210.000');
    expect(maju.querySelector('[data-sum="outstanding"]')).toHaveTextContent('Rp 11.610.000');
    expect(sinar).toHaveTextContent('CV Sinar');
    expect(sinar.querySelector('[data-sum="count"]')).toHaveTextContent('1');
    expect(sinar.querySelector('[data-sum="outstanding"]')).toHaveTextContent('Rp 11.100.000');
    const footer = screen.getByTestId('invoice-by-customer-totals');
    expect(footer).toHaveTextContent('Total');
    expect(footer.querySelector('[data-sum="total"]')).toHaveTextContent('Rp 33.310.000');
    expect(footer.querySelector('[data-sum="outstanding"]')).toHaveTextContent('Rp 22.710.000');
    // amounts are right-aligned
    expect(maju.querySelector('[data-sum="total"]')!.closest('td')).toHaveClass('text-right');
  });

  it('sends the statuses chosen (in the URL too), and the export of the invoice list carries the same filters', async () => {
    const { calls } = mockApi({
      'GET /finance/report/invoice': () => ok(INVOICE_REPORT),
      'GET /finance/export/invoice': () => ({ raw: { data: new Blob(['x']), headers: { 'content-disposition': 'attachment; filename="invoices.xlsx"' } } }),
    });
    renderWithClient(<InvoiceReportPage />);
    await waitFor(() => expect(screen.getAllByTestId('customer-row')).toHaveLength(2));

    const chips = screen.getByTestId('choice-filter-status');
    fireEvent.click(within(chips).getByRole('button', { name: 'Partly paid' }));
    await waitFor(() => expect(router.query.status).toBe('PARTLY_PAID'));
    fireEvent.click(within(screen.getByTestId('choice-filter-status')).getByRole('button', { name: 'Issued' }));
    // in the statuses' order, whatever the order of the clicks
    await waitFor(() => expect(router.query.status).toBe('ISSUED,PARTLY_PAID'));
    await waitFor(() => expect(callsTo(calls, '/finance/report/invoice').at(-1)!.params).toEqual({ date_from: FROM, date_to: TO, status: 'ISSUED,PARTLY_PAID' }));
    expect(within(screen.getByTestId('choice-filter-status')).getByRole('button', { name: 'Issued' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByTestId('choice-filter-status')).getByRole('button', { name: 'Paid' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(screen.getByTestId('resource-export-xlsx'));
    await waitFor(() => expect(saved.saveFile).toHaveBeenCalledTimes(1));
    const exported = callsTo(calls, '/finance/export/invoice')[0];
    expect(exported.params).toEqual({ date_from: FROM, date_to: TO, status: 'ISSUED,PARTLY_PAID', format: 'xlsx' });
    expect(exported.config?.responseType).toBe('blob');
    expect(saved.saveFile.mock.calls[0][1]).toBe('invoices.xlsx');
  });

  it('defaults to this month', async () => {
    resetRouter({});
    const { calls } = mockApi({ 'GET /finance/report/invoice': () => ok({ totals: invoiceSums({}), by_status: [], by_customer: [] }) });
    renderWithClient(<InvoiceReportPage />);
    await waitFor(() => expect(callsTo(calls, '/finance/report/invoice')).toHaveLength(1));
    expect(callsTo(calls, '/finance/report/invoice')[0].params).toEqual(monthRange(0));
    expect(await screen.findAllByTestId('report-empty')).toHaveLength(2);
  });
});

describe('payment report', () => {
  beforeEach(() => {
    router.pathname = '/finance/ar/payment-invoice/report';
  });

  it('shows the totals, the totals per method (by their labels), per day and per customer', async () => {
    const { calls } = mockApi({ 'GET /finance/report/payment': () => ok(PAYMENT_REPORT) });
    renderWithClient(<PaymentReportPage />);
    await waitFor(() => expect(screen.getAllByTestId('method-row')).toHaveLength(2));
    expect(callsTo(calls, '/finance/report/payment')[0].params).toEqual({ date_from: FROM, date_to: TO });

    const totals = screen.getByTestId('payment-totals');
    expect(within(totals).getByTestId('summary-count-value')).toHaveTextContent('3');
    expect(within(totals).getByTestId('summary-received-value')).toHaveTextContent('Rp 15.000.000');
    expect(within(totals).getByTestId('summary-allocated-value')).toHaveTextContent('Rp 15.500.000');
    expect(within(totals).getByTestId('summary-deposit_created-value')).toHaveTextContent('Rp 100.000');

    const [cash, transfer] = screen.getAllByTestId('method-row');
    expect(cash).toHaveAttribute('data-method', 'CASH');
    expect(cash).toHaveTextContent('Cash');
    expect(cash.querySelector('[data-sum="received"]')).toHaveTextContent('Rp 2.000.000');
    expect(transfer).toHaveTextContent('Bank transfer');
    expect(transfer.querySelector('[data-sum="count"]')).toHaveTextContent('2');
    expect(transfer.querySelector('[data-sum="received"]')).toHaveTextContent('Rp 13.000.000');
    expect(transfer.querySelector('[data-sum="pph23"]')).toHaveTextContent('Rp 600.000');
    const footer = screen.getByTestId('payment-by-method-totals');
    expect(footer.querySelector('[data-sum="received"]')).toHaveTextContent('Rp 15.000.000');

    const days = screen.getAllByTestId('day-row');
    expect(days.map((d) => d.getAttribute('data-date'))).toEqual(['2026-11-10', '2026-11-20']);
    expect(days[0]).toHaveTextContent('10 Nov 2026');
    expect(days[0].querySelector('[data-sum="received"]')).toHaveTextContent('Rp 12.000.000');

    expect(screen.getAllByTestId('customer-row')).toHaveLength(1);
    expect(screen.getByTestId('customer-row')).toHaveTextContent('PT Maju Jaya');
  });

  it('sends the methods chosen; the export of the payment list has the same period', async () => {
    const { calls } = mockApi({
      'GET /finance/report/payment': () => ok(PAYMENT_REPORT),
      'GET /finance/export/payment': () => ({ raw: { data: new Blob(['x']), headers: {} } }),
    });
    renderWithClient(<PaymentReportPage />);
    await waitFor(() => expect(screen.getAllByTestId('method-row')).toHaveLength(2));

    fireEvent.click(within(screen.getByTestId('choice-filter-method')).getByRole('button', { name: 'Bank transfer' }));
    await waitFor(() => expect(callsTo(calls, '/finance/report/payment').at(-1)!.params).toEqual({ date_from: FROM, date_to: TO, method: 'TRANSFER' }));

    fireEvent.click(screen.getByTestId('resource-export-xlsx'));
    await waitFor(() => expect(saved.saveFile).toHaveBeenCalledTimes(1));
    expect(callsTo(calls, '/finance/export/payment')[0].params).toEqual({ date_from: FROM, date_to: TO, stage: 'booked', method: 'TRANSFER', format: 'xlsx' });
  });
});
