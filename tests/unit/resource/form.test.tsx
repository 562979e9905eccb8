// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import { serviceResource } from '@/lib/resources/settings';
import { apiError, MODA_OPTIONS, mockApi, ok, renderWithClient, serviceRow } from './harness';
import { resetRouter } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const LIST_META = { page: 1, limit: 10, total: 1, total_capped: false, next_cursor: null };

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /setting/get/service': () => ok([serviceRow()], LIST_META),
    'GET /setting/get/service/1': () => ok(serviceRow()),
    'GET /setting/options/moda': ({ params }) =>
      ok(MODA_OPTIONS.filter((o) => (params.ids ? String(o.id) === params.ids : o.label.toLowerCase().includes(String(params.search ?? '').toLowerCase())))),
    ...overrides,
  });
}

const form = () => screen.getByTestId('resource-form');
const input = (name: string) => form().querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
const fill = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) fireEvent.change(input(name), { target: { value } });
};
const save = () => fireEvent.click(within(form()).getByTestId('resource-save'));
/** Types into a reference picker and picks the option (headlessui picks on the mouse button going down). */
async function pick(name: string, text: string, option: string) {
  const box = input(name) as HTMLInputElement;
  act(() => box.focus());
  fireEvent.change(box, { target: { value: text } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: option }, { timeout: 3000 }), { button: 0 });
  await waitFor(() => expect(box).toHaveValue(option));
  // headlessui gives the input its focus back on the next frame: let it, before focus moves on.
  await act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
}

beforeEach(() => {
  resetRouter();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => vi.restoreAllMocks());

async function openAdd() {
  renderWithClient(<ResourceScreen def={serviceResource} />);
  await screen.findAllByTestId('resource-row');
  fireEvent.click(screen.getByTestId('resource-add'));
  await screen.findByTestId('resource-form');
}

describe('the form of a resource', () => {
  it('has an input per field by type, with required marks, units and help', async () => {
    api();
    await openAdd();
    expect(input('code')).toHaveAttribute('type', 'text');
    expect(input('description').tagName).toBe('TEXTAREA');
    expect(within(form()).getByTestId('ref-picker-moda_id')).toContainElement(input('moda_id'));
    expect(input('moda_id')).toHaveAttribute('role', 'combobox');
    expect(input('delivers_on_holidays')).toHaveAttribute('type', 'checkbox');
    expect(input('min_kg')).toHaveAttribute('inputmode', 'decimal');
    expect(within(form()).getByLabelText('Minimum weight (kg)', { exact: false })).toBe(input('min_kg'));
    expect(input('rounding_tolerance')).toHaveAccessibleDescription(/A fraction below this is dropped/);
    expect(within(form()).getAllByText('*').length).toBe(Object.values(serviceResource.fields).filter((f) => 'required' in f && f.required).length);
  });

  it('shows the schema errors inline: required, pattern, decimals and the cross-field rule', async () => {
    const { calls } = api();
    await openAdd();
    save();
    await waitFor(() => expect(input('code')).toHaveAccessibleDescription('Required'));
    expect(input('name')).toHaveAccessibleDescription('Required');
    expect(input('moda_id')).toHaveAccessibleDescription('Required');
    expect(input('lead_time_min')).toHaveAccessibleDescription('Required');
    expect(input('description')).toHaveAttribute('aria-invalid', 'false');

    await pick('moda_id', 'dar', 'Darat');
    fill({ code: 'r g', name: 'Regular', lead_time_min: '3', lead_time_max: '2', min_kg: '1.234', rounding_tolerance: '0.3' });
    save();
    await waitFor(() => expect(input('code')).toHaveAccessibleDescription('Letters, digits, - and _ only'));
    expect(input('min_kg')).toHaveAccessibleDescription('At most 2 decimals');
    expect(input('lead_time_max')).toHaveAccessibleDescription('Must not be shorter than "Lead time from"');
    expect(input('name')).toHaveAttribute('aria-invalid', 'false');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("sends the schema's output, and puts the server's field errors under their fields", async () => {
    let attempt = 0;
    const { calls } = api({
      'POST /setting/create/service': ({ body }) => {
        attempt += 1;
        if (attempt === 1) throw apiError(409, { message: 'Code is already used by another service', errors: { code: ['Already used'] } });
        return ok({ ...serviceRow(), ...(body as object), id: 9 });
      },
    });
    await openAdd();
    await pick('moda_id', 'dar', 'Darat');
    fill({ code: 'reg', name: ' Regular ', lead_time_min: '2', lead_time_max: '3', min_kg: '1', rounding_tolerance: '0.30' });
    fireEvent.click(input('delivers_on_holidays'));
    save();
    await waitFor(() => expect(input('code')).toHaveAccessibleDescription('Already used'));
    expect(within(form()).getByTestId('form-error')).toHaveTextContent('Code is already used by another service');
    expect(within(form()).queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'REG',
      name: 'Regular',
      moda_id: 2,
      lead_time_min: 2,
      lead_time_max: 3,
      min_kg: 1,
      rounding_tolerance: 0.3,
      delivers_on_holidays: true,
      ppn_percent: null,
      ppn_base: null,
      description: null,
    });

    fill({ code: 'REG2' });
    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Service REG2 created'));
    await waitFor(() => expect(screen.queryByTestId('resource-form')).toBeNull());
  });

  it('edits with the version read; a stale version shows the message and reloads the row', async () => {
    let version = 4;
    const { calls } = api({
      'GET /setting/get/service/1': () => ok(serviceRow({ version, name: version === 4 ? 'Regular' : 'Reguler' })),
      'PUT /setting/update/service/1': () => {
        throw apiError(409, { message: 'Someone else changed this record after you opened it.' });
      },
    });
    renderWithClient(<ResourceScreen def={serviceResource} />);
    const [row] = await screen.findAllByTestId('resource-row');
    fireEvent.click(within(row).getByTestId('action-edit'));
    await screen.findByTestId('resource-form');
    await waitFor(() => expect(input('name')).toHaveValue('Regular'));
    // The current reference is looked up by id, so its label shows even if it is no longer offered.
    expect(calls.some((c) => c.url === '/setting/options/moda' && c.params.ids === '2')).toBe(true);
    await waitFor(() => expect(input('moda_id')).toHaveDisplayValue('Darat'));

    version = 5;
    fill({ description: 'Next-day in Java' });
    save();
    const banner = await within(form()).findByTestId('form-error');
    expect(banner).toHaveTextContent('Someone else changed this record');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ version: 4, description: 'Next-day in Java', moda_id: 2 });
    expect(toast.error).not.toHaveBeenCalled();

    fireEvent.click(within(form()).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(input('name')).toHaveValue('Reguler'));
    expect(input('description')).toHaveValue('');
    expect(within(form()).queryByTestId('form-error')).toBeNull();
  });
});
