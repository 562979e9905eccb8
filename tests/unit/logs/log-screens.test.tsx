// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { TransactionsLogScreen } from '@/components/logs/TransactionsLogScreen';
import { UsersLogScreen } from '@/components/logs/UsersLogScreen';
import type { TransactionLogRow, UserLogRow } from '@/lib/resources/log-kinds';
import { apiClient } from '@/services/api-client';
import { resetRouter, router, stubLayoutApis } from '../../helpers/fake-router';

stubLayoutApis();
vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
router.pathname = '/misc/logs/transactions';
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const META = { page: 1, limit: 10, total: 1, total_capped: false };
const ACTORS = [{ value: 'admin', label: 'admin — MUHAMMAD RIZKY PRATAMA' }];

const change: TransactionLogRow = {
  id: 41,
  at: '2026-03-01T01:15:00.000Z',
  actor: 'admin',
  actor_name: 'MUHAMMAD RIZKY PRATAMA',
  action: 'update',
  entity: 'moda',
  entity_id: '3',
  record_name: 'AIR',
  before: { name: 'Udara', code: 'AIR' },
  after: { name: 'Udara Cepat', code: 'AIR' },
};

/** A shipment voided: the audit row keeps its id; the log names it by its AWB number (issue 22). */
const voided: TransactionLogRow = {
  id: 42,
  at: '2026-03-01T02:15:00.000Z',
  actor: 'admin',
  actor_name: 'MUHAMMAD RIZKY PRATAMA',
  action: 'cancel',
  entity: 'shipment',
  entity_id: '263',
  record_name: '100000000263',
  before: { stage: 'booked', status: 'pending', version: 3, updated_at: '2026-03-01T01:00:00.000Z' },
  after: { stage: 'cancelled', status: 'cancelled', version: 4, updated_at: '2026-03-01T02:15:00.000Z', payment_type: 'CASH', reason: 'WRONG_INPUT' },
};

const failedSignIn: UserLogRow = {
  key: 'session-7',
  source: 'session',
  at: '2026-03-01T02:00:00.000Z',
  kind: 'sign_in_failed',
  user_code: 'finance',
  user_name: 'DEWI',
  actor: 'finance',
  actor_name: 'DEWI',
  ip: '10.1.2.3',
  detail: null,
  before: null,
  after: null,
};
const created: UserLogRow = {
  ...failedSignIn,
  key: 'record-9',
  source: 'record',
  kind: 'create',
  actor: 'admin',
  actor_name: 'MUHAMMAD RIZKY PRATAMA',
  ip: null,
  after: { userCode: 'finance', fullName: 'DEWI' },
};

const calls: { url: string; params: Record<string, unknown> }[] = [];

function answer(url: string, config?: AxiosRequestConfig) {
  calls.push({ url, params: { ...(config?.params as Record<string, unknown>) } });
  const envelope = (data: unknown, meta?: unknown) => ({ data: { message: 'OK', data, meta }, headers: {} });
  switch (url) {
    case '/log/get/transactions':
      return envelope(config?.params && (config.params as Record<string, unknown>).entity === 'shipment' ? [voided] : [change], META);
    case '/log/get/users':
      return envelope([failedSignIn, created], { ...META, total: 2 });
    case '/log/options/actors':
      return envelope(ACTORS);
    case '/log/options/entities':
      return envelope([{ value: 'moda', label: 'Moda' }]);
    case '/log/export/transactions':
      return {
        data: new Blob(['x'], { type: 'text/csv' }),
        headers: { 'content-disposition': 'attachment; filename="transactions-log-2026-03-01.csv"' },
      };
  }
  throw new Error(`unexpected GET ${url}`);
}

