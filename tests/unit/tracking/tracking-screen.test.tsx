// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TrackingScreen } from '@/components/tracking/TrackingScreen';
import { parseTrackingQuery, type TrackedShipment } from '@/lib/resources/documents/tracking-api';
import { apiError, mockApi, ok, renderWithClient, type ApiCall } from '../resource/harness';
import { navigate, resetRouter, router } from '../../helpers/fake-router';
import { event, lookup, shipment } from './fixtures';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);

const PATH = '/operational/get/tracking';

beforeEach(() => {
  resetRouter();
  router.pathname = '/operational/tracking/system';
});
afterEach(() => vi.restoreAllMocks());

const box = () => screen.getByTestId('tracking-input') as HTMLTextAreaElement;
const ctrlEnter = () => fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', ctrlKey: true });
const lookups = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.url === PATH);

describe('tracking · system: the search', () => {
  it('sends a pasted list (lines, commas, spaces) as q, keeps it in the URL, and shows the AWBs not found', async () => {
    const api = mockApi({
      [`GET ${PATH}`]: ({ params }) => {
        const { terms } = parseTrackingQuery(String(params.q));
        return ok(lookup({ terms, shipments: [shipment()], missing: terms.filter((t) => t !== '123456789012') }));
      },
    });
    renderWithClient(<TrackingScreen />);
    expect(lookups(api.calls)).toHaveLength(0);

    fireEvent.change(box(), { target: { value: '123456789012\n223456789012, 323456789012 123456789012\n' } });
    expect(screen.getByTestId('tracking-draft')).toHaveTextContent('3 AWB numbers');
    // A plain Enter is the scanner's: it only adds a line.
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    expect(lookups(api.calls)).toHaveLength(0);
    ctrlEnter();

    await screen.findByTestId('tracking-missing');
    const sent = lookups(api.calls);
    expect(sent).toHaveLength(1);
    expect(parseTrackingQuery(String(sent[0].params.q))).toEqual({ kind: 'awb', terms: ['123456789012', '223456789012', '323456789012'] });
    expect(router.push).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/operational/tracking/system', query: { q: sent[0].params.q } }), undefined, expect.anything());

    const missing = screen.getByTestId('tracking-missing');
    expect(missing).toHaveTextContent('2 AWB numbers not found');
    expect(within(missing).getByText('223456789012')).toBeInTheDocument();
    expect(within(missing).getByText('323456789012')).toBeInTheDocument();
    expect(within(missing).queryByText('123456789012')).toBeNull();
    expect(screen.getByTestId('tracking-kind')).toHaveAttribute('data-kind', 'awb');
    expect(screen.getByTestId('tracking-kind')).toHaveTextContent('3 AWB numbers looked up: 1 found, 2 not found');
    // the box shows the search one AWB per line
    expect(box().value).toBe('123456789012\n223456789012\n323456789012');
  });

  it('keeps a short scan in the box instead of turning the whole list into a reference', async () => {
    const api = mockApi({ [`GET ${PATH}`]: () => ok(lookup()) });
    renderWithClient(<TrackingScreen />);
    fireEvent.change(box(), { target: { value: '123456789012\n12345678' } });
    fireEvent.click(screen.getByTestId('tracking-search'));
    await screen.findByTestId('shipment-card');
    expect(lookups(api.calls)[0].params.q).toBe('123456789012');
    expect(box().value).toBe('12345678');
    expect(screen.getByTestId('tracking-leftover')).toHaveTextContent('1 not a 12-digit AWB number');
  });

  it('reads the search from the URL and follows back/forward', async () => {
    const api = mockApi({
      [`GET ${PATH}`]: ({ params }) =>
        params.q === 'PO-77' ? ok(lookup({ kind: 'reference', terms: ['PO-77'], shipments: [shipment({ customer: 'PT Maju Jaya', customer_reference: 'PO-77' })] })) : ok(lookup()),
    });
    resetRouter({ q: 'PO-77' });
    renderWithClient(<TrackingScreen />);
    expect(await screen.findByTestId('tracking-kind')).toHaveTextContent('Customer reference “PO-77”: 1 shipment.');
    expect(box().value).toBe('PO-77');
    expect(screen.getByTestId('card-customer')).toHaveTextContent('PT Maju Jaya · ref. PO-77');

    act(() => void navigate({ query: { q: '123456789012' } }));
    await waitFor(() => expect(screen.getByTestId('tracking-kind')).toHaveAttribute('data-kind', 'awb'));
    expect(box().value).toBe('123456789012');
    expect(lookups(api.calls).map((c) => c.params.q)).toEqual(['PO-77', '123456789012']);
  });

  it("shows the server's message when the lookup is refused", async () => {
    mockApi({
      [`GET ${PATH}`]: () => {
        throw apiError(400, { message: 'Invalid input', errors: { q: ['At most 100 AWB numbers at once'] } });
      },
    });
    resetRouter({ q: 'x'.repeat(10) });
    renderWithClient(<TrackingScreen />);
    expect(await screen.findByTestId('tracking-error')).toHaveTextContent('At most 100 AWB numbers at once');
  });
});

