// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DeliveryStatusAddPage from '@/pages/operational/pod/delivery-status/add';
import { apiError, mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta } from '../document/doc-harness';
import { USER, field } from './pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { id: 'counter' }, accessToken: { token: 't' } } }),
}));

/*
 * The POD entry screen against a fake delivery API that keeps its own state (behind the real axios
 * client): runsheet DRS-SBY-2611-00007 of JOKO SUSILO is out from the user's office (3) with three AWBs
 * still to enter — 100000000001 for SITI AMINAH with Rp 150.000 COD, 100000000002 and 100000000003
 * without COD. 100000000999 is on no runsheet here (handed to a vendor): the server finds it.
 */

const RS_ID = 7;
const RS_NUMBER = 'DRS-SBY-2611-00007';
const COD_AWB = '100000000001';
const PLAIN_AWB = '100000000002';
const THIRD_AWB = '100000000003';
const VENDOR_AWB = '100000000999';
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const CREATE = '/operational/create/delivery-status';
const RS_LIST = '/operational/get/delivery-runsheet';
const RS_DETAIL = `/operational/get/delivery-runsheet/${RS_ID}`;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Body = Record<string, unknown>;

function podApi(overrides: Record<string, Handler> = {}, before?: (body: Body) => void) {
  const lines = [
    { id: 1, awb: COD_AWB, shipment_id: 1, consignee_name: 'SITI AMINAH', consignee_address: 'Jl. Tunjungan 5, Surabaya', cod_amount: 150_000, result: 'PENDING' },
    { id: 2, awb: PLAIN_AWB, shipment_id: 2, consignee_name: 'BUDI HARTONO', consignee_address: 'Jl. Darmo 12, Surabaya', cod_amount: 0, result: 'PENDING' },
    { id: 3, awb: THIRD_AWB, shipment_id: 3, consignee_name: 'RINA WATI', consignee_address: 'Jl. Gubeng 3, Surabaya', cod_amount: 0, result: 'PENDING' },
  ];
  let version = 4;
  let pods = 0;
  const count = (result: string) => lines.filter((l) => l.result === result).length;
  const header = () => ({
    id: RS_ID,
    version,
    number: RS_NUMBER,
    stage: 'booked',
    status: count('PENDING') ? 'OUT' : 'DONE',
    office_id: 3,
    driver_id: 7,
    driver_id_label: 'JOKO SUSILO',
    vehicle_id: 4,
    vehicle_id_label: 'L 1234 AB',
    awb_count: lines.length,
    delivered_count: count('DELIVERED'),
    failed_count: count('FAILED'),
    cod_total: 150_000,
    cod_collected: 0,
    actions: [],
  });
  const create: Handler = ({ body }) => {
    const b = body as Body;
    before?.(b);
    const line = lines.find((l) => l.awb === b.awb);
    if (line && line.result !== 'PENDING') throw apiError(409, { message: `AWB ${line.awb} already has a result on runsheet ${RS_NUMBER}`, errors: { awb: ['…'] } });
    if (line) line.result = String(b.result);
    version += 1;
    pods += 1;
    return ok({
      id: 100 + pods,
      version: 1,
      number: `POD-SBY-2611-${String(pods).padStart(6, '0')}`,
      stage: 'booked',
      status: b.result,
      awb: b.awb,
      result: b.result,
      receiver_name: b.receiver_name ?? null,
      receiver_relation: b.receiver_relation ?? null,
      failure_reason: b.failure_reason ?? null,
      next_step: b.next_step ?? null,
      cod_collected: b.cod_collected ?? 0,
      return_awb: b.next_step === 'RETURN' ? `R${String(b.awb)}` : null,
      runsheet_number: line ? RS_NUMBER : null,
    });
  };
  const api = mockApi({
    'GET /datamaster/get/user/counter': () => ok(USER),
    [`GET ${RS_LIST}`]: () => ok([header()], meta({ total: 1 })),
    [`GET ${RS_DETAIL}`]: () => ok({ ...header(), lines: { awbs: lines.map((l) => ({ ...l })) } }),
    [`POST ${CREATE}`]: create,
    ...overrides,
  });
  return { ...api, lines, creates: () => api.calls.filter((c) => c.method === 'POST' && c.url === CREATE) };
}

