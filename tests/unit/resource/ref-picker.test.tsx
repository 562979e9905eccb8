// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { RefPickerField } from '@/components/resource/RefPickerField';
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import type { RefField } from '@/lib/resources/engine/define';
import { serviceResource } from '@/lib/resources/settings';
import { MODA_OPTIONS, mockApi, ok, renderWithClient, serviceRow, type ApiCall } from './harness';
import { resetRouter, router } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const LIST_META = { page: 1, limit: 10, total: 1, total_capped: false, next_cursor: null };
const MODAS = [...MODA_OPTIONS, { id: 3, label: 'Laut' }];

/** The options endpoint as the server answers it: `search` narrows, `ids` names the rows. */
function modaOptions({ params }: ApiCall) {
  if (params.ids) return ok(MODAS.filter((o) => String(params.ids).split(',').includes(String(o.id))));
  const search = String(params.search ?? '').toLowerCase();
  return ok(MODAS.filter((o) => o.label.toLowerCase().includes(search)));
}

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /setting/get/service': () => ok([serviceRow()], LIST_META),
    'GET /setting/get/service/1': () => ok(serviceRow()),
    'GET /setting/options/moda': modaOptions,
    ...overrides,
  });
}

/** headlessui picks an option on the (left) mouse button going down, as a click starts. */
const pick = (option: HTMLElement) => fireEvent.mouseDown(option, { button: 0 });
const optionCalls = (calls: ApiCall[]) => calls.filter((c) => c.url === '/setting/options/moda');

beforeEach(() => {
  resetRouter();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('the reference picker', () => {
  it('searches the options endpoint as the user types (after a pause) and picks with the keyboard', async () => {
    const { calls } = api({ 'POST /setting/create/service': ({ body }) => ok({ ...serviceRow(), ...(body as object), id: 9 }) });
    renderWithClient(<ResourceScreen def={serviceResource} />);
    await screen.findAllByTestId('resource-row');
    fireEvent.click(screen.getByTestId('resource-add'));
    const form = await screen.findByTestId('resource-form');
    const picker = within(form).getByTestId('ref-picker-moda_id');
    const input = within(picker).getByRole('combobox', { name: /Moda/ });
    expect(input).toHaveAttribute('name', 'moda_id');
    // Nothing is fetched before the picker is used.
    expect(optionCalls(calls)).toHaveLength(0);

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'u' } });
    fireEvent.change(input, { target: { value: 'ud' } });
    await waitFor(() => expect(optionCalls(calls).some((c) => c.params.search === 'ud')).toBe(true));
    // The pause swallows the first keystroke: no request for "u".
    expect(optionCalls(calls).some((c) => c.params.search === 'u')).toBe(false);
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Udara']));

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input).toHaveValue('Udara'));
    expect(screen.queryByRole('listbox')).toBeNull();

    const fill = (name: string, value: string) => fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });
    fill('code', 'AIR1');
    fill('name', 'Air one');
    fill('lead_time_min', '1');
    fill('lead_time_max', '2');
    fill('min_kg', '1');
    fill('rounding_tolerance', '0.3');
    fireEvent.click(within(form).getByTestId('resource-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ moda_id: 1, code: 'AIR1' }));
  });

  it('picks with the mouse, and shows "nothing matches" for a search without rows', async () => {
    api();
    renderWithClient(<ResourceScreen def={serviceResource} />);
    await screen.findAllByTestId('resource-row');
    fireEvent.click(screen.getByTestId('resource-add'));
    const form = await screen.findByTestId('resource-form');
    const input = within(form).getByRole('combobox', { name: /Moda/ });

    fireEvent.change(input, { target: { value: 'kereta' } });
    await waitFor(() => expect(screen.getByTestId('ref-picker-note')).toHaveTextContent('Nothing matches "kereta"'));
    expect(within(within(form).getByTestId('ref-picker-moda_id')).getByRole('status')).toHaveTextContent('Nothing matches "kereta"');
    fireEvent.change(input, { target: { value: 'la' } });
    pick(await screen.findByRole('option', { name: 'Laut' }, { timeout: 3000 }));
    await waitFor(() => expect(input).toHaveValue('Laut'));
  });

  it("shows the stored value's label (looked up by id) when editing, and a required field's error", async () => {
    const { calls } = api();
    renderWithClient(<ResourceScreen def={serviceResource} />);
    const [row] = await screen.findAllByTestId('resource-row');
    fireEvent.click(within(row).getByTestId('action-edit'));
    const form = await screen.findByTestId('resource-form');
    const input = await within(form).findByRole('combobox', { name: /Moda/ });
    await waitFor(() => expect(input).toHaveValue('Darat'));
    expect(optionCalls(calls).map((c) => c.params)).toEqual([{ ids: '2' }]);
    // A required reference offers no clear button.
    expect(within(form).queryByTestId('ref-picker-clear')).toBeNull();
  });

  it('clears an optional reference, and keeps the hint and error tied to the input', async () => {
    api();
    const field: RefField = { type: 'ref', label: 'Moda', resource: 'moda', help: 'Empty: every moda.' };
    let values: Record<string, unknown> = {};
    function Harness() {
      const form = useForm({ defaultValues: { moda_id: '3' } });
      values = form.watch();
      return (
        <FormProvider {...form}>
          <RefPickerField name="moda_id" field={field} />
          <button type="button" onClick={() => form.setError('moda_id', { message: 'Pick one' })}>
            fail
          </button>
        </FormProvider>
      );
    }
    renderWithClient(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Moda' });
    await waitFor(() => expect(input).toHaveValue('Laut'));
    expect(input).toHaveAccessibleDescription('Empty: every moda.');

    fireEvent.click(screen.getByRole('button', { name: 'Clear Moda' }));
    await waitFor(() => expect(input).toHaveValue(''));
    expect(values.moda_id).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear Moda' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Pick one'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('filters the list by a picked reference (URL and API), and clearing removes the filter', async () => {
    const { calls } = api();
    renderWithClient(<ResourceScreen def={serviceResource} />);
    await screen.findAllByTestId('resource-row');
    const filter = screen.getByTestId('ref-filter-moda_id');
    const input = within(filter).getByRole('combobox', { name: 'Moda' });
    expect(input).toHaveAttribute('data-filter', 'moda_id');
    expect(input).not.toHaveAttribute('name');

    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'dar' } });
    pick(await screen.findByRole('option', { name: 'Darat' }, { timeout: 3000 }));
    await waitFor(() => expect(router.query).toEqual({ moda_id: '2' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/setting/get/service').at(-1)?.params).toMatchObject({ moda_id: '2' }));

    fireEvent.click(within(filter).getByRole('button', { name: 'Clear Moda' }));
    await waitFor(() => expect(router.query).toEqual({}));
  });
});
