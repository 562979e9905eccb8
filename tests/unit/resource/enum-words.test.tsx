// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ResourceFieldInput } from '@/components/resource/ResourceFieldInput';
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import { employeeResource } from '@/lib/resources/organization';
import { mockApi, ok, renderWithClient } from './harness';
import { resetRouter } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/*
 * Issue 22 §5: staff read `CUSTOMER_SERVICE` nowhere. An employee's department is shown in the words
 * its field declares: in the list, the filter, the form, the detail and its history.
 */

const LIST_META = { page: 1, limit: 10, total: 1, total_capped: false, next_cursor: null };

function employeeRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    employee_no: 'EMP-007',
    full_name: 'Sari Wulandari',
    branch_id: 1,
    branch_id_label: 'Jakarta',
    office_id: null,
    department: 'CUSTOMER_SERVICE',
    position: 'Call centre agent',
    nik: null,
    phone: null,
    email: null,
    joined_on: '2024-03-01',
    active: true,
    version: 2,
    created_at: '2024-03-01T03:00:00.000Z',
    created_by: 'ADMIN',
    updated_at: '2025-01-05T03:00:00.000Z',
    updated_by: 'HR01',
    ...overrides,
  };
}

const cellOf = (row: HTMLElement, column: string) => {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
  return within(row).getAllByRole('cell')[headers.indexOf(column)];
};

beforeEach(() => resetRouter());
afterEach(() => vi.restoreAllMocks());

describe('an enumerated field is shown in words', () => {
  it('in the list, in its filter (sending the code) and in the detail and its history', async () => {
    const { calls } = mockApi({
      'GET /datamaster/get/employee': () => ok([employeeRow()], LIST_META),
      'GET /datamaster/get/employee/7': () => ok(employeeRow()),
      'GET /datamaster/history/employee/7': () =>
        ok([
          {
            id: 2,
            at: '2025-01-05T03:00:00.000Z',
            actor: 'HR01',
            action: 'update',
            entity: 'employee',
            entityId: '7',
            before: { department: 'COURIER', version: 1 },
            after: { department: 'CUSTOMER_SERVICE', version: 2 },
          },
        ]),
    });
    renderWithClient(<ResourceScreen def={employeeResource} />);
    const [row] = await screen.findAllByTestId('resource-row');
    expect(cellOf(row, 'Department')).toHaveTextContent(/^Customer service$/);
    expect(row).not.toHaveTextContent('CUSTOMER_SERVICE');

    const filter = screen.getByRole('combobox', { name: 'Department' });
    expect(within(filter).getByRole('option', { name: 'Customer service' })).toHaveValue('CUSTOMER_SERVICE');
    expect(within(filter).queryByRole('option', { name: 'CUSTOMER_SERVICE' })).toBeNull();
    fireEvent.change(filter, { target: { value: 'COURIER' } });
    await waitFor(() => expect(calls.filter((c) => c.url === '/datamaster/get/employee').at(-1)!.params).toMatchObject({ department: 'COURIER' }));

    fireEvent.click(within(row).getByTestId('row-actions'));
    fireEvent.click(await screen.findByTestId('action-view'));
    const detail = await screen.findByTestId('resource-detail');
    await waitFor(() => expect(detail.querySelector('[data-field="department"]')).toHaveTextContent('Customer service'));
    const history = within(detail).getByTestId('resource-history');
    await waitFor(() => expect(history.querySelector('[data-field="department"]')).toHaveTextContent('Department: Courier → changed to Customer service'));
    expect(detail).not.toHaveTextContent('CUSTOMER_SERVICE');
  });

  it('in the form: the select offers the words and keeps the code as its value', () => {
    function Form({ children }: { children: ReactNode }) {
      const form = useForm({ defaultValues: { department: 'COURIER' } });
      return <FormProvider {...form}>{children}</FormProvider>;
    }
    render(
      <Form>
        <ResourceFieldInput name="department" field={employeeResource.fields.department} />
      </Form>,
    );
    const select = screen.getByRole('combobox', { name: /Department/ });
    expect(select).toHaveValue('COURIER');
    expect(within(select).getByRole('option', { name: 'Customer service' })).toHaveValue('CUSTOMER_SERVICE');
    expect(within(select).queryByRole('option', { name: 'CUSTOMER_SERVICE' })).toBeNull();
  });
});
