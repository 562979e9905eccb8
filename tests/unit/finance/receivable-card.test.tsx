// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ReceivableCardPage from '@/pages/finance/ar/receivable/card';
import { cardDefaults } from '@/components/finance/receivable-card/ReceivableCardScreen';
import type { CardMeta, CardRow } from '@/services/finance/finance-client';
import { mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { options } from '../documents/pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const saved = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('@/services/save-file', () => saved);

/*
 * PT Maju Jaya's receivable card for November 2026 against a fake card API: Rp 250.000 brought forward,
 * an invoice of Rp 1.000.000, a payment of Rp 1.500.000 (a credit balance of Rp 250.000), then on the
 * second page the reversal of a PPh 23 entry (Rp 300.000 back on the debit side).
 */

const CARD = '/finance/get/receivable-card';
const FROM = '2026-11-01';
const TO = '2026-11-30';

const entry = (over: Partial<CardRow>): CardRow => ({
  id: 1,
  entry_date: '2026-11-03',
  kind: 'INVOICE',
  document_type: 'invoice',
  document_id: 1,
  document_number: 'INV-JKT-2611-00001',
  item_type: 'invoice',
  item_number: 'INV-JKT-2611-00001',
  memo: null,
  reversal: false,
  debit: 0,
  credit: 0,
  balance: 0,
  ...over,
});

const PAGE_1: CardRow[] = [
  entry({ id: 11, kind: 'INVOICE', debit: 1_000_000, balance: 1_250_000 }),
  entry({ id: 12, entry_date: '2026-11-10', kind: 'PAYMENT', document_type: 'payment', document_id: 4, document_number: 'PAY-JKT-2611-00004', credit: 1_500_000, balance: -250_000 }),
];
const PAGE_2: CardRow[] = [
  entry({ id: 13, entry_date: '2026-11-12', kind: 'PPH23', document_type: 'payment', document_id: 3, document_number: 'PAY-JKT-2611-00003', reversal: true, debit: 300_000, balance: 50_000 }),
];
const HEAD: CardMeta = { limit: 100, next_cursor: 'cursor-1', opening: 250_000, debit: 1_300_000, credit: 1_500_000, closing: 50_000, total: 3, unapplied_deposits: 250_000 };

function cardApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /datamaster/options/customer': options([{ id: 5, label: 'PT Maju Jaya (CUST05)' }]),
    [`GET ${CARD}`]: ({ params }) => (params.after === 'cursor-1' ? ok(PAGE_2, { limit: 100, next_cursor: null }) : ok(PAGE_1, HEAD)),
    ...overrides,
  });
}

const cardCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.url === CARD);
const balances = () => screen.getAllByTestId('card-balance').map((b) => b.textContent);