function renderScreen(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const lastCall = (url: string) => calls.filter((c) => c.url === url).at(-1);

beforeEach(() => {
  resetRouter();
  calls.length = 0;
  vi.spyOn(apiClient, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => answer(url, config));
});
afterEach(() => vi.restoreAllMocks());

describe('transactions log screen', () => {
  it('lists the changes with WIB times, names and the changed fields', async () => {
    renderScreen(<TransactionsLogScreen />);
    const row = (await screen.findByText('2026-03-01 08:15:00')).closest('tr')!;
    expect(within(row).getByText('MUHAMMAD RIZKY PRATAMA')).toBeInTheDocument();
    expect(within(row).getByText('Updated')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Moda')).toBeInTheDocument());
    expect(within(row).getByText('Name')).toBeInTheDocument();
    expect(lastCall('/log/get/transactions')?.params).toEqual({ page: 1, limit: 10 });
  });

  it('puts a filter in the URL and asks the API for it', async () => {
    renderScreen(<TransactionsLogScreen />);
    await screen.findByText('2026-03-01 08:15:00');
    await waitFor(() => expect(screen.getByRole('option', { name: ACTORS[0].label })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('User'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('log-date-from'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(lastCall('/log/get/transactions')?.params).toMatchObject({ from: '2026-03-01' }));
    expect(router.query).toMatchObject({ from: '2026-03-01' });
    expect(router.push).toHaveBeenCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ actor: 'admin' }) }),
      undefined,
      expect.anything(),
    );
  });

  it('opens a change with its fields before and after, the changed one highlighted', async () => {
    renderScreen(<TransactionsLogScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Details of change 41' }));
    const detail = await screen.findByTestId('transaction-log-detail');
    const name = detail.querySelector('[data-field="name"]')!;
    expect(name).toHaveAttribute('data-change', 'changed');
    expect(within(name as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Udara', 'Udara Cepat']);
    expect(detail.querySelector('[data-field="code"]')).toHaveAttribute('data-change', 'same');

    fireEvent.click(within(detail).getByTestId('record-history'));
    expect(router.query).toEqual({ entity: 'moda', entity_id: '3' });
  });

  it('names a document by its number, its action by its label, and its fields and codes in words; engine columns are left out', async () => {
    router.query = { entity: 'shipment' };
    renderScreen(<TransactionsLogScreen />);
    const row = (await screen.findByText('2026-03-01 09:15:00')).closest('tr')!;
    expect(within(row).getByText('Void AWB')).toBeInTheDocument();
    expect(within(row).getByText('100000000263')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/\b263\b/);
    expect(row).toHaveTextContent('Stage, Status, Payment');
    expect(row).not.toHaveTextContent(/Version|Updated at/);

    fireEvent.click(within(row).getByRole('button', { name: 'Details of change 42' }));
    const detail = await screen.findByTestId('transaction-log-detail');
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('Void AWB · Shipment 100000000263');
    expect(within(detail.querySelector('[data-field="stage"]') as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Booked', 'Voided']);
    expect(within(detail.querySelector('[data-field="status"]') as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Pending', 'Cancelled']);
    expect(detail.querySelector('[data-field="payment_type"]')).toHaveTextContent(/^Payment \(added\)–Cash$/);
    expect(detail.querySelector('[data-field="reason"]')).toHaveTextContent('Entered wrongly (a new document replaces it)');
    expect(detail.querySelector('[data-field="version"]')).toBeNull();
    expect(detail.querySelector('[data-field="updated_at"]')).toBeNull();
    expect(within(detail).getByTestId('change-diff')).not.toHaveTextContent('SHIPMENT');
  });

  it('downloads the filtered list through the API client', async () => {
    router.query = { actor: 'admin', page: '2' };
    URL.createObjectURL = vi.fn(() => 'blob:log');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen(<TransactionsLogScreen />);
    await screen.findByText('2026-03-01 08:15:00');
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = vi.mocked(apiClient.get).mock.calls.find(([url]) => url === '/log/export/transactions')!;
    expect(exported[1]).toMatchObject({ params: { actor: 'admin', format: 'csv' }, responseType: 'blob' });
  });
});

describe('users log screen', () => {
  it('shows session events and user changes in one list, failures marked', async () => {
    router.pathname = '/misc/logs/users';
    renderScreen(<UsersLogScreen />);
    const table = within(await screen.findByTestId('users-log-table'));
    const failed = await table.findByText('Sign-in failed');
    expect(failed).toHaveAttribute('data-kind', 'sign_in_failed');
    expect(failed.className).toContain('text-red-700');
    expect(table.getByText('User created')).toHaveAttribute('data-kind', 'create');
    expect(table.getByText('10.1.2.3')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Event'), { target: { value: 'sign_in_failed' } });
    await waitFor(() => expect(lastCall('/log/get/users')?.params).toMatchObject({ kind: 'sign_in_failed' }));
  });
});
