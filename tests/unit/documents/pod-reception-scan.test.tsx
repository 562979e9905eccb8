// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import PodReceptionAddPage from '@/pages/operational/pod/pod-return/reception/add';
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
 * The POD clerk's reception screen at the origin against a fake API that keeps its own state (behind the
 * real axios client): reception 4 at the Jakarta counter takes in POD return PR-SUB-2611-00001 from
 * Surabaya, with the papers of AWBs 100000000011, …012 and …013. PR-SUB-2611-00009 is not sent yet;
 * 100000000099 is not in the return.
 */

const PRC = 'PRC-JKT-2611-00001';
const PR = 'PR-SUB-2611-00001';
const DRAFT_PR = 'PR-SUB-2611-00009';
const PAPERS = ['100000000011', '100000000012', '100000000013'];
const STRANGER = '100000000099';
const BASE = '/operational/update/pod-reception';
const SCAN = `${BASE}/scan/4`;
const BOOK = `${BASE}/book/4`;
const LIST = '/operational/get/pod-reception';
const DETAIL = '/operational/get/pod-reception/4';
const CREATE = '/operational/create/pod-reception';
const OUTSTANDING = '/operational/get/pod-outstanding';

type Line = Record<string, unknown>;

function receptionApi({ exists = true, overrides = {} }: { exists?: boolean; overrides?: Record<string, Handler> } = {}) {
  let created = exists;
  let version = 2;
  let stage = 'draft';
  let status = 'RECEIVING';
  let completedAt: string | null = null;
  const items: Line[] = PAPERS.map((awb, i) => ({
    id: i + 1,
    shipment_id: 11 + i,
    awb,
    customer_id: 8,
    customer_id_label: 'PT Maju Jaya',
    result: 'PENDING',
    scanned_at: null,
    scanned_by: null,
  }));
  const count = (result: string) => items.filter((i) => i.result === result).length;
  const header = () => ({
    id: 4,
    version,
    number: PRC,
    stage,
    status,
    reception_date: '2026-11-27',
    office_id: 3,
    office_id_label: 'Jakarta counter',
    branch_id: 1,
    branch_id_label: 'Jakarta',
    pod_return_id: 5,
    pod_return_number: PR,
    from_branch_id: 5,
    from_branch_id_label: 'Surabaya',
    expected_count: items.length,
    received_count: count('RECEIVED'),
    missing_count: count('MISSING'),
    completed_at: completedAt,
    notes: null,
    actions: [
      { key: 'scan', can: true },
      stage !== 'draft'
        ? { key: 'book', can: false, reason: 'Receiving is finished already' }
        : count('RECEIVED')
          ? { key: 'book', can: true }
          : { key: 'book', can: false, reason: 'No POD is received yet: scan the papers first' },
      { key: 'cancel', can: false, reason: 'Your role may not do this' },
    ],
  });
  const full = () => ({ ...header(), lines: { items: items.map((i) => ({ ...i })) } });
  const refuse = (message: string, key = 'awb') => apiError(409, { message, errors: { [key]: [message] } });

  const scan: Handler = ({ body }) => {
    const awb = String((body as { awb: string }).awb).trim().toUpperCase();
    const line = items.find((i) => i.awb === awb);
    if (!line) throw refuse(`AWB ${awb} is not in POD return ${PR}`);
    if (line.result === 'RECEIVED') throw refuse(`The POD of AWB ${awb} is already received`);
    Object.assign(line, { result: 'RECEIVED', scanned_at: '2026-11-27T03:00:00.000Z', scanned_by: 'podclerk' });
    if (stage === 'booked') status = count('MISSING') ? 'INCOMPLETE' : 'RECEIVED';
    version += 1;
    return { message: `POD received: ${PRC}`, data: header() };
  };
  const book: Handler = ({ body }) => {
    if ((body as { version: number }).version !== version) throw apiError(409, { message: 'Changed by someone else since it was read' });
    if (!count('RECEIVED')) throw apiError(409, { message: 'No POD is received yet: scan the papers first' });
    for (const i of items) if (i.result === 'PENDING') i.result = 'MISSING';
    stage = 'booked';
    status = count('MISSING') ? 'INCOMPLETE' : 'RECEIVED';
    completedAt = '2026-11-27T04:00:00.000Z';
    version += 1;
    return ok(full());
  };
  const create: Handler = ({ body }) => {
    const podReturn = String((body as { pod_return: string }).pod_return).trim().toUpperCase();
    if (podReturn === DRAFT_PR) throw refuse(`POD return ${DRAFT_PR} has not been sent yet`, 'pod_return');
    if (podReturn !== PR) throw apiError(400, { message: `POD return ${podReturn} not found`, errors: { pod_return: ['No such POD return'] } });
    if (created) throw refuse(`POD return ${PR} is already being received: continue that reception`, 'pod_return');
    created = true;
    return ok(full());
  };
  const outstanding: Handler = ({ params }) => {
    const rows =
      params.branch_id === 1
        ? [
            { id: 11, awb: PAPERS[0], customer: 'PT Maju Jaya', consignee_name: 'Sari', delivered_at: '2026-11-21T03:00:00.000Z', origin_office: 'Jakarta counter', pod_return: PR, pod_return_status: 'SENT' },
            { id: 21, awb: '100000000021', customer: 'PT Maju Jaya', consignee_name: 'Dewi', delivered_at: '2026-11-22T03:00:00.000Z', origin_office: 'Jakarta counter', pod_return: null, pod_return_status: null },
          ]
        : [];
    return ok(rows, { total: rows.length });
  };

  const api = mockApi({
    'GET /datamaster/get/user/counter': () => ok({ ...USER, office_id_label: 'Jakarta counter' }),
    'GET /datamaster/options/office': options([{ id: 3, label: 'Jakarta counter' }]),
    'GET /datamaster/options/branch': options([
      { id: 1, label: 'Jakarta' },
      { id: 5, label: 'Surabaya' },
    ]),
    'GET /datamaster/options/customer': options([{ id: 8, label: 'PT Maju Jaya' }]),
    [`GET ${LIST}`]: () => (created ? ok([header()], meta({ total: 1 })) : ok([], meta({ total: 0 }))),
    [`GET ${DETAIL}`]: () => ok(full()),
    [`PUT ${SCAN}`]: scan,
    [`PUT ${BOOK}`]: book,
    [`POST ${CREATE}`]: create,
    [`GET ${OUTSTANDING}`]: outstanding,
    ...overrides,
  });
  return { ...api, header, items };
}

