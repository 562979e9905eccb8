// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import IncomingAddPage from '@/pages/operational/incoming/incoming/add';
import { apiError, mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta } from '../document/doc-harness';
import { USER, options } from './pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { id: 'counter' }, accessToken: { token: 't' } } }),
}));

/*
 * The dispatcher's incoming screen against a fake incoming API that keeps its own state (behind the real
 * axios client): incoming 4 at the Surabaya counter receives manifest MF-JKT-2611-00003 from Jakarta.
 * On it: bag BAG-…-00004 (seal SL-778) with AWBs 100000000123 and …124, bag BAG-…-00005 (seal SL-779)
 * with …125, and the loose AWBs 100000000001 and …002. 100000000900 is not on the manifest (an extra);
 * MF-JKT-2611-00009 goes to Medan.
 */

const IN = 'IN-SUB-2611-00001';
const MF = 'MF-JKT-2611-00003';
const MEDAN_MF = 'MF-JKT-2611-00009';
const BAG_A = 'BAG-JKT-2611-00004';
const BAG_B = 'BAG-JKT-2611-00005';
const IN_BAG_A = ['100000000123', '100000000124'];
const IN_BAG_B = '100000000125';
const LOOSE = '100000000001';
const LOOSE_2 = '100000000002';
const EXTRA = '100000000900';
const BASE = '/operational/update/incoming';
const OPEN_BAG = `${BASE}/openBag/4`;
const SCAN = `${BASE}/scan/4`;
const BOOK = `${BASE}/book/4`;
const LIST = '/operational/get/incoming';
const DETAIL = '/operational/get/incoming/4';
const CREATE = '/operational/create/incoming';

type Line = Record<string, unknown>;

interface IncomingApiOptions {
  /** The incoming exists already (false: it is made by scanning the manifest). */
  exists?: boolean;
  overrides?: Record<string, Handler>;
}