describe('tracking · system: a shipment', () => {
  it('renders the timeline newest first with time (WIB), place, user, text, document and the internal tag', async () => {
    mockApi({ [`GET ${PATH}`]: () => ok(lookup()) });
    resetRouter({ q: '123456789012' });
    renderWithClient(<TrackingScreen />);
    const card = await screen.findByTestId('shipment-card');

    const items = within(card).getAllByTestId('timeline-event');
    expect(items.map((li) => li.getAttribute('data-code'))).toEqual(['PICKED_UP', 'ENTRY']);
    const [newest, oldest] = items;
    expect(within(newest).getByTestId('event-time')).toHaveTextContent('24 Nov 2026 14:05 WIB');
    expect(within(newest).getByTestId('event-input-time')).toHaveTextContent('24 Nov 2026 14:40 WIB');
    expect(within(newest).getByTestId('event-text')).toHaveTextContent('Paket telah dijemput kurir di Gambir');
    expect(within(newest).getByTestId('event-place')).toHaveTextContent('Gambir');
    expect(within(newest).getByTestId('event-user')).toHaveTextContent('KURIR02');
    expect(within(newest).getByTestId('event-document')).toHaveTextContent('PU-2611-0009');
    // staff read the event and its status in English words, never the codes (issue 22)
    expect(within(newest).getByTestId('event-label')).toHaveTextContent(/^Picked up$/);
    expect(within(oldest).getByTestId('event-label')).toHaveTextContent(/^AWB entered$/);
    expect(newest).not.toHaveTextContent(/PICKED_UP|picked_up|Dijemput/);
    expect(within(newest).queryByTestId('event-internal')).toBeNull();
    expect(within(oldest).getByTestId('event-time')).toHaveTextContent('24 Nov 2026 09:00 WIB');
    expect(within(oldest).queryByTestId('event-input-time')).toBeNull();
    expect(within(oldest).getByTestId('event-internal')).toBeInTheDocument();
    expect(within(oldest).getByTestId('event-user')).toHaveTextContent('CLERK7');

    expect(within(card).getByTestId('card-awb')).toHaveTextContent('123456789012');
    expect(within(card).getByTestId('card-route')).toHaveTextContent('Gambir, Kota Adm. Jakarta Pusat → Genteng, Kota Surabaya');
    expect(within(card).getByTestId('card-status')).toHaveTextContent(/^Picked up$/);
    expect(within(card).getByTestId('card-status').firstElementChild).toHaveAttribute('data-status', 'picked_up');
    expect(within(card).getByTestId('card-shipper')).toHaveTextContent('Budi Santoso');
    expect(within(card).getByTestId('card-consignee')).toHaveTextContent('Jl. Pemuda 2');
    expect(within(card).getByTestId('chargeable-kg')).toHaveTextContent('2 kg');
    expect(within(card).getByTestId('card-eta')).toHaveTextContent('26 Nov – 28 Nov 2026');
    expect(within(card).getByTestId('card-documents')).toHaveTextContent('CR-2611-0001');
    // the answer has no charges (the user holds no finance screen): no charges section at all
    expect(within(card).queryByTestId('card-charges')).toBeNull();
    expect(within(card).queryByText(/freight/i)).toBeNull();
    // one shipment: no summary table
    expect(screen.queryByTestId('tracking-summary')).toBeNull();
  });

  it('shows the charges when the answer has them', async () => {
    const charges = { freight: 22_000, additional: 0, insurance: 0, cod_fee: 0, discount: 0, tax: 242, total: 22_242 };
    mockApi({ [`GET ${PATH}`]: () => ok(lookup({ shipments: [shipment({ charges })] })) });
    resetRouter({ q: '123456789012' });
    renderWithClient(<TrackingScreen />);
    const section = await screen.findByTestId('card-charges');
    expect(within(section).getByTestId('charges-total')).toHaveTextContent('Rp 22.242');
  });

  it('several shipments: a summary on top, each line linking to its card, with its last event', async () => {
    const second = shipment({
      id: 2,
      awb: '223456789012',
      status: 'delivered',
      destination: 'Coblong, Kota Bandung',
      events: [event({ event_at: '2026-11-25 03:00:00+00', status: 'delivered', code: 'DELIVERED', text: 'Paket diterima oleh SITI', place: 'Bandung' })],
    });
    mockApi({ [`GET ${PATH}`]: () => ok(lookup({ terms: ['123456789012', '223456789012'], shipments: [shipment(), second] })) });
    resetRouter({ q: '123456789012 223456789012' });
    renderWithClient(<TrackingScreen />);
    const summary = await screen.findByTestId('tracking-summary');
    const rows = within(summary).getAllByTestId('summary-row');
    expect(rows.map((r) => r.getAttribute('data-awb'))).toEqual(['123456789012', '223456789012']);
    expect(within(rows[0]).getByRole('link', { name: '123456789012' })).toHaveAttribute('href', '#awb-123456789012');
    expect(rows[0]).toHaveTextContent('Paket telah dijemput kurir di Gambir');
    expect(rows[1]).toHaveTextContent('Delivered');
    expect(rows[1]).not.toHaveTextContent('Terkirim');
    expect(rows[1]).toHaveTextContent('Coblong, Kota Bandung');
    expect(rows[1]).toHaveTextContent('25 Nov 2026 10:00 WIB · Bandung');
    expect(document.getElementById('awb-223456789012')).toHaveAttribute('data-testid', 'shipment-card');
  });
});