const scanInput = () => screen.getByTestId('reception-scan-input') as HTMLInputElement;

/** The scanner types the code and Enter, into the box that has it. */
function scanInto(input: HTMLInputElement, code: string) {
  fireEvent.change(input, { target: { value: code } });
  fireEvent.submit(input.closest('form')!);
}
const scan = (code: string) => scanInto(scanInput(), code);

const results = () => screen.queryAllByTestId('scan-result');
const count = (which: string) => screen.getByTestId(`reception-count-${which}`);
const callsTo = (calls: ApiCall[], method: ApiCall['method'], url: string) => calls.filter((c) => c.method === method && c.url === url);
const paperRow = (awb: string) => screen.getAllByTestId('reception-pod').find((row) => row.getAttribute('data-awb') === awb)!;
const shownPapers = () => screen.queryAllByTestId('reception-pod').map((r) => r.getAttribute('data-awb'));

async function openReception() {
  renderWithClient(<PodReceptionAddPage />);
  await waitFor(() => expect(screen.getByTestId('reception-return')).toHaveTextContent(`POD return ${PR} from Surabaya`));
  expect(screen.getByTestId('reception-number')).toHaveTextContent(PRC);
  await waitFor(() => expect(screen.getAllByTestId('reception-pod')).toHaveLength(3));
  await waitFor(() => expect(document.activeElement).toBe(scanInput()));
}