function incomingApi({ exists = true, overrides = {} }: IncomingApiOptions = {}) {
  let created = exists;
  let version = 2;
  let stage = 'draft';
  let status = 'RECEIVING';
  let completedAt: string | null = null;
  let damagedExtras = 0;
  const scanned = { scanned_at: '2026-11-25T03:00:00.000Z', scanned_by: 'dispatcher' };
  const bag = (id: number, number: string, seal: string, awbs: number): Line => ({ id, bag_id: id + 10, bag_number: number, seal_expected: seal, seal_found: null, awb_count: awbs, result: 'PENDING', scanned_at: null, scanned_by: null });
  const item = (id: number, awb: string, bagNumber: string | null): Line => ({
    id,
    shipment_id: 100 + id,
    awb,
    bag_number: bagNumber,
    destination_area_id: 22,
    destination_area_id_label: 'Genteng (Kota Surabaya)',
    koli_count: 1,
    weight_kg: '2.00',
    result: 'PENDING',
    note: null,
    scanned_at: null,
    scanned_by: null,
  });
  const bags = [bag(1, BAG_A, 'SL-778', 2), bag(2, BAG_B, 'SL-779', 1)];
  const items = [item(1, IN_BAG_A[0], BAG_A), item(2, IN_BAG_A[1], BAG_A), item(3, IN_BAG_B, BAG_B), item(4, LOOSE, null), item(5, LOOSE_2, null)];

  const count = (rows: Line[], ...results: string[]) => rows.filter((r) => results.includes(String(r.result))).length;
  const arrived = () => items.filter((i) => ['RECEIVED', 'DAMAGED', 'EXTRA'].includes(String(i.result)));
  const exceptions = () => count(items, 'DAMAGED', 'EXTRA', 'MISSING') + damagedExtras + count(bags, 'SEAL_MISMATCH', 'MISSING');
  const header = () => {
    const received = count(items, 'RECEIVED', 'DAMAGED');
    const extra = count(items, 'EXTRA');
    return {
      id: 4,
      version,
      number: IN,
      stage,
      status,
      incoming_date: '2026-11-25',
      office_id: 3,
      office_id_label: 'Surabaya counter',
      branch_id: 5,
      branch_id_label: 'Surabaya',
      outgoing_manifest_id: 3,
      manifest_number: MF,
      origin_branch_id: 1,
      origin_branch_id_label: 'Jakarta',
      bag_count: bags.length,
      bags_opened: count(bags, 'OPENED', 'SEAL_MISMATCH'),
      seal_mismatch_count: count(bags, 'SEAL_MISMATCH'),
      expected_count: items.length - extra,
      received_count: received,
      damaged_count: count(items, 'DAMAGED') + damagedExtras,
      extra_count: extra,
      missing_count: count(items, 'MISSING'),
      koli_count: arrived().reduce((n, i) => n + Number(i.koli_count), 0),
      weight_kg: arrived()
        .reduce((n, i) => n + Number(i.weight_kg), 0)
        .toFixed(2),
      completed_at: completedAt,
      notes: null,
      actions: [
        { key: 'openBag', can: true },
        { key: 'scan', can: true },
        stage !== 'draft'
          ? { key: 'book', can: false, reason: 'Receiving is finished already' }
          : received + extra
            ? { key: 'book', can: true }
            : { key: 'book', can: false, reason: 'Nothing is received yet: open the bags and scan the AWBs first' },
        { key: 'cancel', can: false, reason: 'Your role may not do this' },
      ],
    };
  };
  const full = () => ({ ...header(), lines: { bags: bags.map((b) => ({ ...b })), items: items.map((i) => ({ ...i })) } });
  const refuse = (message: string, key = 'code') => apiError(409, { message, errors: { [key]: [message] } });
  const moved = () => {
    if (stage === 'booked') status = exceptions() ? 'EXCEPTIONS' : 'RECEIVED';
    version += 1;
  };

  const openBag: Handler = ({ body }) => {
    const { code: raw, seal_number } = body as { code: string; seal_number: string };
    const code = raw.trim().toUpperCase();
    const line = bags.find((b) => b.bag_number === code);
    if (!line) throw refuse(`Bag ${code} is not on manifest ${MF}`);
    if (line.result === 'OPENED' || line.result === 'SEAL_MISMATCH') throw refuse(`Bag ${code} is already opened`);
    const seal = seal_number.trim().toUpperCase();
    Object.assign(line, { seal_found: seal, result: seal === line.seal_expected ? 'OPENED' : 'SEAL_MISMATCH', ...scanned });
    moved();
    return { message: `Bag opened: ${IN}`, data: header() };
  };
  const scan: Handler = ({ body }) => {
    const { code: raw, damaged = false, note } = body as { code: string; damaged?: boolean; note?: string };
    const code = raw.trim().toUpperCase();
    const line = items.find((i) => i.awb === code);
    if (line) {
      if (line.result !== 'PENDING' && line.result !== 'MISSING') throw refuse(`AWB ${code} is already received`);
      const inBag = bags.find((b) => b.bag_number === line.bag_number);
      if (inBag && (inBag.result === 'PENDING' || inBag.result === 'MISSING')) throw refuse(`AWB ${code} is in bag ${String(inBag.bag_number)}: open the bag first (check its seal)`);
      Object.assign(line, { result: damaged ? 'DAMAGED' : 'RECEIVED', note: note ?? null, ...scanned });
    } else if (code === EXTRA) {
      if (damaged) damagedExtras += 1;
      items.push({ ...item(items.length + 1, code, null), result: 'EXTRA', note: damaged ? 'Damaged' : null, ...scanned });
    } else {
      throw refuse(`AWB ${code} not found`);
    }
    moved();
    return { message: `AWB received: ${IN}`, data: header() };
  };
  const book: Handler = ({ body }) => {
    if ((body as { version: number }).version !== version) throw apiError(409, { message: 'Changed by someone else since it was read' });
    for (const i of items) if (i.result === 'PENDING') i.result = 'MISSING';
    for (const b of bags) if (b.result === 'PENDING') b.result = 'MISSING';
    stage = 'booked';
    status = exceptions() ? 'EXCEPTIONS' : 'RECEIVED';
    completedAt = '2026-11-25T04:00:00.000Z';
    version += 1;
    return ok(full());
  };
  const create: Handler = ({ body }) => {
    const manifest = String((body as { manifest: string }).manifest).trim().toUpperCase();
    if (manifest === MEDAN_MF) throw refuse(`Manifest ${MEDAN_MF} goes to Medan, not to Surabaya`, 'manifest');
    if (manifest !== MF) throw apiError(400, { message: `Manifest ${manifest} not found`, errors: { manifest: ['No such manifest'] } });
    if (created) throw refuse(`Manifest ${MF} is already being received (open) : continue that incoming`, 'manifest');
    created = true;
    return ok(full());
  };

  const api = mockApi({
    'GET /datamaster/get/user/counter': () => ok({ ...USER, office_id_label: 'Surabaya counter' }),
    'GET /datamaster/options/office': options([{ id: 3, label: 'Surabaya counter' }]),
    'GET /datamaster/options/branch': options([
      { id: 1, label: 'Jakarta' },
      { id: 5, label: 'Surabaya' },
    ]),
    [`GET ${LIST}`]: () => (created ? ok([header()], meta({ total: 1 })) : ok([], meta({ total: 0 }))),
    [`GET ${DETAIL}`]: () => ok(full()),
    [`PUT ${OPEN_BAG}`]: openBag,
    [`PUT ${SCAN}`]: scan,
    [`PUT ${BOOK}`]: book,
    [`POST ${CREATE}`]: create,
    ...overrides,
  });
  return { ...api, header, bags, items };
}