beforeEach(() => {
  router.pathname = '/finance/ar/receivable/card';
  resetRouter({ customer_id: '5', date_from: FROM, date_to: TO });
  toast.error.mockClear();
  saved.saveFile.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('receivable card', () => {
  it('shows the opening and closing balances, the balance brought forward and the running balance of the page (a credit balance as such)', async () => {
    const { calls } = cardApi();
    renderWithClient(<ReceivableCardPage />);
    await waitFor(() => expect(screen.getAllByTestId('card-row')).toHaveLength(2));

    expect(cardCalls(calls)[0].params).toEqual({ customer_id: 5, date_from: FROM, date_to: TO, limit: 100 });
    expect(screen.getByTestId('summary-opening-value')).toHaveTextContent('Rp 250.000');
    expect(screen.getByTestId('summary-debit-value')).toHaveTextContent('Rp 1.300.000');
    expect(screen.getByTestId('summary-credit-value')).toHaveTextContent('Rp 1.500.000');
    expect(screen.getByTestId('summary-closing-value')).toHaveTextContent('Rp 50.000');
    expect(screen.getByTestId('summary-deposits-value')).toHaveTextContent('Rp 250.000');

    const opening = screen.getByTestId('card-opening-row');
    expect(opening).toHaveTextContent('Balance brought forward');
    expect(within(opening).getByTestId('card-opening-balance')).toHaveTextContent('Rp 250.000');
    // the brought-forward row comes first
    expect(opening.compareDocumentPosition(screen.getAllByTestId('card-row')[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const [invoice, payment] = screen.getAllByTestId('card-row');
    expect(invoice).toHaveTextContent('Invoice');
    expect(invoice).toHaveTextContent('Rp 1.000.000');
    expect(payment).toHaveTextContent('Payment');
    expect(payment).toHaveTextContent('PAY-JKT-2611-00004');
    expect(balances()).toEqual(['Rp 1.250.000', 'Rp 250.000 CR']);
    expect(screen.getByTestId('card-shown')).toHaveTextContent('2 of 3 entries shown');
    // the period's totals row waits for every entry
    expect(screen.queryByTestId('card-table-totals')).toBeNull();
  });

  it('"Load more" sends the cursor and appends the next page; a reversal is marked and greyed', async () => {
    const { calls } = cardApi();
    renderWithClient(<ReceivableCardPage />);
    await waitFor(() => expect(screen.getAllByTestId('card-row')).toHaveLength(2));

    fireEvent.click(screen.getByTestId('card-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('card-row')).toHaveLength(3));
    expect(cardCalls(calls)).toHaveLength(2);
    expect(cardCalls(calls)[1].params).toEqual({ customer_id: 5, date_from: FROM, date_to: TO, limit: 100, after: 'cursor-1' });

    // the rows already shown stay, the new one after them
    expect(balances()).toEqual(['Rp 1.250.000', 'Rp 250.000 CR', 'Rp 50.000']);
    const rows = screen.getAllByTestId('card-row');
    expect(rows[0]).not.toHaveAttribute('data-reversal');
    expect(within(rows[0]).queryByTestId('card-reversal')).toBeNull();
    const reversal = rows[2];
    expect(reversal).toHaveAttribute('data-reversal', 'true');
    expect(reversal).toHaveClass('text-slate-400');
    expect(within(reversal).getByTestId('card-kind')).toHaveTextContent('PPh 23 withheld (cancelled)');

    // every entry is shown: no more to load, the totals row closes the card
    expect(screen.queryByTestId('card-load-more')).toBeNull();
    const totals = screen.getByTestId('card-table-totals');
    expect(totals).toHaveTextContent('Rp 1.300.000');
    expect(totals).toHaveTextContent('Rp 1.500.000');
    expect(totals).toHaveTextContent('Rp 50.000');
    expect(screen.getByTestId('card-shown')).toHaveTextContent('3 of 3 entries shown');
  });

  it('asks for a customer first: nothing is fetched, the files wait for one', async () => {
    resetRouter({});
    const { calls } = cardApi();
    renderWithClient(<ReceivableCardPage />);
    expect(screen.getByTestId('card-empty')).toHaveTextContent('Choose a customer');
    expect(screen.getByTestId('card-statement').closest('[data-disabled-reason]')).toHaveAttribute('data-disabled-reason', 'Choose a customer first');
    expect(screen.getByTestId('card-export-xlsx')).toBeDisabled();
    // the default period: the 1st of the month three months ago to today
    const { date_from, date_to } = cardDefaults();
    expect(screen.getByLabelText('Period from')).toHaveValue(date_from);
    expect(screen.getByLabelText('Period to')).toHaveValue(date_to);
    await new Promise((r) => setTimeout(r, 20));
    expect(cardCalls(calls)).toHaveLength(0);
  });

  it('downloads the export with the token (a blob through the API client) and opens the statement PDF', async () => {
    vi.stubGlobal('open', vi.fn(() => ({}) as Window));
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    const xlsx = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const exportPath = `/finance/export/receivable-card?customer_id=5&date_from=${FROM}&date_to=${TO}&format=xlsx`;
    const printPath = `/finance/print/receivable-card?customer_id=5&date_from=${FROM}&date_to=${TO}`;
    const { calls } = cardApi({
      [`GET ${exportPath}`]: () => ({ raw: { data: xlsx, headers: { 'content-disposition': 'attachment; filename="receivable-card-CUST05-2026-11-01-2026-11-30.xlsx"' } } }),
      [`GET ${printPath}`]: () => ({ raw: { data: pdf, headers: {} } }),
    });
    renderWithClient(<ReceivableCardPage />);
    await waitFor(() => expect(screen.getAllByTestId('card-row')).toHaveLength(2));

    fireEvent.click(screen.getByTestId('card-export-xlsx'));
    await waitFor(() => expect(saved.saveFile).toHaveBeenCalledWith(xlsx, 'receivable-card-CUST05-2026-11-01-2026-11-30.xlsx'));
    expect(calls.find((c) => c.url === exportPath)?.config?.responseType).toBe('blob');

    fireEvent.click(screen.getByTestId('card-statement'));
    await waitFor(() => expect(window.open).toHaveBeenCalledWith('blob:statement', '_blank'));
    expect(calls.find((c) => c.url === printPath)?.config?.responseType).toBe('blob');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