const bodies = (calls: ApiCall[]) => calls.map((c) => c.body as Body);

/** A finger drawn across the pad: down, a move, up. */
function sign(within: HTMLElement | Document = document) {
  const canvas = (within as ParentNode).querySelector('[data-testid="pod-signature-canvas"]') as HTMLCanvasElement;
  fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 10, clientY: 10, button: 0 });
  fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 60, clientY: 30 });
  fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 60, clientY: 30 });
}

const awbInput = () => screen.getByTestId('pod-awb-input') as HTMLInputElement;
function scanAwb(code: string) {
  fireEvent.change(awbInput(), { target: { value: code } });
  fireEvent.submit(awbInput().closest('form')!);
}

/** The error shown at a field: its input's description. */
const errorAt = (name: string, message: string) => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));

async function openByAwb() {
  renderWithClient(<DeliveryStatusAddPage />);
  fireEvent.click(await screen.findByTestId('pod-mode-awb'));
  await waitFor(() => expect(document.activeElement).toBe(awbInput()));
}

let toDataUrl: ReturnType<typeof vi.fn>;

beforeEach(() => {
  router.pathname = '/operational/pod/delivery-status/add';
  resetRouter({});
  toast.success.mockClear();
  toast.error.mockClear();
  // jsdom draws nothing: a 2D context that takes the strokes, and the PNG the browser would give
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : (target[key] = vi.fn())),
    set: (target, key, value) => ((target[key] = value), true),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => ctx) as never);
  toDataUrl = vi.fn(() => SIGNATURE);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(toDataUrl as never);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('POD by AWB', () => {
  it('a delivered AWB found on a runsheet: the COD shows large and is sent, the consignee is one tap, the signature goes as a PNG data URL; no runsheet id is sent', async () => {
    const api = podApi();
    await openByAwb();
    scanAwb(` ${COD_AWB.toLowerCase()} `);
    const form = await screen.findByTestId('pod-entry-form');
    expect(screen.getByTestId('pod-awb-context')).toHaveTextContent(RS_NUMBER);
    expect(screen.getByTestId('pod-awb-context')).toHaveTextContent('SITI AMINAH');

    // nothing chosen yet: the form says so, nothing is sent
    fireEvent.click(within(form).getByTestId('pod-save'));
    expect(await within(form).findByText('Delivered or failed')).toBeInTheDocument();

    fireEvent.click(within(form).getByTestId('pod-result-DELIVERED'));
    expect(await within(form).findByTestId('pod-cod-due')).toHaveTextContent('Rp 150.000');
    expect(field('cod_collected')).toHaveValue('150000');

    // without a receiver, relation or proof: said at the fields
    fireEvent.click(within(form).getByTestId('pod-save'));
    await waitFor(() => errorAt('receiver_name', 'Who received it'));
    errorAt('receiver_relation', 'Their relation to the consignee');
    expect(within(form).getByTestId('pod-signature')).toHaveTextContent('A signature or a photo');
    expect(api.creates()).toHaveLength(0);

    fireEvent.click(within(form).getByTestId('pod-use-consignee'));
    expect(field('receiver_name')).toHaveValue('SITI AMINAH');
    fireEvent.change(field('receiver_relation'), { target: { value: 'SPOUSE' } });
    expect(within(field('receiver_relation')).getByRole('option', { name: 'Husband / wife (suami/istri)' })).toBeInTheDocument();
    sign(form);
    await waitFor(() => expect(within(form).getByTestId('pod-signature')).toHaveAttribute('data-signed', 'true'));
    expect(toDataUrl).toHaveBeenCalledWith('image/png');

    fireEvent.click(within(form).getByTestId('pod-save'));
    await waitFor(() => expect(api.creates()).toHaveLength(1));
    const [body] = bodies(api.creates());
    expect(body).toEqual({
      office_id: 3,
      awb: COD_AWB,
      result: 'DELIVERED',
      event_at: expect.stringMatching(ISO_WITH_OFFSET),
      receiver_name: 'SITI AMINAH',
      receiver_relation: 'SPOUSE',
      cod_collected: 150_000,
      signature: SIGNATURE,
      request_id: expect.stringMatching(UUID),
    });
    expect(body).not.toHaveProperty('delivery_runsheet_id');
    expect(body).not.toHaveProperty('failure_reason');

    const line = await screen.findByTestId('pod-saved-line');
    expect(line).toHaveTextContent(`AWB ${COD_AWB} delivered — POD-SBY-2611-000001`);
    expect(line).toHaveTextContent('Received by SITI AMINAH (Husband / wife (suami/istri)) · COD Rp 150.000 collected');
    // ready for the next AWB
    await waitFor(() => expect(screen.queryByTestId('pod-entry-form')).toBeNull());
    expect(document.activeElement).toBe(awbInput());
  });

  it('a failed AWB returned to the shipper: reason and next step are asked (a note for Other), and the return AWB booked is said', async () => {
    const api = podApi();
    await openByAwb();
    scanAwb(PLAIN_AWB);
    const form = await screen.findByTestId('pod-entry-form');
    fireEvent.click(within(form).getByTestId('pod-result-FAILED'));
    await within(form).findByTestId('pod-next-RETURN');
    expect(within(form).getByText(/Books a return AWB/)).toBeInTheDocument();

    fireEvent.click(within(form).getByTestId('pod-save'));
    await waitFor(() => errorAt('failure_reason', 'Why it could not be delivered'));
    expect(within(form).getByText('Deliver again, or return to the shipper')).toBeInTheDocument();

    fireEvent.change(field('failure_reason'), { target: { value: 'OTHER' } });
    fireEvent.click(within(form).getByTestId('pod-next-RETURN'));
    fireEvent.click(within(form).getByTestId('pod-save'));
    await waitFor(() => errorAt('note', 'Say why'));
    expect(api.creates()).toHaveLength(0);

    fireEvent.change(field('failure_reason'), { target: { value: 'REFUSED' } });
    fireEvent.click(within(form).getByTestId('pod-save'));
    await waitFor(() => expect(api.creates()).toHaveLength(1));
    const [body] = bodies(api.creates());
    expect(body).toEqual({
      office_id: 3,
      awb: PLAIN_AWB,
      result: 'FAILED',
      event_at: expect.stringMatching(ISO_WITH_OFFSET),
      failure_reason: 'REFUSED',
      next_step: 'RETURN',
      request_id: expect.stringMatching(UUID),
    });
    const line = await screen.findByTestId('pod-saved-line');
    expect(line).toHaveTextContent(`AWB ${PLAIN_AWB} failed, return AWB R${PLAIN_AWB} booked — POD-SBY-2611-000001`);
    expect(line).toHaveTextContent('Refused by the consignee');
  });

  it('a photo from the camera is proof enough: made at most 1280 px a side, sent as a JPEG data URL without a signature; no COD on the AWB, none collected', async () => {
    const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';
    const sizes: { width: number; height: number; type: string; quality: unknown }[] = [];
    toDataUrl.mockImplementation(function (this: HTMLCanvasElement, type: string, quality?: unknown) {
      sizes.push({ width: this.width, height: this.height, type, quality });
      return type === 'image/jpeg' ? PHOTO : SIGNATURE;
    });
    const close = vi.fn();
    // the camera's 4000 × 3000 picture, as the browser decodes it
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 4000, height: 3000, close })));
    const api = podApi();
    await openByAwb();
    scanAwb(PLAIN_AWB);
    const form = await screen.findByTestId('pod-entry-form');
    fireEvent.click(within(form).getByTestId('pod-result-DELIVERED'));
    expect(await within(form).findByTestId('pod-cod-due')).toHaveTextContent('No COD on this AWB');
    expect(document.querySelector('[name="cod_collected"]')).toBeNull();
    fireEvent.change(field('receiver_name'), { target: { value: 'Budi' } });
    fireEvent.change(field('receiver_relation'), { target: { value: 'SELF' } });

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_0001.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(form).getByTestId('pod-photo-input'), { target: { files: [file] } });
    expect(await within(form).findByTestId('pod-photo-preview')).toHaveAttribute('src', PHOTO);
    expect(sizes).toEqual([{ width: 1280, height: 960, type: 'image/jpeg', quality: 0.8 }]);
    expect(close).toHaveBeenCalled();

    fireEvent.click(within(form).getByTestId('pod-save'));
    await waitFor(() => expect(api.creates()).toHaveLength(1));
    const [body] = bodies(api.creates());
    expect(body).toMatchObject({ awb: PLAIN_AWB, result: 'DELIVERED', receiver_name: 'Budi', receiver_relation: 'SELF', cod_collected: 0, photo: PHOTO });
    expect(body).not.toHaveProperty('signature');
    expect(await screen.findByTestId('pod-saved-line')).toHaveTextContent(`AWB ${PLAIN_AWB} delivered — POD-SBY-2611-000001`);
  });

  it("the server's refusals show where they belong — a 400 at its field, a 409 above the form — and the same fill is sent with the same request id", async () => {
    let answer = 0;
    const api = podApi({
      [`POST ${CREATE}`]: ({ body }) => {
        answer += 1;
        if (answer === 1) throw apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { cod_collected: ['Collect Rp 75.000 (the COD on this AWB)'] } });
        if (answer === 2) throw apiError(409, { message: `AWB ${VENDOR_AWB} is not out for delivery: put it on a runsheet or hand it to a vendor first`, errors: { awb: [`AWB ${VENDOR_AWB} is not out for delivery: put it on a runsheet or hand it to a vendor first`] } });
        return ok({ id: 200, version: 1, number: 'POD-SBY-2611-000009', stage: 'booked', status: 'DELIVERED', result: 'DELIVERED', awb: (body as Body).awb, receiver_name: 'PAK RT', receiver_relation: 'NEIGHBOUR', cod_collected: 75_000 });
      },
    });
    await openByAwb();
    scanAwb(VENDOR_AWB);
    const form = await screen.findByTestId('pod-entry-form');
    expect(screen.getByTestId('pod-awb-unknown')).toHaveTextContent('Not on a runsheet out from this office');
    fireEvent.click(within(form).getByTestId('pod-result-DELIVERED'));
    // its COD is not known here: typed, and checked by the server
    await waitFor(() => expect(field('cod_collected')).toHaveValue(''));
    fireEvent.change(field('receiver_name'), { target: { value: ' PAK RT ' } });
    fireEvent.change(field('receiver_relation'), { target: { value: 'NEIGHBOUR' } });
    fireEvent.change(field('cod_collected'), { target: { value: '50.000' } });
    sign(form);
    await waitFor(() => expect(within(form).getByTestId('pod-signature')).toHaveAttribute('data-signed', 'true'));

    fireEvent.click(within(form).getByTestId('pod-save'));
    await waitFor(() => errorAt('cod_collected', 'Collect Rp 75.000 (the COD on this AWB)'));
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(bodies(api.creates())[0]).toMatchObject({ awb: VENDOR_AWB, cod_collected: 50_000, receiver_name: 'PAK RT' });

    fireEvent.change(field('cod_collected'), { target: { value: '75000' } });
    fireEvent.click(within(form).getByTestId('pod-save'));
    expect(await within(form).findByTestId('form-error')).toHaveTextContent(`AWB ${VENDOR_AWB} is not out for delivery: put it on a runsheet or hand it to a vendor first`);
    // said once, not twice
    expect(within(form).getByTestId('form-error').textContent?.match(/is not out for delivery/g)).toHaveLength(1);

    fireEvent.click(within(form).getByTestId('pod-save'));
    expect(await screen.findByTestId('pod-saved-line')).toHaveTextContent(`AWB ${VENDOR_AWB} delivered — POD-SBY-2611-000009`);
    const sent = bodies(api.creates());
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((b) => b.request_id)).size).toBe(1);
    expect(sent[2]).toMatchObject({ cod_collected: 75_000 });
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('POD by runsheet', () => {
  const row = (awb: string) => screen.getAllByTestId('runsheet-awb').find((r) => r.getAttribute('data-awb') === awb)!;

  it('"Save all" sends one result per filled row, one after the other, with the runsheet; an incomplete row is held back, a failed one is sent again with its own request id', async () => {
    // the second AWB's first try fails on the server: nothing is recorded
    let failSecond = true;
    const api = podApi({}, (b) => {
      if (failSecond && b.awb === PLAIN_AWB) throw apiError(503, { message: 'Database unavailable' });
    });
    const fake = api.lines;
    renderWithClient(<DeliveryStatusAddPage />);

    const card = await screen.findByTestId('out-runsheet');
    expect(card).toHaveTextContent(RS_NUMBER);
    expect(card).toHaveTextContent('JOKO SUSILO · L 1234 AB');
    expect(card).toHaveTextContent('3 to enter');
    fireEvent.click(card);
    await waitFor(() => expect(router.query.runsheet).toBe(String(RS_ID)));
    await waitFor(() => expect(screen.getAllByTestId('runsheet-awb')).toHaveLength(3));
    expect(screen.getByTestId('pod-save-all')).toBeDisabled();

    // 1: delivered, in the row's panel
    fireEvent.click(within(row(COD_AWB)).getByTestId('row-delivered'));
    const drawer = await screen.findByTestId('pod-row-drawer');
    expect(within(drawer).getByTestId('pod-cod-due')).toHaveTextContent('Rp 150.000');
    fireEvent.click(within(drawer).getByTestId('pod-use-consignee'));
    fireEvent.change(within(drawer).getByRole('combobox', { name: /Relation to the consignee/ }), { target: { value: 'SELF' } });
    sign(drawer);
    await waitFor(() => expect(within(drawer).getByTestId('pod-signature')).toHaveAttribute('data-signed', 'true'));
    fireEvent.click(within(drawer).getByTestId('pod-row-done'));
    await waitFor(() => expect(screen.queryByTestId('pod-row-drawer')).toBeNull());
    expect(within(row(COD_AWB)).getByTestId('row-delivered-summary')).toHaveTextContent('SITI AMINAH (The consignee themself (ybs)) · signed');

    // 2: failed, right on the row
    fireEvent.click(within(row(PLAIN_AWB)).getByTestId('row-failed'));
    fireEvent.change(within(row(PLAIN_AWB)).getByTestId('row-failure-reason'), { target: { value: 'NOT_AT_HOME' } });
    fireEvent.change(within(row(PLAIN_AWB)).getByTestId('row-next-step'), { target: { value: 'REDELIVER' } });

    // 3: delivered chosen, then the panel closed with nothing entered
    fireEvent.click(within(row(THIRD_AWB)).getByTestId('row-delivered'));
    const third = await screen.findByTestId('pod-row-drawer');
    fireEvent.click(within(third).getByTestId('pod-row-close'));
    await waitFor(() => expect(screen.queryByTestId('pod-row-drawer')).toBeNull());

    // another look elsewhere and back: nothing entered is lost
    fireEvent.click(screen.getByTestId('runsheet-leave'));
    await waitFor(() => expect(screen.queryByTestId('runsheet-results')).toBeNull());
    fireEvent.click(screen.getByTestId('out-runsheet'));
    await waitFor(() => expect(screen.getAllByTestId('runsheet-awb')).toHaveLength(3));
    expect(within(row(PLAIN_AWB)).getByTestId('row-failure-reason')).toHaveValue('NOT_AT_HOME');
    expect(within(row(COD_AWB)).getByTestId('row-delivered-summary')).toHaveTextContent('signed');
    // the third has only its result: not counted as ready, said so
    expect(screen.getByTestId('pod-save-all')).toHaveTextContent('Save all (2)');
    expect(screen.getByTestId('runsheet-ready')).toHaveTextContent('2 of 3 to enter ready to save · 1 to complete');
    fireEvent.click(screen.getByTestId('pod-save-all'));
    await waitFor(() => expect(screen.getByTestId('pod-save-all-summary')).toHaveTextContent('1 saved · 1 refused · 1 incomplete'));

    const first = bodies(api.creates());
    expect(first.map((b) => b.awb)).toEqual([COD_AWB, PLAIN_AWB]);
    expect(first[0]).toEqual({
      office_id: 3,
      awb: COD_AWB,
      delivery_runsheet_id: RS_ID,
      result: 'DELIVERED',
      event_at: expect.stringMatching(ISO_WITH_OFFSET),
      receiver_name: 'SITI AMINAH',
      receiver_relation: 'SELF',
      cod_collected: 150_000,
      signature: SIGNATURE,
      request_id: expect.stringMatching(UUID),
    });
    expect(first[1]).toEqual({
      office_id: 3,
      awb: PLAIN_AWB,
      delivery_runsheet_id: RS_ID,
      result: 'FAILED',
      event_at: expect.stringMatching(ISO_WITH_OFFSET),
      failure_reason: 'NOT_AT_HOME',
      next_step: 'REDELIVER',
      request_id: expect.stringMatching(UUID),
    });
    expect(first[0].request_id).not.toBe(first[1].request_id);
    expect(within(row(COD_AWB)).getByTestId('row-saved')).toHaveTextContent(`AWB ${COD_AWB} delivered — POD-SBY-2611-000001`);
    expect(within(row(PLAIN_AWB)).getByTestId('row-problem')).toHaveTextContent('Not saved: Not done, the server failed');
    expect(within(row(THIRD_AWB)).getByTestId('row-problem')).toHaveTextContent('Incomplete: Who received it · Their relation to the consignee · A signature or a photo');
    // the runsheet is read again: its first AWB is delivered
    await waitFor(() => expect(screen.getByTestId('runsheet-progress')).toHaveTextContent('3 AWBs · 1 delivered · 0 failed · 2 to enter'));
    expect(fake[0].result).toBe('DELIVERED');

    // the third is left out for now; the second is sent again, as the same request
    fireEvent.click(within(row(THIRD_AWB)).getByTestId('row-clear'));
    failSecond = false;
    expect(screen.getByTestId('pod-save-all')).toHaveTextContent('Save all (1)');
    fireEvent.click(screen.getByTestId('pod-save-all'));
    await waitFor(() => expect(screen.getByTestId('pod-save-all-summary')).toHaveTextContent('1 saved.'));
    const all = bodies(api.creates());
    expect(all.map((b) => b.awb)).toEqual([COD_AWB, PLAIN_AWB, PLAIN_AWB]);
    expect(all[2]).toEqual(all[1]);
    expect(within(row(PLAIN_AWB)).getByTestId('row-saved')).toHaveTextContent(`AWB ${PLAIN_AWB} failed, to deliver again — POD-SBY-2611-000002`);
    await waitFor(() => expect(screen.getByTestId('runsheet-progress')).toHaveTextContent('3 AWBs · 1 delivered · 1 failed · 1 to enter'));
    expect(screen.getAllByTestId('pod-saved-line').map((l) => l.getAttribute('data-awb'))).toEqual([PLAIN_AWB, COD_AWB]);
    await act(async () => undefined);
  });

  it('a failed row is not "Ready to save" until its reason and next step are chosen: it says what is missing (issue 22)', async () => {
    const api = podApi();
    renderWithClient(<DeliveryStatusAddPage />);
    fireEvent.click(await screen.findByTestId('out-runsheet'));
    await waitFor(() => expect(screen.getAllByTestId('runsheet-awb')).toHaveLength(3));

    fireEvent.click(within(row(PLAIN_AWB)).getByTestId('row-failed'));
    expect(within(row(PLAIN_AWB)).queryByTestId('row-ready')).toBeNull();
    expect(row(PLAIN_AWB)).not.toHaveTextContent('Ready to save');
    expect(within(row(PLAIN_AWB)).getByTestId('row-missing')).toHaveTextContent('To complete: Why it could not be delivered · Deliver again, or return to the shipper');
    expect(screen.getByTestId('runsheet-ready')).toHaveTextContent('0 of 3 to enter ready to save · 1 to complete');
    expect(screen.getByTestId('pod-save-all')).toHaveTextContent(/^Save all$/);

    fireEvent.change(within(row(PLAIN_AWB)).getByTestId('row-failure-reason'), { target: { value: 'NOT_AT_HOME' } });
    expect(within(row(PLAIN_AWB)).getByTestId('row-missing')).toHaveTextContent('To complete: Deliver again, or return to the shipper');
    expect(within(row(PLAIN_AWB)).queryByTestId('row-ready')).toBeNull();

    fireEvent.change(within(row(PLAIN_AWB)).getByTestId('row-next-step'), { target: { value: 'REDELIVER' } });
    expect(within(row(PLAIN_AWB)).getByTestId('row-ready')).toHaveTextContent('Ready to save');
    expect(within(row(PLAIN_AWB)).queryByTestId('row-missing')).toBeNull();
    expect(screen.getByTestId('runsheet-ready')).toHaveTextContent('1 of 3 to enter ready to save');
    expect(screen.getByTestId('pod-save-all')).toHaveTextContent('Save all (1)');
    expect(api.creates()).toHaveLength(0);
    await act(async () => undefined);
  });
});