const scanInput = () => screen.getByTestId('incoming-scan-input') as HTMLInputElement;
const sealInput = () => screen.getByTestId('seal-input') as HTMLInputElement;

/** The scanner types the code and Enter, into the box that has it. */
function scanInto(input: HTMLInputElement, code: string) {
  fireEvent.change(input, { target: { value: code } });
  fireEvent.submit(input.closest('form')!);
}
const scan = (code: string) => scanInto(scanInput(), code);

const results = () => screen.queryAllByTestId('scan-result');
const count = (which: string) => screen.getByTestId(`incoming-count-${which}`);
const callsTo = (calls: ApiCall[], method: ApiCall['method'], url: string) => calls.filter((c) => c.method === method && c.url === url);
const bagRow = (bag: string) => screen.getAllByTestId('incoming-bag').find((row) => row.getAttribute('data-bag') === bag)!;
const awbRow = (awb: string) => screen.getAllByTestId('incoming-awb').find((row) => row.getAttribute('data-awb') === awb)!;

async function openIncoming() {
  renderWithClient(<IncomingAddPage />);
  await waitFor(() => expect(screen.getByTestId('incoming-manifest')).toHaveTextContent(`Manifest ${MF} from Jakarta`));
  expect(screen.getByTestId('incoming-number')).toHaveTextContent(IN);
  await waitFor(() => expect(screen.getAllByTestId('incoming-awb')).toHaveLength(5));
  await waitFor(() => expect(document.activeElement).toBe(scanInput()));
}

/** A bag scanned, then its seal: the bag opened (or its mismatch recorded). */
async function openTheBag(bag: string, seal: string, resultsAfter = results().length + 1) {
  scan(bag);
  await waitFor(() => expect(document.activeElement).toBe(sealInput()));
  scanInto(sealInput(), seal);
  await waitFor(() => expect(results()).toHaveLength(resultsAfter));
}

