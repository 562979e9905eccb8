// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import ShippingBagAddPage from '@/pages/operational/outgoing/shipping-bag/add';
import { apiError, mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta } from '../document/doc-harness';
import { USER, options, pickRef } from './pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { id: 'counter' }, accessToken: { token: 't' } } }),
}));

/*
 * The dispatcher's bag screen against a fake bag API that keeps its own state (behind the real axios
 * client): bag 7 at Gambir counter for Surabaya; AWBs 1000000000xx are booked for Surabaya, 100000000123
 * is in another bag already, 100000000555 goes to Medan (bagged only with a reason).
 */

const BAG = 'BAG-JKT-2611-00007';
const SCAN = '/operational/update/shipping-bag/scan/7';
const DETAIL = '/operational/get/shipping-bag/7';
const MEDAN = '100000000555';
const OTHER_BAG = '100000000123';

interface BagApiOptions {
  /** How long each scan takes the server. */
  delayMs?: number;
  overrides?: Record<string, Handler>;
  /** In front of the scan's handler (a network that drops the call). */
  wrapScan?: (call: ApiCall, scan: Handler) => unknown;
}

function bagApi({ delayMs = 0, overrides = {}, wrapScan = (call, scan) => scan(call) }: BagApiOptions = {}) {
  const items: Record<string, unknown>[] = [];
  let version = 3;
  let inFlight = 0;
  let mostInFlight = 0;
  const header = () => ({
    id: 7,
    version,
    number: BAG,
    stage: 'draft',
    status: 'OPEN',
    bag_date: '2026-11-24',
    office_id: 3,
    office_id_label: 'Gambir counter',
    branch_id: 1,
    branch_id_label: 'Jakarta',
    destination_branch_id: 5,
    destination_branch_id_label: 'Surabaya',
    seal_number: null,
    awb_count: items.length,
    koli_count: items.reduce((n, i) => n + Number(i.koli_count), 0),
    weight_kg: items.reduce((n, i) => n + Number(i.weight_kg), 0).toFixed(2),
    notes: null,
    actions: [
      { key: 'update', can: true },
      { key: 'scan', can: true },
      { key: 'takeOut', can: true },
      items.length ? { key: 'book', can: true } : { key: 'book', can: false, reason: 'An empty bag cannot be sealed: scan its AWBs first' },
      { key: 'cancel', can: false, reason: 'Your role may not do this' },
    ],
  });
  const refuse = (message: string, field = 'awb') => apiError(409, { message, errors: { [field]: [message] } });
  const scan: Handler = async ({ body }) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      if (delayMs) await new Promise((done) => setTimeout(done, delayMs));
      const { awb, override_reason } = body as { awb: string; override_reason?: string };
      if (awb === OTHER_BAG) throw refuse(`AWB ${awb} is already in bag BAG-JKT-2611-00004`);
      if (items.some((i) => i.awb === awb)) throw refuse(`AWB ${awb} is already in this bag`);
      if (awb === MEDAN && !override_reason) throw refuse('For Medan, this bag goes to Surabaya: give a reason to bag it anyway', 'override_reason');
      items.push({
        id: items.length + 1,
        awb,
        shipment_id: Number(awb.slice(-3)),
        destination_area_id: awb === MEDAN ? 31 : 22,
        destination_area_id_label: awb === MEDAN ? 'Medan Kota (Kota Medan)' : 'Genteng (Kota Surabaya)',
        koli_count: 2,
        weight_kg: '2.50',
        scanned_at: '2026-11-24T03:00:00.000Z',
        scanned_by: 'counter',
        override_reason: override_reason ?? null,
        position: items.length + 1,
      });
      version += 1;
      return { message: `AWB added to the bag: ${BAG}`, data: header() };
    } finally {
      inFlight -= 1;
    }
  };
  const api = mockApi({
    'GET /datamaster/get/user/counter': () => ok(USER),
    'GET /datamaster/options/branch': options([
      { id: 5, label: 'Surabaya' },
      { id: 6, label: 'Medan' },
    ]),
    'GET /operational/get/shipping-bag': () => ok([header()], meta({ total: 1 })),
    [`GET ${DETAIL}`]: () => ok({ ...header(), lines: { items: [...items] } }),
    [`PUT ${SCAN}`]: (call) => wrapScan(call, scan),
    'PUT /operational/update/shipping-bag/takeOut/7': ({ body }) => {
      const at = items.findIndex((i) => i.awb === (body as { awb: string }).awb);
      if (at < 0) throw refuse(`AWB ${(body as { awb: string }).awb} is not in this bag`);
      items.splice(at, 1);
      version += 1;
      return { message: 'AWB taken out of the bag', data: header() };
    },
    ...overrides,
  });
  return { ...api, items, mostInFlight: () => mostInFlight, header };
}

