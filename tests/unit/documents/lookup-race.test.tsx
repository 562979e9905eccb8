// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PosEntryScreen } from '@/components/documents/shipment/PosEntryScreen';
import { ok, renderWithClient, type ApiCall } from '../resource/harness';
import { resetRouter } from '../../helpers/fake-router';
import { AREAS, field, posApi } from './pos-harness';

/*
 * A look-up's choices belong to the exact text they answer: with the server slow (600 ms), an Enter
 * typed before the answer to what is in the box never takes a row of an earlier text.
 */

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({
    status: 'authenticated',
    data: { user: { id: 'counter', full_name: 'SITI NURHALIZA', user_group: 'Counter', permissions: '[]', photo: null }, accessToken: { token: 't' } },
  }),
}));

const SLOW_MS = 600;
const slow = (rows: unknown[]) => new Promise((done) => setTimeout(() => done(ok(rows)), SLOW_MS));
const pause = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));
const enter = (el: HTMLElement) => fireEvent.keyDown(el, { key: 'Enter', code: 'Enter' });
const focused = () => document.activeElement as HTMLElement | null;

const KNOWN = { name: 'Budi Santoso', phone: '081211112222', address: 'Jl. Merdeka 1, Jakarta', origin_area_id: 12, last_used: '2026-02-20' };

/** Types like a person: one key after another, `msPerKey` apart. */
async function type(el: HTMLInputElement, text: string, msPerKey = 150) {
  for (const ch of text) {
    fireEvent.change(el, { target: { value: el.value + ch } });
    await pause(msPerKey);
  }
}

beforeEach(() => resetRouter());
afterEach(() => vi.restoreAllMocks());

describe('a look-up answers only what is typed', () => {
  it('phone: "0812", a pause, then a new number and Enter keeps exactly the number typed and moves on', async () => {
    posApi({
      'GET /operational/get/shipment/shipper': ({ params }: ApiCall) => slow(String(params.phone).startsWith('0812') && '081211112222'.startsWith(String(params.phone)) ? [KNOWN] : []),
    });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await screen.findByTestId('pos-form');
    const phone = field('shipper_phone');
    act(() => phone.focus());
    await type(phone, '0812');
    // The known shipper of "0812" is offered once its answer is here.
    await screen.findByRole('listbox', { name: 'Known shippers' }, { timeout: 3000 });
    await type(phone, '98765432');
    enter(phone);

    expect(phone).toHaveValue('081298765432');
    expect(focused()).toBe(field('shipper_name'));
    await pause(SLOW_MS + 400);
    expect(field('shipper_name')).toHaveValue('');
    expect(field('shipper_address')).toHaveValue('');
    expect(phone).toHaveValue('081298765432');
  });

  it('phone: the number of a known shipper typed in full is taken by Enter once its answer is here', async () => {
    posApi({ 'GET /operational/get/shipment/shipper': ({ params }: ApiCall) => slow(KNOWN.phone.startsWith(String(params.phone)) ? [KNOWN] : []) });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await screen.findByTestId('pos-form');
    const phone = field('shipper_phone');
    act(() => phone.focus());
    fireEvent.change(phone, { target: { value: '0812 1111 2222' } });
    const list = await screen.findByRole('listbox', { name: 'Known shippers' }, { timeout: 3000 });
    expect(phone).toHaveAttribute('aria-activedescendant', list.querySelector('[role=option]')!.id);
    enter(phone);
    await waitFor(() => expect(field('shipper_name')).toHaveValue('Budi Santoso'));
  });

  it('area: "gambir" and Enter before the answer waits for it and takes Gambir, never the row of the earlier list', async () => {
    const browse = [AREAS[1], AREAS[2], AREAS[0]];
    const { calls } = posApi({
      'GET /datamaster/options/coverage-area': ({ params }: ApiCall) => {
        if (params.ids) return ok(AREAS.filter((a) => String(params.ids).split(',').includes(String(a.id))));
        const search = String(params.search ?? '').toLowerCase();
        return slow(search ? AREAS.filter((a) => a.label.toLowerCase().includes(search)) : browse);
      },
    });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await screen.findByTestId('pos-form');
    const origin = field('origin_area_id');
    act(() => origin.focus());
    // The list of the empty box (Tanah Abang first) is on screen …
    await screen.findByRole('option', { name: AREAS[1].label }, { timeout: 3000 });
    // … then "gambir" and Enter 100 ms later: its answer is 900 ms away.
    await type(origin, 'gambir', 30);
    enter(origin);
    expect(screen.queryByRole('option', { name: AREAS[1].label })).toBeNull();
    await waitFor(() => expect(origin).toHaveValue(AREAS[0].label), { timeout: 3000 });
    // taken by Enter: on to the next field, as Enter does in every box of the counter
    await waitFor(() => expect(focused()).toBe(field('consignee_phone')));
    expect(calls.some((c) => c.url === '/datamaster/options/coverage-area' && c.params.search === 'gambir')).toBe(true);
    await pause(SLOW_MS);
    expect(origin).toHaveValue(AREAS[0].label);
  });

  it('area: Enter before the answer, then typing on, takes nothing of the abandoned text', async () => {
    posApi({
      'GET /datamaster/options/coverage-area': ({ params }: ApiCall) => {
        if (params.ids) return ok(AREAS.filter((a) => String(params.ids).split(',').includes(String(a.id))));
        const search = String(params.search ?? '').toLowerCase();
        return slow(AREAS.filter((a) => a.label.toLowerCase().includes(search)));
      },
    });
    renderWithClient(<PosEntryScreen paymentType="CASH" />);
    await screen.findByTestId('pos-form');
    const origin = field('origin_area_id');
    act(() => origin.focus());
    await type(origin, 'ta', 30);
    enter(origin);
    await type(origin, 'nah x', 30);
    await waitFor(() => expect(screen.getByTestId('ref-picker-note')).toHaveTextContent('Nothing matches "tanah x"'), { timeout: 5000 });
    // the answer to "ta" (Tanah Abang …) came and went: nothing was taken
    expect(origin).toHaveValue('tanah x');
  });
});