beforeEach(() => {
  router.pathname = '/operational/incoming/incoming/add';
  resetRouter({ incoming: '4' });
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('incoming scan: the manifest', () => {
  beforeEach(() => resetRouter({}));

  it('lists the incomings still being worked (receiving, or finished with exceptions) of the office', async () => {
    const { calls } = incomingApi();
    renderWithClient(<IncomingAddPage />);
    const card = await screen.findByTestId('open-incoming');
    expect(card).toHaveTextContent(IN);
    expect(card).toHaveTextContent('from Jakarta');
    expect(card).toHaveTextContent(`${MF} · 0 of 5 AWBs received`);
    expect(screen.getByTestId('open-incomings')).toHaveTextContent('Open incomings at Surabaya counter');
    expect(callsTo(calls, 'GET', LIST)[0].params).toMatchObject({ status: 'RECEIVING,EXCEPTIONS', office_id: 3 });
    expect(callsTo(calls, 'GET', LIST)[0].params).not.toHaveProperty('stage');

    fireEvent.click(card);
    await waitFor(() => expect(router.query.incoming).toBe('4'));
    expect(await screen.findByTestId('incoming-number')).toHaveTextContent(IN);
    await act(async () => undefined);
  });

  it('scanning a manifest number creates the incoming (office, manifest as scanned, a request id) and selects it; a refusal shows its reason in red', async () => {
    const { calls } = incomingApi({ exists: false });
    renderWithClient(<IncomingAddPage />);
    await waitFor(() => expect(screen.getByTestId('open-incomings')).toHaveTextContent('No incoming is being worked here: scan the manifest that came in.'));
    const manifestInput = screen.getByTestId('incoming-manifest-input') as HTMLInputElement;
    // scan-first: the manifest box has the focus
    await waitFor(() => expect(document.activeElement).toBe(manifestInput));

    scanInto(manifestInput, MEDAN_MF);
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveAttribute('data-outcome', 'refused');
    expect(results()[0]).toHaveTextContent(`Manifest ${MEDAN_MF} goes to Medan, not to Surabaya`);
    expect(router.query.incoming).toBeUndefined();
    expect(toast.error).not.toHaveBeenCalled();

    scanInto(manifestInput, ` ${MF.toLowerCase()} `);
    await waitFor(() => expect(router.query.incoming).toBe('4'));
    const posts = callsTo(calls, 'POST', CREATE).map((c) => c.body as Record<string, unknown>);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual({ office_id: 3, manifest: MF.toLowerCase(), request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(posts[1].request_id).not.toBe(posts[0].request_id);

    // the incoming is on screen at once (the create answered it with its lines), its scan box focused
    expect(await screen.findByTestId('incoming-number')).toHaveTextContent(IN);
    expect(screen.getByTestId('incoming-manifest')).toHaveTextContent(`Manifest ${MF} from Jakarta`);
    expect(count('received')).toHaveTextContent('0 / 5');
    expect(count('bags')).toHaveTextContent('0 / 2');
    expect(screen.getAllByTestId('incoming-awb')).toHaveLength(5);
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
    await act(async () => undefined);
  });

  it('a manifest already being received here is carried on with', async () => {
    const { calls } = incomingApi();
    renderWithClient(<IncomingAddPage />);
    await screen.findByTestId('open-incoming');
    scanInto(screen.getByTestId('incoming-manifest-input') as HTMLInputElement, MF);
    await waitFor(() => expect(router.query.incoming).toBe('4'));
    expect(callsTo(calls, 'GET', LIST).some((c) => c.params.search === MF)).toBe(true);
    expect(await screen.findByTestId('incoming-number')).toHaveTextContent(IN);
    await act(async () => undefined);
  });
});

describe('incoming scan: bags and seals', () => {
  it('a bag number scanned asks for the seal (nothing sent yet); Enter there opens the bag with it, and the focus goes back', async () => {
    const { calls } = incomingApi();
    await openIncoming();
    expect(count('bags')).toHaveTextContent('0 / 2');

    scan(` ${BAG_A.toLowerCase()} `);
    const prompt = await screen.findByTestId('seal-prompt');
    expect(prompt).toHaveAttribute('data-bag', BAG_A);
    expect(prompt).toHaveTextContent('Seal number on the bag');
    // the seal sent is not told: the dispatcher reads it off the bag
    expect(prompt).not.toHaveTextContent('SL-778');
    await waitFor(() => expect(document.activeElement).toBe(sealInput()));
    expect(callsTo(calls, 'PUT', OPEN_BAG)).toHaveLength(0);
    expect(callsTo(calls, 'PUT', SCAN)).toHaveLength(0);

    // empty: said at the box, nothing sent
    scanInto(sealInput(), '   ');
    expect(within(prompt).getByText('Scan or type the number on the seal')).toBeInTheDocument();

    scanInto(sealInput(), 'SL-778');
    expect(screen.queryByTestId('seal-prompt')).toBeNull();
    expect(document.activeElement).toBe(scanInput());
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(callsTo(calls, 'PUT', OPEN_BAG)[0].body).toEqual({ code: BAG_A, seal_number: 'SL-778' });
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(results()[0]).toHaveTextContent('Bag opened, seal SL-778 matches');
    expect(count('bags')).toHaveTextContent('1 / 2');
    expect(count('seals')).toHaveTextContent('0');

    // its AWBs now come in; the lines are read again once the scans settle
    scan(IN_BAG_A[0]);
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(callsTo(calls, 'PUT', SCAN)[0].body).toEqual({ code: IN_BAG_A[0] });
    expect(count('received')).toHaveTextContent('1 / 5');
    await waitFor(() => expect(bagRow(BAG_A)).toHaveAttribute('data-result', 'OPENED'), { timeout: 3000 });
    expect(awbRow(IN_BAG_A[0])).toHaveAttribute('data-result', 'RECEIVED');

    // the same bag again: refused at once, without asking for its seal
    scan(BAG_A);
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(results()[0]).toHaveAttribute('data-outcome', 'refused');
    expect(results()[0]).toHaveTextContent(`Bag ${BAG_A} is already opened, seal SL-778 found`);
    expect(screen.queryByTestId('seal-prompt')).toBeNull();
    expect(callsTo(calls, 'PUT', OPEN_BAG)).toHaveLength(1);
  });

  it('a seal other than the one sent is a warning in amber: the mismatch is recorded, and the bag is opened', async () => {
    const { calls } = incomingApi();
    await openIncoming();
    await openTheBag(BAG_B, 'sl-999');
    expect(callsTo(calls, 'PUT', OPEN_BAG)[0].body).toEqual({ code: BAG_B, seal_number: 'sl-999' });
    expect(results()[0]).toHaveAttribute('data-outcome', 'warning');
    expect(results()[0]).toHaveTextContent('Seal mismatch recorded: sent SL-779, found SL-999');
    expect(count('seals')).toHaveTextContent('1');
    expect(count('bags')).toHaveTextContent('1 / 2');
    await waitFor(() => expect(bagRow(BAG_B)).toHaveAttribute('data-result', 'SEAL_MISMATCH'), { timeout: 3000 });
    expect(bagRow(BAG_B)).toHaveTextContent('SL-999');

    // the exceptions filter shows it, and no AWB yet
    fireEvent.click(screen.getByTestId('incoming-filter-exceptions'));
    expect(screen.getAllByTestId('incoming-bag').map((r) => r.getAttribute('data-bag'))).toEqual([BAG_B]);
    expect(screen.queryAllByTestId('incoming-awb')).toHaveLength(0);
    expect(document.activeElement).toBe(scanInput());
  });

  it("an AWB of a bag not opened yet is refused with the server's reason; Esc puts a seal prompt away unsent", async () => {
    const { calls } = incomingApi();
    await openIncoming();
    scan(IN_BAG_B);
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveAttribute('data-outcome', 'refused');
    expect(results()[0]).toHaveTextContent(`AWB ${IN_BAG_B} is in bag ${BAG_B}: open the bag first (check its seal)`);
    expect(count('received')).toHaveTextContent('0 / 5');

    scan(BAG_B);
    await waitFor(() => expect(document.activeElement).toBe(sealInput()));
    fireEvent.keyDown(sealInput(), { key: 'Escape' });
    expect(screen.queryByTestId('seal-prompt')).toBeNull();
    expect(document.activeElement).toBe(scanInput());
    expect(callsTo(calls, 'PUT', OPEN_BAG)).toHaveLength(0);
  });
});

describe('incoming scan: AWBs', () => {
  it('"Damaged" (with a note) goes with the next AWB only, then resets; an extra AWB is received and flagged', async () => {
    const { calls } = incomingApi();
    await openIncoming();
    const toggle = screen.getByTestId('incoming-damaged');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.activeElement).toBe(scanInput());
    fireEvent.change(screen.getByTestId('incoming-note'), { target: { value: ' Box torn ' } });

    // a burst: the damage is for the first only
    scan(LOOSE);
    scan(LOOSE_2);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('incoming-note')).toHaveValue('');
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(callsTo(calls, 'PUT', SCAN).map((c) => c.body)).toEqual([{ code: LOOSE, damaged: true, note: 'Box torn' }, { code: LOOSE_2 }]);
    expect(results().map((r) => r.getAttribute('data-code'))).toEqual([LOOSE_2, LOOSE]);
    expect(results()[1]).toHaveTextContent('Received damaged (Box torn)');
    expect(results()[1]).toHaveTextContent('Damaged');
    expect(results()[0]).toHaveTextContent('Received');
    expect(count('received')).toHaveTextContent('2 / 5');
    expect(count('damaged')).toHaveTextContent('1');

    scan(EXTRA);
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(results()[0]).toHaveAttribute('data-outcome', 'warning');
    expect(results()[0]).toHaveTextContent('Extra: not on the manifest, received');
    expect(count('extra')).toHaveTextContent('1');

    // the lines, read again: the damaged one with its note, the extra one last
    await waitFor(() => expect(screen.getAllByTestId('incoming-awb')).toHaveLength(6), { timeout: 3000 });
    expect(awbRow(LOOSE)).toHaveAttribute('data-result', 'DAMAGED');
    expect(awbRow(LOOSE)).toHaveTextContent('Box torn');
    expect(awbRow(LOOSE_2)).toHaveAttribute('data-result', 'RECEIVED');
    expect(screen.getAllByTestId('incoming-awb').at(-1)).toHaveAttribute('data-awb', EXTRA);

    fireEvent.click(screen.getByTestId('incoming-filter-pending'));
    expect(screen.getAllByTestId('incoming-awb').map((r) => r.getAttribute('data-awb'))).toEqual([...IN_BAG_A, IN_BAG_B]);
    expect(screen.getAllByTestId('incoming-bag')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('incoming-filter-exceptions'));
    expect(screen.getAllByTestId('incoming-awb').map((r) => r.getAttribute('data-awb'))).toEqual([LOOSE, EXTRA]);
    expect(screen.queryAllByTestId('incoming-bag')).toHaveLength(0);
  });

  it('a burst of bag AWBs after the bag is opened: sent one at a time in order, none lost or doubled', async () => {
    const { calls } = incomingApi();
    await openIncoming();
    await openTheBag(BAG_A, 'SL-778');
    const codes = [IN_BAG_A[0], LOOSE, IN_BAG_A[0], IN_BAG_A[1], 'NOPE-1'];
    for (const code of codes) scan(code);
    expect(screen.getAllByTestId('scan-pending')).toHaveLength(5);
    await waitFor(() => expect(results()).toHaveLength(6), { timeout: 3000 });
    expect(callsTo(calls, 'PUT', SCAN).map((c) => (c.body as { code: string }).code)).toEqual(codes);
    expect(results().map((r) => r.getAttribute('data-outcome'))).toEqual(['refused', 'accepted', 'refused', 'accepted', 'accepted', 'accepted']);
    expect(results()[2]).toHaveTextContent(`AWB ${IN_BAG_A[0]} is already received`);
    expect(count('received')).toHaveTextContent('3 / 5');
  });
});

describe('incoming scan: finish receiving', () => {
  it('asks first with how many AWBs will be marked missing, sends the latest version, shows the summary; with exceptions it stays for late finds', async () => {
    const { calls } = incomingApi();
    await openIncoming();
    // nothing received: the server's reason is on the button
    expect(screen.getByTestId('incoming-finish').closest('[data-disabled-reason]')).toHaveAttribute('data-disabled-reason', 'Nothing is received yet: open the bags and scan the AWBs first');

    await openTheBag(BAG_A, 'SL-778');
    scan(IN_BAG_A[0]);
    scan(IN_BAG_A[1]);
    await waitFor(() => expect(results()).toHaveLength(3));
    await waitFor(() => expect(screen.getByTestId('incoming-finish')).toBeEnabled());
    expect(count('pending')).toHaveTextContent('3');

    fireEvent.click(screen.getByTestId('incoming-finish'));
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Finish receiving?');
    expect(within(dialog).getByTestId('finish-summary')).toHaveTextContent(`${IN}: 2 of 5 AWBs received.`);
    expect(within(dialog).getByTestId('finish-pending')).toHaveTextContent('3 AWBs are still pending and will be marked missing.');
    expect(within(dialog).getByTestId('finish-bags-pending')).toHaveTextContent('1 bag not opened will be marked missing.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(callsTo(calls, 'PUT', BOOK)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('incoming-finish'));
    dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish receiving' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', BOOK)).toHaveLength(1));
    // version 2 as read, then 3 answers (bag, two AWBs): the last answer's
    expect(callsTo(calls, 'PUT', BOOK)[0].body).toEqual({ version: 5 });

    const notice = await screen.findByTestId('incoming-finished');
    expect(notice).toHaveAttribute('data-status', 'EXCEPTIONS');
    expect(notice).toHaveTextContent(`${IN} finished with exceptions`);
    expect(within(notice).getByTestId('incoming-finished-summary')).toHaveTextContent(`${MF} from Jakarta · 2 of 5 AWBs received · 3 missing · 2 koli · 4 kg`);
    expect(notice).toHaveTextContent('It stays open for late finds');

    // still here, finished: no finish button, the missing counted, the lines read again
    expect(router.query.incoming).toBe('4');
    await waitFor(() => expect(screen.queryByTestId('incoming-finish')).toBeNull());
    expect(screen.getByTestId('incoming-late-finds')).toBeInTheDocument();
    expect(count('missing')).toHaveTextContent('3');
    await waitFor(() => expect(awbRow(LOOSE)).toHaveAttribute('data-result', 'MISSING'), { timeout: 3000 });
    expect(bagRow(BAG_B)).toHaveAttribute('data-result', 'MISSING');
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));

    // a late find: the missing loose AWB turns up
    scan(LOOSE);
    await waitFor(() => expect(results()).toHaveLength(4));
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(results()[0]).toHaveTextContent('Late find: was missing, now received');
    expect(count('missing')).toHaveTextContent('2');
    expect(count('received')).toHaveTextContent('3 / 5');

    fireEvent.click(within(notice).getByTestId('incoming-finished-dismiss'));
    expect(screen.queryByTestId('incoming-finished')).toBeNull();
  });

  it('all received: the summary says so and the screen goes back to choosing', async () => {
    const { calls } = incomingApi();
    await openIncoming();
    await openTheBag(BAG_A, 'SL-778');
    await openTheBag(BAG_B, 'SL-779');
    for (const code of [...IN_BAG_A, IN_BAG_B, LOOSE, LOOSE_2]) scan(code);
    await waitFor(() => expect(results()).toHaveLength(7), { timeout: 3000 });
    expect(count('received')).toHaveTextContent('5 / 5');
    expect(count('pending')).toHaveTextContent('0');

    await waitFor(() => expect(screen.getByTestId('incoming-finish')).toBeEnabled());
    fireEvent.click(screen.getByTestId('incoming-finish'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('finish-pending')).toHaveTextContent('Every expected AWB is in.');
    expect(within(dialog).queryByTestId('finish-bags-pending')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish receiving' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', BOOK)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', BOOK)[0].body).toEqual({ version: 9 });

    const notice = await screen.findByTestId('incoming-finished');
    expect(notice).toHaveAttribute('data-status', 'RECEIVED');
    expect(notice).toHaveTextContent(`${IN} received`);
    expect(notice).toHaveTextContent(`${MF} from Jakarta · 5 of 5 AWBs received · 5 koli · 10 kg`);
    await waitFor(() => expect(router.query.incoming).toBeUndefined());
    expect(screen.queryByTestId('incoming-panel')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('incoming-manifest-input')));
  });
});