beforeEach(() => {
  router.pathname = '/operational/pod/pod-return/reception/add';
  resetRouter({ reception: '4' });
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('POD reception scan: the POD return', () => {
  beforeEach(() => resetRouter({}));

  it('lists the receptions still being worked (receiving, or finished with papers missing) of the office', async () => {
    const { calls } = receptionApi();
    renderWithClient(<PodReceptionAddPage />);
    const card = await screen.findByTestId('open-reception');
    expect(card).toHaveTextContent(PRC);
    expect(card).toHaveTextContent('from Surabaya');
    expect(card).toHaveTextContent(`${PR} · 0 of 3 PODs received`);
    expect(callsTo(calls, 'GET', LIST).find((c) => c.params.status)!.params).toEqual({ status: 'RECEIVING,INCOMPLETE', office_id: 3, limit: 50 });
    // what is still outstanding at the office's branch (as its receptions have it)
    const panel = await screen.findByTestId('pod-outstanding');
    await waitFor(() => expect(within(panel).getAllByTestId('outstanding-row')).toHaveLength(2));
    expect(panel).toHaveTextContent('Still outstanding for Jakarta (2)');
    expect(callsTo(calls, 'GET', OUTSTANDING)[0].params).toEqual({ branch_id: 1, limit: 100 });

    fireEvent.click(card);
    await waitFor(() => expect(router.query.reception).toBe('4'));
    expect(await screen.findByTestId('reception-number')).toHaveTextContent(PRC);
    await act(async () => undefined);
  });

  it('scanning the cover sheet creates the reception (office, the number as scanned, a request id) and selects it; a refusal is red with its reason', async () => {
    const { calls } = receptionApi({ exists: false });
    renderWithClient(<PodReceptionAddPage />);
    await waitFor(() => expect(screen.getByTestId('open-receptions')).toHaveTextContent('No reception is being worked here: scan the cover sheet of the POD return that came back.'));
    const returnInput = screen.getByTestId('reception-return-input') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(returnInput));

    scanInto(returnInput, DRAFT_PR);
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveAttribute('data-outcome', 'refused');
    expect(results()[0]).toHaveTextContent(`POD return ${DRAFT_PR} has not been sent yet`);
    expect(router.query.reception).toBeUndefined();

    scanInto(returnInput, ` ${PR.toLowerCase()} `);
    await waitFor(() => expect(router.query.reception).toBe('4'));
    const posts = callsTo(calls, 'POST', CREATE).map((c) => c.body as Record<string, unknown>);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual({ office_id: 3, pod_return: PR.toLowerCase(), request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(posts[1].request_id).not.toBe(posts[0].request_id);

    // on screen at once (the create answered it with its lines), the scan box focused
    expect(await screen.findByTestId('reception-number')).toHaveTextContent(PRC);
    expect(screen.getByTestId('reception-return')).toHaveTextContent(`POD return ${PR} from Surabaya`);
    expect(count('received')).toHaveTextContent('0 / 3');
    expect(count('pending')).toHaveTextContent('3');
    expect(screen.getAllByTestId('reception-pod')).toHaveLength(3);
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
    // and what is still outstanding at its branch, under it
    await waitFor(() => expect(screen.getByTestId('pod-outstanding')).toHaveAttribute('data-branch', '1'));
    await act(async () => undefined);
  });

  it('a POD return already being received here is carried on with', async () => {
    const { calls } = receptionApi();
    renderWithClient(<PodReceptionAddPage />);
    await screen.findByTestId('open-reception');
    scanInto(screen.getByTestId('reception-return-input') as HTMLInputElement, PR);
    await waitFor(() => expect(router.query.reception).toBe('4'));
    expect(callsTo(calls, 'GET', LIST).some((c) => c.params.search === PR)).toBe(true);
    // the create was refused as already being received: no second create, the one found is selected
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(1);
    expect(await screen.findByTestId('reception-number')).toHaveTextContent(PRC);
    await act(async () => undefined);
  });
});

describe('POD reception scan: papers', () => {
  it('a paper scanned sends { awb }: ✓ and the counts move; not in the return is red; the same paper again is a warning; the filter narrows', async () => {
    const { calls } = receptionApi();
    await openReception();
    scan(` ${PAPERS[0]} `);
    expect(scanInput()).toHaveValue('');
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(callsTo(calls, 'PUT', SCAN)[0].body).toEqual({ awb: PAPERS[0] });
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(results()[0]).toHaveTextContent('Received');
    expect(count('received')).toHaveTextContent('1 / 3');
    expect(count('pending')).toHaveTextContent('2');

    scan(STRANGER);
    scan(PAPERS[0]);
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(callsTo(calls, 'PUT', SCAN).map((c) => (c.body as { awb: string }).awb)).toEqual([PAPERS[0], STRANGER, PAPERS[0]]);
    expect(results().map((r) => r.getAttribute('data-outcome'))).toEqual(['warning', 'refused', 'accepted']);
    expect(results()[1]).toHaveTextContent(`AWB ${STRANGER} is not in POD return ${PR}`);
    expect(results()[0]).toHaveTextContent(`Scanned again: the POD of AWB ${PAPERS[0]} is already received`);
    expect(count('received')).toHaveTextContent('1 / 3');
    expect(toast.error).not.toHaveBeenCalled();

    await waitFor(() => expect(paperRow(PAPERS[0])).toHaveAttribute('data-result', 'RECEIVED'), { timeout: 3000 });
    fireEvent.click(screen.getByTestId('reception-filter-pending'));
    expect(shownPapers()).toEqual([PAPERS[1], PAPERS[2]]);
    expect(screen.getByTestId('reception-filter-missing')).toHaveTextContent('Missing (0)');
    expect(document.activeElement).toBe(scanInput());
  });
});

describe('POD reception scan: finish', () => {
  it('asks first with how many will be missing, sends the latest version; with papers missing it stays for late finds', async () => {
    const { calls } = receptionApi();
    await openReception();
    expect(screen.getByTestId('reception-finish').closest('[data-disabled-reason]')).toHaveAttribute('data-disabled-reason', 'No POD is received yet: scan the papers first');

    scan(PAPERS[0]);
    await waitFor(() => expect(results()).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('reception-finish')).toBeEnabled());
    fireEvent.click(screen.getByTestId('reception-finish'));
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Finish receiving?');
    expect(within(dialog).getByTestId('finish-summary')).toHaveTextContent(`${PRC}: 1 of 3 PODs received.`);
    expect(within(dialog).getByTestId('finish-pending')).toHaveTextContent('2 PODs are still pending and will be marked missing: their AWBs stay outstanding.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(callsTo(calls, 'PUT', BOOK)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('reception-finish'));
    dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish receiving' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', BOOK)).toHaveLength(1));
    // version 2 as read, 3 after the scan: the scan's answer is the latest
    expect(callsTo(calls, 'PUT', BOOK)[0].body).toEqual({ version: 3 });

    const notice = await screen.findByTestId('reception-finished');
    expect(notice).toHaveAttribute('data-status', 'INCOMPLETE');
    expect(notice).toHaveTextContent(`${PRC} finished with papers missing`);
    expect(within(notice).getByTestId('reception-finished-summary')).toHaveTextContent(`${PR} from Surabaya · 1 of 3 PODs received · 2 missing`);

    // still here, finished: no finish button, the missing counted, the lines read again
    expect(router.query.reception).toBe('4');
    await waitFor(() => expect(screen.queryByTestId('reception-finish')).toBeNull());
    expect(screen.getByTestId('reception-late-finds')).toBeInTheDocument();
    expect(count('missing')).toHaveTextContent('2');
    await waitFor(() => expect(paperRow(PAPERS[1])).toHaveAttribute('data-result', 'MISSING'), { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));

    // a late find
    scan(PAPERS[1]);
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(callsTo(calls, 'PUT', SCAN).at(-1)!.body).toEqual({ awb: PAPERS[1] });
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(results()[0]).toHaveTextContent('Late find: was missing, now received');
    expect(count('missing')).toHaveTextContent('1');
    expect(count('received')).toHaveTextContent('2 / 3');
    await waitFor(() => expect(paperRow(PAPERS[1])).toHaveAttribute('data-result', 'RECEIVED'), { timeout: 3000 });
    fireEvent.click(screen.getByTestId('reception-filter-missing'));
    expect(shownPapers()).toEqual([PAPERS[2]]);

    fireEvent.click(within(notice).getByTestId('reception-finished-dismiss'));
    expect(screen.queryByTestId('reception-finished')).toBeNull();
  });

  it('every paper in: the notice says received and the screen goes back to the cover-sheet box', async () => {
    const { calls } = receptionApi();
    await openReception();
    for (const awb of PAPERS) scan(awb);
    await waitFor(() => expect(results()).toHaveLength(3), { timeout: 3000 });
    expect(count('received')).toHaveTextContent('3 / 3');
    await waitFor(() => expect(screen.getByTestId('reception-finish')).toBeEnabled());
    fireEvent.click(screen.getByTestId('reception-finish'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('finish-pending')).toHaveTextContent('Every expected POD is in.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish receiving' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', BOOK)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', BOOK)[0].body).toEqual({ version: 5 });

    const notice = await screen.findByTestId('reception-finished');
    expect(notice).toHaveAttribute('data-status', 'RECEIVED');
    expect(notice).toHaveTextContent(`${PRC} received`);
    await waitFor(() => expect(router.query.reception).toBeUndefined());
    expect(screen.queryByTestId('reception-panel')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('reception-return-input')));
  });
});
