// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import PodReturnAddPage from '@/pages/operational/pod/pod-return/add';
import { apiError, mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta } from '../document/doc-harness';
import { USER, field, options, pickRef } from './pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { id: 'counter' }, accessToken: { token: 't' } } }),
}));

/*
 * The POD clerk's POD return screen against a fake API that keeps its own state (behind the real axios
 * client): POD return 5 at the Surabaya counter sends signed papers back to Jakarta. 100000000011 and
 * …013 are delivered AWBs booked at Jakarta whose paper is outstanding; …012 is already in the sent
 * return PR-SUB-2611-00000; 100000000050 is not delivered; 100000000060 was booked at Medan.
 */

const PR = 'PR-SUB-2611-00001';
const OTHER_PR = 'PR-SUB-2611-00000';
const AWB_A = '100000000011';
const AWB_IN_OTHER = '100000000012';
const AWB_B = '100000000013';
const NOT_DELIVERED = '100000000050';
const MEDAN = '100000000060';
const BASE = '/operational/update/pod-return';
const SCAN = `${BASE}/scan/5`;
const TAKE_OUT = `${BASE}/takeOut/5`;
const BOOK = `${BASE}/book/5`;
const LIST = '/operational/get/pod-return';
const DETAIL = '/operational/get/pod-return/5';
const CREATE = '/operational/create/pod-return';
const OUTSTANDING = '/operational/get/pod-outstanding';
const COVER = '/operational/print/pod-return/cover/5';

type Row = Record<string, unknown>;

interface ReturnApiOptions {
  /** The return exists already (false: it is opened from the form). */
  exists?: boolean;
  overrides?: Record<string, Handler>;
}

