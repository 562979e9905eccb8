// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CashBookingPage from '@/pages/operational/pos/cash/booking';
import CreditBookingPage from '@/pages/operational/pos/credit/booking';
import { mockApi, ok, renderWithClient } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta, rowOf } from './doc-harness';
import { printPdf } from '@/services/print-pdf';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const awb = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  version: 1,
  number: `10000000000${id}`,
  stage: 'draft',
  status: 'pending',
  shipment_date: '2026-11-24',
  payment_type: 'CASH',
  consignee_name: 'Budi Santoso',
  destination_area_id: 22,
  destination_area_id_label: 'Gubeng (Kota Surabaya)',
  service_id: 1,
  service_id_label: 'REG',
  koli_count: 2,
  chargeable_kg: 3,
  total: 30_330,
  created_at: '2026-11-24T01:00:00.000Z',
  created_by: 'counter',
  updated_at: '2026-11-24T01:00:00.000Z',
  updated_by: 'counter',
  actions: [
    { key: 'update', can: true },
    { key: 'book', can: true },
    { key: 'cancel', can: true },
  ],
  ...over,
});

beforeEach(() => {
  resetRouter();
  toast.error.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('POS booking', () => {
  it('lists the cash drafts with AWB, consignee, destination, koli, kg and total; reprints the selected labels in one PDF', async () => {
    router.pathname = '/operational/pos/cash/booking';
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const { calls } = mockApi({
      'GET /operational/get/shipment': () => ok([awb(1), awb(2)], meta()),
      'GET /operational/print/shipment/label': () => ok(new Blob(['%PDF'])),
    });
    renderWithClient(<CashBookingPage />);
    const row = await rowOf('100000000001');
    expect(calls[0].params).toMatchObject({ payment_type: 'CASH', stage: 'draft', order: 'asc' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'AWB',
      'Status',
      'Total',
      'Stage',
      'Consignee',
      'Destination',
      'Service',
      'Koli',
      'Chargeable weight',
      'Actions',
    ]);
    expect(row).toHaveTextContent('Gubeng (Kota Surabaya)');
    expect(row).toHaveTextContent('Rp 30.330');
    // editing happens on the entry screen, which cannot open a draft yet: no Edit here
    expect(within(row).queryByRole('button', { name: /Edit/ })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Print AWB label (2)' }));
    // straight to the print dialog: no tab
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    expect(open).not.toHaveBeenCalled();
    const print = calls.find((c) => c.url === '/operational/print/shipment/label')!;
    expect(print.params).toEqual({ ids: '1,2' });
    expect(print.config?.responseType).toBe('blob');
  });

  it('the credit list shows the customer and sends payment_type=CREDIT', async () => {
    router.pathname = '/operational/pos/credit/booking';
    const { calls } = mockApi({
      'GET /operational/get/shipment': () => ok([awb(1, { payment_type: 'CREDIT', customer_id: 5, customer_id_label: 'PT Maju Jaya' })], meta({ total: 1 })),
    });
    renderWithClient(<CreditBookingPage />);
    expect(await rowOf('100000000001')).toHaveTextContent('PT Maju Jaya');
    expect(calls[0].params).toMatchObject({ payment_type: 'CREDIT', stage: 'draft' });
  });
});