describe('tracking · system: the proof of delivery', () => {
  const pod: NonNullable<TrackedShipment['pod']> = {
    number: 'DS-SUB-2611-00007',
    receiver_name: 'SITI AMINAH',
    receiver_relation: 'SELF',
    event_at: '2026-11-25T03:00:00.000Z',
    signature_url: '/api/operational/get/pod-image/12',
    photo_url: '/api/operational/get/pod-image/13',
    paper_required: true,
    paper_received_at: null,
  };
  const delivered = (over: Partial<typeof pod> = {}) => shipment({ status: 'delivered', pod: { ...pod, ...over } });
  const images = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/operational/get/pod-image/'));

  it('shows receiver, relation, time, POD number and the paper still out; the images come through the API client as blobs and are given back on unmount', async () => {
    let next = 0;
    const created: string[] = [];
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:pod-${++next}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    const api = mockApi({
      [`GET ${PATH}`]: () => ok(lookup({ shipments: [delivered()] })),
      'GET /operational/get/pod-image/12': () => new Blob(['sig'], { type: 'image/png' }),
      'GET /operational/get/pod-image/13': () => new Blob(['photo'], { type: 'image/jpeg' }),
    });
    resetRouter({ q: '123456789012' });
    const { unmount } = renderWithClient(<TrackingScreen />);
    const block = await screen.findByTestId('card-pod');
    expect(block).toHaveTextContent('Proof of delivery');
    expect(within(block).getByTestId('pod-receiver')).toHaveTextContent('SITI AMINAH');
    expect(within(block).getByTestId('pod-relation')).toHaveTextContent('The consignee themself (ybs)');
    expect(within(block).getByTestId('pod-time')).toHaveTextContent('25 Nov 2026 10:00 WIB');
    expect(within(block).getByTestId('pod-number')).toHaveTextContent('DS-SUB-2611-00007');
    expect(within(block).getByTestId('pod-paper')).toHaveTextContent('Paper POD not back yet');
    expect(within(block).getByTestId('pod-paper')).toHaveAttribute('data-back', 'no');

    const signature = await within(block).findByTestId('pod-signature');
    const photo = await within(block).findByTestId('pod-photo');
    expect(signature.tagName).toBe('IMG');
    expect(signature).toHaveAttribute('alt', 'Signature of SITI AMINAH');
    expect(photo).toHaveAttribute('alt', 'Photo of the delivery to SITI AMINAH');
    expect([signature.getAttribute('src'), photo.getAttribute('src')].sort()).toEqual(['blob:pod-1', 'blob:pod-2']);
    // asked through the API client (its base is /api, the Bearer token goes along) as blobs; the raw URL never reaches an <img>
    const asked = images(api.calls);
    expect(asked.map((c) => c.url).sort()).toEqual(['/operational/get/pod-image/12', '/operational/get/pod-image/13']);
    expect(asked.every((c) => c.config?.responseType === 'blob')).toBe(true);
    expect(document.querySelector('img[src*="pod-image"]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();

    unmount();
    expect((URL.revokeObjectURL as ReturnType<typeof vi.fn>).mock.calls.map(([url]) => url).sort()).toEqual(created.sort());
  });

  it('the paper back at origin says when; an image that fails says so; no POD, no block', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:sig');
    URL.revokeObjectURL = vi.fn();
    const second = shipment({ id: 2, awb: '223456789012', pod: null });
    mockApi({
      [`GET ${PATH}`]: () => ok(lookup({ terms: ['123456789012', '223456789012'], shipments: [delivered({ paper_received_at: '2026-11-28T02:30:00.000Z', photo_url: null }), second] })),
      'GET /operational/get/pod-image/12': () => {
        throw apiError(404, { message: 'Image not found' });
      },
    });
    resetRouter({ q: '123456789012 223456789012' });
    renderWithClient(<TrackingScreen />);
    const block = await screen.findByTestId('card-pod');
    expect(within(block).getByTestId('pod-paper')).toHaveTextContent('Paper POD received at origin 28 Nov 2026 09:30 WIB');
    expect(within(block).getByTestId('pod-paper')).toHaveAttribute('data-back', 'yes');
    expect(await within(block).findByText('The signature could not be loaded')).toBeInTheDocument();
    expect(within(block).getByText('No photo')).toBeInTheDocument();
    expect(within(block).queryByRole('img')).toBeNull();
    // one card has a POD, the other none
    expect(screen.getAllByTestId('card-pod')).toHaveLength(1);
    const other = document.getElementById('awb-223456789012')!;
    expect(within(other).queryByTestId('card-pod')).toBeNull();
  });

  it('a customer that needs no paper back has no paper line', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:sig');
    URL.revokeObjectURL = vi.fn();
    mockApi({
      [`GET ${PATH}`]: () => ok(lookup({ shipments: [delivered({ paper_required: false, photo_url: null })] })),
      'GET /operational/get/pod-image/12': () => new Blob(['sig'], { type: 'image/png' }),
    });
    resetRouter({ q: '123456789012' });
    renderWithClient(<TrackingScreen />);
    const block = await screen.findByTestId('card-pod');
    expect(within(block).getByTestId('pod-receiver')).toHaveTextContent('SITI AMINAH');
    expect(within(block).queryByTestId('pod-paper')).toBeNull();
  });
});