const scanInput = () => screen.getByTestId('bag-scan-input') as HTMLInputElement;

/** The scanner types the code and Enter. */
function scan(code: string) {
  fireEvent.change(scanInput(), { target: { value: code } });
  fireEvent.submit(scanInput().closest('form')!);
}

const results = () => screen.queryAllByTestId('scan-result');
const scanCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT' && c.url === SCAN);
const detailReads = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.url === DETAIL);

async function openBag() {
  renderWithClient(<ShippingBagAddPage />);
  await waitFor(() => expect(screen.getByTestId('bag-destination')).toHaveTextContent('Surabaya'));
  expect(screen.getByTestId('bag-number')).toHaveTextContent(BAG);
  await waitFor(() => expect(document.activeElement).toBe(scanInput()));
}

beforeEach(() => {
  router.pathname = '/operational/outgoing/shipping-bag/add';
  resetRouter({ bag: '7' });
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('shipping bag scan: one scan', () => {
  it('an accepted scan is sent without a version, shows ✓ in the feed, moves the counts, and the AWB appears in the bag', async () => {
    const { calls } = bagApi();
    await openBag();
    expect(screen.getByTestId('bag-count-awb')).toHaveTextContent('0');

    scan(' 100000000001 ');
    // the box is empty at once, ready for the next code, and keeps the focus
    expect(scanInput()).toHaveValue('');
    expect(document.activeElement).toBe(scanInput());

    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(results()[0]).toHaveTextContent('100000000001');
    expect(scanCalls(calls)[0].body).toEqual({ awb: '100000000001' });
    expect(screen.getByTestId('bag-count-awb')).toHaveTextContent('1');
    expect(screen.getByTestId('bag-count-koli')).toHaveTextContent('2');
    expect(screen.getByTestId('bag-count-kg')).toHaveTextContent('2.5 kg');

    // once the scans have settled, the bag is read again: the AWB is in its table
    const item = await screen.findByTestId('bag-item', {}, { timeout: 3000 });
    expect(item).toHaveAttribute('data-awb', '100000000001');
    expect(item).toHaveTextContent('Genteng (Kota Surabaya)');
    expect(document.activeElement).toBe(scanInput());
  });

  it("a refused scan shows ✗ with the server's reason and leaves the counts", async () => {
    bagApi();
    await openBag();
    scan(OTHER_BAG);
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveAttribute('data-outcome', 'refused');
    expect(results()[0]).toHaveTextContent(`AWB ${OTHER_BAG} is already in bag BAG-JKT-2611-00004`);
    expect(screen.getByTestId('bag-count-awb')).toHaveTextContent('0');
    expect(screen.queryByTestId('override-prompt')).toBeNull();
    // the server's refusal is the feed's to show: no toast on top
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('an AWB for another destination asks a reason without taking the focus; the reason sends the scan again with it', async () => {
    const { calls } = bagApi();
    await openBag();
    scan(MEDAN);
    const prompt = await screen.findByTestId('override-prompt');
    expect(prompt).toHaveAttribute('data-awb', MEDAN);
    expect(prompt).toHaveTextContent('For Medan, this bag goes to Surabaya');
    expect(results()[0]).toHaveAttribute('data-outcome', 'refused');
    // the scanner may go on typing: the scan box keeps the focus
    expect(document.activeElement).toBe(scanInput());

    // a reason is required
    fireEvent.click(within(prompt).getByTestId('override-submit'));
    expect(within(prompt).getByText('Say why it goes into this bag, or put it aside.')).toBeInTheDocument();

    fireEvent.change(within(prompt).getByLabelText('Reason to bag it anyway'), { target: { value: ' Customer moved to Surabaya ' } });
    fireEvent.click(within(prompt).getByTestId('override-submit'));
    await waitFor(() => expect(scanCalls(calls)).toHaveLength(2));
    expect(scanCalls(calls)[1].body).toEqual({ awb: MEDAN, override_reason: 'Customer moved to Surabaya' });
    // taken with a reason: amber, the reason said, never a plain "Accepted"
    await waitFor(() => expect(results()[0]).toHaveAttribute('data-outcome', 'warning'));
    expect(results()[0]).toHaveTextContent('Accepted with a warning');
    expect(results()[0]).toHaveTextContent('Bagged anyway: Customer moved to Surabaya');
    expect(screen.queryByTestId('override-prompt')).toBeNull();
    expect(screen.getByTestId('bag-count-awb')).toHaveTextContent('1');
    expect(document.activeElement).toBe(scanInput());
  });

  it('Esc in the scan box (or "Put aside") drops the request for a reason: nothing more is sent', async () => {
    const { calls } = bagApi();
    await openBag();
    scan(MEDAN);
    await screen.findByTestId('override-prompt');
    fireEvent.keyDown(scanInput(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('override-prompt')).toBeNull());

    scan(MEDAN);
    const prompt = await screen.findByTestId('override-prompt');
    fireEvent.click(within(prompt).getByTestId('override-cancel'));
    await waitFor(() => expect(screen.queryByTestId('override-prompt')).toBeNull());
    expect(scanCalls(calls)).toHaveLength(2);
    expect(document.activeElement).toBe(scanInput());
  });
});

describe('shipping bag scan: the server not reached', () => {
  it('says the scan was not sent and offers to send it again, once', async () => {
    let down = true;
    const api = bagApi({
      wrapScan: (call, scan) => {
        if (down) throw new AxiosError('Network Error', 'ERR_NETWORK');
        return scan(call);
      },
    });
    await openBag();
    scan('100000000001');
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveAttribute('data-outcome', 'refused');
    expect(results()[0]).toHaveTextContent('Not sent, the server was not reached (Network Error)');

    down = false;
    fireEvent.click(within(results()[0]).getByTestId('scan-retry'));
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    // the old entry no longer offers it
    expect(screen.queryAllByTestId('scan-retry')).toHaveLength(0);
    expect(scanCalls(api.calls)).toHaveLength(2);
    expect(document.activeElement).toBe(scanInput());
  });
});

describe('shipping bag scan: a burst', () => {
  it('5 codes scanned quickly give 5 results in the feed, newest first, sent one at a time in order; the bag is read once after', async () => {
    const api = bagApi({ delayMs: 15 });
    await openBag();
    const readsBefore = detailReads(api.calls).length;
    const codes = ['100000000011', '100000000012', OTHER_BAG, '100000000014', '100000000011'];
    for (const code of codes) scan(code);
    // each waits in the feed until it is answered
    expect(screen.getAllByTestId('scan-pending')).toHaveLength(5);

    await waitFor(() => expect(results()).toHaveLength(5), { timeout: 3000 });
    expect(results().map((r) => r.getAttribute('data-code'))).toEqual([...codes].reverse());
    expect(results().map((r) => r.getAttribute('data-outcome'))).toEqual(['refused', 'accepted', 'refused', 'accepted', 'accepted']);
    expect(results()[0]).toHaveTextContent('AWB 100000000011 is already in this bag');
    expect(scanCalls(api.calls).map((c) => (c.body as { awb: string }).awb)).toEqual(codes);
    expect(api.mostInFlight()).toBe(1);
    expect(screen.getByTestId('bag-count-awb')).toHaveTextContent('3');

    await waitFor(() => expect(screen.getAllByTestId('bag-item')).toHaveLength(3), { timeout: 3000 });
    expect(detailReads(api.calls).length - readsBefore).toBe(1);
  });

  it('50 codes typed 20 ms apart end as exactly 50 results, in order', async () => {
    const api = bagApi({ delayMs: 25 });
    await openBag();
    const codes = Array.from({ length: 50 }, (_, i) => `1000000002${String(i).padStart(2, '0')}`);
    for (const code of codes) {
      scan(code);
      await act(() => new Promise((done) => setTimeout(done, 20)));
    }
    await waitFor(() => expect(results()).toHaveLength(50), { timeout: 5000 });
    expect(results().map((r) => r.getAttribute('data-code'))).toEqual([...codes].reverse());
    expect(results().every((r) => r.getAttribute('data-outcome') === 'accepted')).toBe(true);
    expect(scanCalls(api.calls)).toHaveLength(50);
    expect(api.mostInFlight()).toBe(1);
    expect(screen.getByTestId('bag-count-awb')).toHaveTextContent('50');
  });
});

describe('shipping bag scan: the bag', () => {
  it('Take out goes through the same queue and the bag follows', async () => {
    const { calls } = bagApi();
    await openBag();
    scan('100000000001');
    const item = await screen.findByTestId('bag-item', {}, { timeout: 3000 });
    fireEvent.click(within(item).getByTestId('bag-item-take-out'));
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(results()[0]).toHaveTextContent('Taken out of the bag');
    expect(calls.filter((c) => c.url === '/operational/update/shipping-bag/takeOut/7')[0].body).toEqual({ awb: '100000000001' });
    expect(screen.getByTestId('bag-count-awb')).toHaveTextContent('0');
    await waitFor(() => expect(screen.queryAllByTestId('bag-item')).toHaveLength(0), { timeout: 3000 });
    expect(document.activeElement).toBe(scanInput());
  });

  it('Close and seal sends the latest version with the seal; the sealed bag offers its label and the screen goes back to choosing', async () => {
    const book = vi.fn(({ body }: ApiCall) => ok({ ...api.header(), stage: 'booked', status: 'SEALED', version: 5, seal_number: (body as { seal_number: string }).seal_number }));
    const api = bagApi({ overrides: { 'PUT /operational/update/shipping-bag/book/7': book } });
    await openBag();
    // an empty bag cannot be sealed: the server's reason is on the button
    expect(screen.getByTestId('bag-seal').closest('[data-disabled-reason]')).toHaveAttribute('data-disabled-reason', 'An empty bag cannot be sealed: scan its AWBs first');

    scan('100000000001');
    await waitFor(() => expect(results()).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('bag-seal')).toBeEnabled(), { timeout: 3000 });
    fireEvent.click(screen.getByTestId('bag-seal'));
    const dialog = await screen.findByTestId('seal-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Seal no\./), { target: { value: 'S-778' } });
    fireEvent.click(within(dialog).getByTestId('seal-submit'));

    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    // version 3 as read, 4 after the scan: the scan's answer is the latest
    expect(book.mock.calls[0][0].body).toEqual({ version: 4, seal_number: 'S-778' });
    const sealed = await screen.findByTestId('bag-sealed');
    expect(sealed).toHaveTextContent(`${BAG} sealed`);
    expect(sealed).toHaveTextContent('Seal S-778');
    expect(within(sealed).getByTestId('print-label')).toBeInTheDocument();
    await waitFor(() => expect(router.query.bag).toBeUndefined());
    expect(screen.queryByTestId('bag-panel')).toBeNull();
  });

  it('without a bag in the URL: the open bags of the office to pick from, and a new bag for a destination becomes the active one', async () => {
    resetRouter({});
    const created = { id: 9, version: 1, number: 'BAG-JKT-2611-00009', stage: 'draft', status: 'OPEN', destination_branch_id: 6, destination_branch_id_label: 'Medan', awb_count: 0, koli_count: 0, weight_kg: '0.00', actions: [{ key: 'scan', can: true }] };
    const { calls } = bagApi({
      overrides: {
        'POST /operational/create/shipping-bag': () => ok(created),
        'GET /operational/get/shipping-bag/9': () => ok({ ...created, lines: { items: [] } }),
      },
    });
    renderWithClient(<ShippingBagAddPage />);
    const card = await screen.findByTestId('open-bag');
    expect(card).toHaveTextContent(BAG);
    expect(card).toHaveTextContent('→ Surabaya');
    expect(screen.getByTestId('open-bags')).toHaveTextContent('Open bags at Gambir counter');
    expect(calls.find((c) => c.url === '/operational/get/shipping-bag')!.params).toEqual({ stage: 'draft', office_id: 3, limit: 50 });

    // picking a card makes it the active bag, kept in the URL
    fireEvent.click(card);
    await waitFor(() => expect(router.query.bag).toBe('7'));
    await screen.findByTestId('bag-panel');
    fireEvent.click(screen.getByTestId('bag-leave'));
    await waitFor(() => expect(screen.queryByTestId('bag-panel')).toBeNull());

    // the destination is required; then the bag is opened at the user's office
    fireEvent.click(screen.getByTestId('new-bag-create'));
    expect(await screen.findByText('Choose where the bag goes')).toBeInTheDocument();
    await pickRef('destination_branch_id', 'med', 'Medan');
    fireEvent.change(screen.getByLabelText(/Notes/), { target: { value: 'Via Belawan' } });
    fireEvent.click(screen.getByTestId('new-bag-create'));
    await waitFor(() => expect(router.query.bag).toBe('9'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ office_id: 3, destination_branch_id: 6, notes: 'Via Belawan' });
    expect((post.body as { request_id: string }).request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByTestId('bag-number')).toHaveTextContent('BAG-JKT-2611-00009');
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
    await act(async () => undefined);
  });
});