function returnApi({ exists = true, overrides = {} }: ReturnApiOptions = {}) {
  let created = exists;
  let version = 2;
  let stage = 'draft';
  let status = 'DRAFT';
  let sentAt: string | null = null;
  let sentVia: string | null = 'MF-SUB-2611-00002';
  const awbs: Row[] = [];
  const delivered = (id: number, awb: string, origin: string, podReturn: string | null = null, podReturnStatus: string | null = null) => ({
    id,
    awb,
    customer: 'PT Maju Jaya',
    consignee_name: `Consignee ${id}`,
    delivered_at: `2026-11-2${id % 10}T03:00:00.000Z`,
    origin_office: origin,
    pod_return: podReturn,
    pod_return_status: podReturnStatus,
  });
  const outstanding = [delivered(11, AWB_A, 'Gambir counter'), delivered(12, AWB_IN_OTHER, 'Gambir counter', OTHER_PR, 'SENT'), delivered(13, AWB_B, 'Gambir counter')];
  const medan = delivered(60, MEDAN, 'Medan counter');

  const header = () => ({
    id: 5,
    version,
    number: PR,
    stage,
    status,
    return_date: '2026-11-25',
    office_id: 3,
    office_id_label: 'Surabaya counter',
    branch_id: 5,
    branch_id_label: 'Surabaya',
    destination_branch_id: 1,
    destination_branch_id_label: 'Jakarta',
    sent_via: sentVia,
    awb_count: awbs.length,
    sent_at: sentAt,
    notes: null,
    actions:
      stage === 'draft'
        ? [
            { key: 'scan', can: true },
            { key: 'takeOut', can: true },
            awbs.length ? { key: 'book', can: true } : { key: 'book', can: false, reason: 'No POD is in it yet: scan the papers first' },
            { key: 'cancel', can: false, reason: 'Your role may not do this' },
          ]
        : [
            { key: 'scan', can: false, reason: 'The POD return is sent' },
            { key: 'takeOut', can: false, reason: 'The POD return is sent' },
            { key: 'book', can: false, reason: 'The POD return is sent' },
          ],
  });
  const full = () => ({ ...header(), lines: { awbs: awbs.map((a) => ({ ...a })) } });
  const refuse = (message: string) => apiError(409, { message, errors: { awb: [message] } });

  const scan: Handler = ({ body }) => {
    const awb = String((body as { awb: string }).awb).trim().toUpperCase();
    if (awb === NOT_DELIVERED) throw refuse(`AWB ${awb} is not delivered: there is no signed POD yet`);
    if (awb === MEDAN) throw refuse(`AWB ${awb} was booked at Medan: its POD goes back there`);
    const row = outstanding.find((o) => o.awb === awb);
    if (!row) throw refuse(`AWB ${awb} not found`);
    if (row.pod_return === PR) throw refuse(`AWB ${awb} is already in this POD return`);
    if (row.pod_return) throw refuse(`AWB ${awb} is already in POD return ${row.pod_return}`);
    row.pod_return = PR;
    row.pod_return_status = 'DRAFT';
    awbs.push({
      id: awbs.length + 1,
      shipment_id: row.id,
      awb,
      customer_id: 8,
      customer_id_label: 'PT Maju Jaya',
      shipper_name: 'Budi',
      consignee_name: row.consignee_name,
      receiver_name: 'SITI',
      delivered_at: row.delivered_at,
      scanned_at: '2026-11-25T04:00:00.000Z',
      scanned_by: 'podclerk',
    });
    version += 1;
    return { message: `POD added: ${PR}`, data: header() };
  };
  const takeOut: Handler = ({ body }) => {
    const awb = String((body as { awb: string }).awb);
    const at = awbs.findIndex((a) => a.awb === awb);
    if (at < 0) throw refuse(`${awb} is not in this POD return`);
    awbs.splice(at, 1);
    const row = outstanding.find((o) => o.awb === awb)!;
    row.pod_return = null;
    row.pod_return_status = null;
    version += 1;
    return { message: `POD taken out: ${PR}`, data: header() };
  };
  const book: Handler = ({ body }) => {
    if ((body as { version: number }).version !== version) throw apiError(409, { message: 'Changed by someone else since it was read' });
    if (!awbs.length) throw apiError(409, { message: 'No POD is in it yet: scan the papers first' });
    stage = 'booked';
    status = 'SENT';
    sentAt = '2026-11-25T05:00:00.000Z';
    for (const row of outstanding) if (row.pod_return === PR) row.pod_return_status = 'SENT';
    version += 1;
    return ok(full());
  };
  const create: Handler = ({ body }) => {
    const b = body as { destination_branch_id: number; sent_via?: string };
    if (b.destination_branch_id === 5) throw apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { destination_branch_id: ['The papers of this branch’s own AWBs stay here: no return needed'] } });
    created = true;
    sentVia = b.sent_via ?? null;
    version = 1;
    return ok(full());
  };
  const listOutstanding: Handler = ({ params }) => {
    const all = [...outstanding, medan];
    const rows = params.branch_id === 1 ? outstanding : params.branch_id === undefined ? all : [];
    return ok(
      rows.map((r) => ({ ...r })),
      { total: rows.length },
    );
  };

  const api = mockApi({
    'GET /datamaster/get/user/counter': () => ok({ ...USER, office_id_label: 'Surabaya counter' }),
    'GET /datamaster/options/office': options([{ id: 3, label: 'Surabaya counter' }]),
    'GET /datamaster/options/branch': options([
      { id: 1, label: 'Jakarta' },
      { id: 5, label: 'Surabaya' },
      { id: 6, label: 'Medan' },
    ]),
    'GET /datamaster/options/customer': options([{ id: 8, label: 'PT Maju Jaya' }]),
    [`GET ${LIST}`]: () => (created && stage === 'draft' ? ok([header()], meta({ total: 1 })) : ok([], meta({ total: 0 }))),
    [`GET ${DETAIL}`]: () => ok(full()),
    [`PUT ${SCAN}`]: scan,
    [`PUT ${TAKE_OUT}`]: takeOut,
    [`PUT ${BOOK}`]: book,
    [`POST ${CREATE}`]: create,
    [`GET ${OUTSTANDING}`]: listOutstanding,
    ...overrides,
  });
  return { ...api, header, awbs, outstanding };
}

