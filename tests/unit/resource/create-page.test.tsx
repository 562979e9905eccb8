// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceCreateScreen } from '@/components/resource/ResourceCreateScreen';
import { resourceCreatePage } from '@/components/resource/resource-create-page';
import { AWB_SCREENS, awbAllocationResource } from '@/lib/resources/awb';
import { customerResource } from '@/lib/resources/customers';
import { apiError, mockApi, ok, renderWithClient, type ApiCall } from './harness';
import { resetRouter } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
const access = vi.hoisted(() => ({ list: true }));
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => access.list }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const BRANCHES = [
  { id: 4, label: 'Jakarta Pusat' },
  { id: 5, label: 'Surabaya' },
];
const options = (rows: { id: number; label: string }[]) => ({ params }: ApiCall) =>
  ok(rows.filter((o) => (params.ids ? String(params.ids).split(',').includes(String(o.id)) : o.label.toLowerCase().includes(String(params.search ?? '').toLowerCase()))));

function allocation(body: Record<string, unknown>) {
  return {
    id: 11,
    ...body,
    range_start: 100000000001,
    range_end: 100000000500,
    branch_id_label: 'Jakarta Pusat',
    office_id_label: null,
    customer_id_label: null,
    used: 0,
    version: 1,
    created_at: '2026-01-05T03:04:05.000Z',
    created_by: 'OPS01',
    updated_at: '2026-01-05T03:04:05.000Z',
    updated_by: 'OPS01',
  };
}

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
const fill = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
};
async function pick(name: string, text: string, option: string) {
  const box = field(name) as HTMLInputElement;
  act(() => box.focus());
  fireEvent.change(box, { target: { value: text } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: option }, { timeout: 3000 }), { button: 0 });
  await waitFor(() => expect(box).toHaveValue(option));
  // headlessui gives the input its focus back on the next frame: let it, before focus moves on.
  await act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
}

beforeEach(() => {
  resetRouter();
  access.list = true;
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('the add screen of a resource', () => {
  it('is a page in the shell, linking to the list screen given', () => {
    const Page = resourceCreatePage(awbAllocationResource, { listHref: AWB_SCREENS.list });
    expect(Page.getLayout).toBeTypeOf('function');
    expect(Page.displayName).toBe('ResourceCreatePage(awb-allocation)');
    // By default, the first screen that reads the resource: its list.
    expect(customerResource.screens.read[0]).toBe('/app/master-data/customers/list');
    expect(awbAllocationResource.screens.read[0]).toBe(AWB_SCREENS.list);
  });

  it('shows the form on the page; after saving, the range allocated and who received it, then "Add another"', async () => {
    const { calls } = mockApi({
      'GET /datamaster/options/branch': options(BRANCHES),
      'POST /datamaster/create/awb-allocation': ({ body }) => ok(allocation(body as Record<string, unknown>)),
    });
    renderWithClient(<ResourceCreateScreen def={awbAllocationResource} listHref={AWB_SCREENS.list} />);
    expect(screen.getByRole('heading', { name: 'Add AWB allocation' })).toBeInTheDocument();
    // Inline, not in a drawer.
    expect(screen.queryByRole('dialog')).toBeNull();
    const form = screen.getByTestId('resource-create').querySelector('form')!;
    expect(form).toHaveAttribute('data-resource', 'awb-allocation');

    fill({ holder_type: 'BRANCH', quantity: '500', allocated_on: '2026-01-05' });
    await pick('branch_id', 'jak', 'Jakarta Pusat');
    fireEvent.click(screen.getByTestId('resource-save'));

    const panel = await screen.findByTestId('create-success');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      holder_type: 'BRANCH',
      branch_id: 4,
      office_id: null,
      customer_id: null,
      quantity: 500,
      range_start: null,
      range_end: null,
      allocated_on: '2026-01-05',
      notes: null,
    });
    expect(within(panel).getByRole('heading', { name: 'AWB allocation created' })).toHaveFocus();
    expect(within(panel).getByTestId('create-headline')).toHaveTextContent('100000000001 – 100000000500, 500 AWB');
    expect(panel.querySelector('[data-field="holder"]')).toHaveTextContent('Received byBranch Jakarta Pusat');
    expect(panel.querySelector('[data-field="allocated_on"]')).toHaveTextContent('5 Jan 2026');
    expect(within(panel).getByTestId('create-list-link')).toHaveAttribute('href', AWB_SCREENS.list);
    expect(document.querySelector('form')).toBeNull();

    fireEvent.click(within(panel).getByTestId('create-another'));
    await waitFor(() => expect(screen.queryByTestId('create-success')).toBeNull());
    expect(field('quantity')).toHaveValue('');
    expect(field('branch_id')).toHaveValue('');
  });

  it("keeps the form with the server's field errors when the save is refused", async () => {
    mockApi({
      'GET /datamaster/options/branch': options(BRANCHES),
      'POST /datamaster/create/awb-allocation': () => {
        throw apiError(409, { message: 'These numbers are already allocated', errors: { range_start: ['Overlaps 100000000001 – 100000000500'] } });
      },
    });
    renderWithClient(<ResourceCreateScreen def={awbAllocationResource} listHref={AWB_SCREENS.list} />);
    fill({ holder_type: 'BRANCH', range_start: '100000000001', range_end: '100000000010', allocated_on: '2026-01-05' });
    await pick('branch_id', 'sur', 'Surabaya');
    fireEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(field('range_start')).toHaveAccessibleDescription('Overlaps 100000000001 – 100000000500'));
    expect(screen.queryByTestId('create-success')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('summarises any other resource by its title and list fields; no list link without the list screen', async () => {
    access.list = false;
    mockApi({
      'GET /setting/options/customer-type': options([{ id: 1, label: 'Corporate' }]),
      'GET /datamaster/options/branch': options(BRANCHES),
      'POST /datamaster/create/customer': ({ body }) =>
        ok({ id: 30, ...(body as object), customer_type_id_label: 'Corporate', branch_id_label: 'Surabaya', pareto_id_label: null, active: true, version: 1 }),
    });
    renderWithClient(<ResourceCreateScreen def={customerResource} listHref="/app/master-data/customers/list" />);
    fill({ code: 'c-001', name: 'PT Sinar Terang', city: 'Surabaya', address: 'Jl. Pemuda 1' });
    await pick('customer_type_id', 'corp', 'Corporate');
    await pick('branch_id', 'sur', 'Surabaya');
    fireEvent.click(screen.getByTestId('resource-save'));

    const panel = await screen.findByTestId('create-success');
    expect(within(panel).getByTestId('create-headline')).toHaveTextContent('PT Sinar Terang');
    expect(panel.querySelector('[data-field="code"]')).toHaveTextContent('C-001');
    expect(panel.querySelector('[data-field="branch_id"]')).toHaveTextContent('Surabaya');
    expect(within(panel).queryByTestId('create-list-link')).toBeNull();
    expect(within(panel).getByTestId('create-another')).toBeInTheDocument();
  });
});
