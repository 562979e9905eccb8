// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { RolesScreen } from '@/components/admin/RolesScreen';
import { mockApi, ok, renderWithClient } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PRICE = '/app/master-data/price/list';
const CUSTOMERS = '/app/master-data/customers/list';
const ROLES = '/app/master-data/system/roles';

const role = (id: number, name: string, permissions: string[]) => ({ id, name, description: null, permissions, user_count: 0, version: 1 });

beforeEach(() => {
  router.pathname = ROLES;
  resetRouter();
});
afterEach(() => vi.restoreAllMocks());

describe('the role list', () => {
  it('shows per role how many of its grants are view only', async () => {
    mockApi({
      'GET /datamaster/get/role': () =>
        ok(
          [
            role(1, 'Auditor', [`${PRICE}:read`, `${CUSTOMERS}:read`]),
            role(2, 'Sales', [PRICE, `${CUSTOMERS}:read`, ROLES]),
            role(3, 'Admin', [PRICE, CUSTOMERS]),
          ],
          { page: 1, limit: 10, total: 3, total_capped: false, next_cursor: null },
        ),
    });
    renderWithClient(<RolesScreen />);
    const rowOf = async (id: number) => {
      await waitFor(() => expect(document.querySelector(`tr[data-row-id="${id}"]`)).not.toBeNull());
      return document.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`)!;
    };
    const auditor = await rowOf(1);
    expect(within(auditor).getByTestId('role-screens')).toHaveTextContent(/^2 screens$/);
    expect(within(auditor).getByTestId('role-view-only')).toHaveTextContent('all view only');
    const sales = await rowOf(2);
    expect(within(sales).getByTestId('role-screens')).toHaveTextContent(/^3 screens$/);
    expect(within(sales).getByTestId('role-view-only')).toHaveTextContent('1 view only');
    // the tooltip names each grant, the view-only ones said so
    expect(within(sales).getByTestId('role-screens').parentElement).toHaveAttribute('title', `${PRICE}\n${CUSTOMERS} (view only)\n${ROLES}`);
    expect(within(await rowOf(3)).queryByTestId('role-view-only')).toBeNull();
  });
});