const scanInput = () => screen.getByTestId('return-scan-input') as HTMLInputElement;

/** The scanner types the code and Enter. */
function scan(code: string) {
  fireEvent.change(scanInput(), { target: { value: code } });
  fireEvent.submit(scanInput().closest('form')!);
}

const results = () => screen.queryAllByTestId('scan-result');
const callsTo = (calls: ApiCall[], method: ApiCall['method'], url: string) => calls.filter((c) => c.method === method && c.url === url);
const outstandingRow = (awb: string) => screen.getAllByTestId('outstanding-row').find((row) => row.getAttribute('data-awb') === awb)!;
const podCount = () => screen.getByTestId('return-count-pod');

async function openReturn() {
  renderWithClient(<PodReturnAddPage />);
  await waitFor(() => expect(screen.getByTestId('return-destination')).toHaveTextContent('Back to Jakarta'));
  expect(screen.getByTestId('return-number')).toHaveTextContent(PR);
  await waitFor(() => expect(screen.getAllByTestId('outstanding-row')).toHaveLength(3));
  await waitFor(() => expect(document.activeElement).toBe(scanInput()));
}

beforeEach(() => {
  router.pathname = '/operational/pod/pod-return/add';
  resetRouter({ return: '5' });
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('POD return scan: opening one', () => {
  beforeEach(() => resetRouter({}));

  it('with none open, every branch’s outstanding papers show (no Add); the form refuses the own branch at its field, then opens one for Jakarta with one request id and selects it', async () => {
    const { calls } = returnApi({ exists: false });
    renderWithClient(<PodReturnAddPage />);
    await waitFor(() => expect(screen.getByTestId('open-returns')).toHaveTextContent('No POD return is open here: open one for the origin branch the papers go back to.'));
    expect(screen.getByTestId('open-returns')).toHaveTextContent('Open returns at Surabaya counter');
    expect(callsTo(calls, 'GET', LIST)[0].params).toEqual({ stage: 'draft', office_id: 3, limit: 50 });

    // the outstanding papers of every branch, nothing to add them to yet
    const panel = await screen.findByTestId('pod-outstanding');
    await waitFor(() => expect(within(panel).getAllByTestId('outstanding-row')).toHaveLength(4));
    expect(panel).toHaveAttribute('data-branch', 'all');
    expect(within(panel).getByTestId('pod-outstanding-total')).toHaveTextContent('(4)');
    expect(callsTo(calls, 'GET', OUTSTANDING)[0].params).toEqual({ limit: 100 });
    expect(within(panel).queryAllByTestId('outstanding-add')).toHaveLength(0);

    const form = screen.getByTestId('new-return-form');
    fireEvent.click(within(form).getByTestId('new-return-create'));
    await waitFor(() => expect(field('destination_branch_id')).toHaveAccessibleDescription(expect.stringContaining('Choose the origin branch the papers go back to')));
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(0);

    await pickRef('destination_branch_id', 'sura', 'Surabaya');
    fireEvent.change(field('sent_via'), { target: { value: ' MF-SUB-2611-00002 ' } });
    fireEvent.click(within(form).getByTestId('new-return-create'));
    await waitFor(() => expect(field('destination_branch_id')).toHaveAccessibleDescription(expect.stringContaining('stay here: no return needed')));
    expect(router.query.return).toBeUndefined();

    await pickRef('destination_branch_id', 'jak', 'Jakarta');
    fireEvent.click(within(form).getByTestId('new-return-create'));
    await waitFor(() => expect(router.query.return).toBe('5'));
    const posts = callsTo(calls, 'POST', CREATE).map((c) => c.body as Record<string, unknown>);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual({ office_id: 3, destination_branch_id: 1, sent_via: 'MF-SUB-2611-00002', request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(posts[0].request_id).toBe(posts[1].request_id);

    // the new return is on screen, its scan box focused; the outstanding list is now Jakarta's
    expect(await screen.findByTestId('return-number')).toHaveTextContent(PR);
    expect(screen.getByTestId('return-destination')).toHaveTextContent('Back to Jakarta');
    expect(screen.getByTestId('return-sent-via')).toHaveTextContent('Via MF-SUB-2611-00002');
    expect(podCount()).toHaveTextContent('0');
    await waitFor(() => expect(screen.getByTestId('pod-outstanding')).toHaveAttribute('data-branch', '1'));
    await waitFor(() => expect(screen.getAllByTestId('outstanding-row')).toHaveLength(3));
    expect(callsTo(calls, 'GET', OUTSTANDING).at(-1)!.params).toEqual({ branch_id: 1, limit: 100 });
    expect(screen.getByTestId('pod-outstanding')).toHaveTextContent('Outstanding paper PODs for Jakarta (3)');
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
    await act(async () => undefined);
  });
});

describe('POD return scan: papers', () => {
  it('a scan sends { awb } without a version, shows ✓ and moves the count; a refusal is red with its reason; the same paper twice is a warning; Take out sends { awb }', async () => {
    const { calls } = returnApi();
    await openReturn();
    expect(podCount()).toHaveTextContent('0');

    scan(` ${AWB_A} `);
    expect(scanInput()).toHaveValue('');
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(callsTo(calls, 'PUT', SCAN)[0].body).toEqual({ awb: AWB_A });
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(results()[0]).toHaveTextContent('In the POD return');
    expect(podCount()).toHaveTextContent('1');

    // a burst: refused ones keep their reasons, the repeat is amber, nothing lost
    scan(NOT_DELIVERED);
    scan(MEDAN);
    scan(AWB_A);
    await waitFor(() => expect(results()).toHaveLength(4));
    expect(callsTo(calls, 'PUT', SCAN).map((c) => (c.body as { awb: string }).awb)).toEqual([AWB_A, NOT_DELIVERED, MEDAN, AWB_A]);
    expect(results().map((r) => r.getAttribute('data-outcome'))).toEqual(['warning', 'refused', 'refused', 'accepted']);
    expect(results()[0]).toHaveTextContent(`Scanned again: AWB ${AWB_A} is already in this POD return`);
    expect(results()[1]).toHaveTextContent(`AWB ${MEDAN} was booked at Medan: its POD goes back there`);
    expect(results()[2]).toHaveTextContent(`AWB ${NOT_DELIVERED} is not delivered: there is no signed POD yet`);
    expect(podCount()).toHaveTextContent('1');
    expect(toast.error).not.toHaveBeenCalled();

    // once the scans settle the return is read again: the paper is in its table, with who received it
    const line = await screen.findByTestId('return-pod', {}, { timeout: 3000 });
    expect(line).toHaveAttribute('data-awb', AWB_A);
    expect(line).toHaveTextContent('Received by SITI');
    expect(line).toHaveTextContent('PT Maju Jaya');
    await waitFor(() => expect(within(outstandingRow(AWB_A)).getByTestId('outstanding-in-this')).toHaveTextContent('In this return'));

    fireEvent.click(screen.getByRole('button', { name: `Take out ${AWB_A}` }));
    await waitFor(() => expect(results()).toHaveLength(5));
    expect(callsTo(calls, 'PUT', TAKE_OUT)[0].body).toEqual({ awb: AWB_A });
    expect(results()[0]).toHaveTextContent('Taken out of the POD return');
    expect(podCount()).toHaveTextContent('0');
    await waitFor(() => expect(screen.queryAllByTestId('return-pod')).toHaveLength(0), { timeout: 3000 });
    // free again: it can be added from the list
    await waitFor(() => expect(within(outstandingRow(AWB_A)).getByTestId('outstanding-add')).toBeEnabled());
    expect(document.activeElement).toBe(scanInput());
  });

  it('"Add" on an outstanding row sends the same scan; a row already in another return names it and offers nothing', async () => {
    const { calls } = returnApi();
    await openReturn();
    expect(callsTo(calls, 'GET', OUTSTANDING)[0].params).toEqual({ branch_id: 1, limit: 100 });

    const other = outstandingRow(AWB_IN_OTHER);
    expect(within(other).getByTestId('outstanding-return')).toHaveTextContent(`${OTHER_PR}Sent`);
    expect(within(other).queryByTestId('outstanding-add')).toBeNull();
    expect(within(outstandingRow(AWB_A)).getByTestId('outstanding-add')).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: `Add ${AWB_B} to ${PR}` }));
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(callsTo(calls, 'PUT', SCAN).map((c) => c.body)).toEqual([{ awb: AWB_B }]);
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(results()[0]).toHaveAttribute('data-code', AWB_B);
    expect(podCount()).toHaveTextContent('1');
    // at once from the answer, then from the list read again
    expect(within(outstandingRow(AWB_B)).getByTestId('outstanding-in-this')).toBeInTheDocument();
    await waitFor(() => expect(outstandingRow(AWB_B)).toHaveAttribute('data-in-return', PR), { timeout: 3000 });
    expect(await screen.findByTestId('return-pod', {}, { timeout: 3000 })).toHaveAttribute('data-awb', AWB_B);
    // the scan box keeps the focus for the next paper
    expect(document.activeElement).toBe(scanInput());
  });
});

describe('POD return scan: sending it', () => {
  it('Send asks first, sends the latest version, then offers the cover sheet; the panel prints it too', async () => {
    vi.stubGlobal('open', vi.fn(() => ({}) as Window));
    URL.createObjectURL = vi.fn(() => 'blob:cover');
    URL.revokeObjectURL = vi.fn();
    const print = vi.fn(() => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const { calls } = returnApi({ overrides: { [`GET ${COVER}`]: print } });
    await openReturn();
    // nothing in it: the server's reason is on the button
    expect(screen.getByTestId('return-send').closest('[data-disabled-reason]')).toHaveAttribute('data-disabled-reason', 'No POD is in it yet: scan the papers first');
    // the cover sheet is on the panel too
    fireEvent.click(within(screen.getByTestId('return-panel')).getByTestId('print-cover'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));

    scan(AWB_A);
    scan(AWB_B);
    await waitFor(() => expect(results()).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('return-send')).toBeEnabled());
    fireEvent.click(screen.getByTestId('return-send'));
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Send the POD return?');
    expect(within(dialog).getByTestId('send-summary')).toHaveTextContent(`${PR}: 2 PODs back to Jakarta, via MF-SUB-2611-00002.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(callsTo(calls, 'PUT', BOOK)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('return-send'));
    dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', BOOK)).toHaveLength(1));
    // version 2 as read, two scans answered 3 and 4: the last answer's
    expect(callsTo(calls, 'PUT', BOOK)[0].body).toEqual({ version: 4 });

    const sent = await screen.findByTestId('return-sent');
    expect(sent).toHaveTextContent(`${PR} sent`);
    expect(sent).toHaveTextContent('back to Jakarta · 2 PODs · via MF-SUB-2611-00002');
    await waitFor(() => expect(router.query.return).toBeUndefined());
    expect(screen.queryByTestId('return-panel')).toBeNull();
    fireEvent.click(within(sent).getByTestId('print-cover'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(callsTo(calls, 'GET', COVER).every((c) => c.config?.responseType === 'blob')).toBe(true);

    fireEvent.click(within(sent).getByTestId('return-sent-dismiss'));
    expect(screen.queryByTestId('return-sent')).toBeNull();
  });
});
