// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceImportScreen } from '@/components/resource/ResourceImportScreen';
import { resourceImportPage } from '@/components/resource/resource-import-page';
import { importTemplateCsv, matchColumns, parseCsvHeader } from '@/lib/resources/engine/import-format';
import { PRICE_SCREENS, priceResource } from '@/lib/resources/customers';
import { apiError, mockApi, ok, renderWithClient, type ApiCall } from './harness';
import { resetRouter } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const saved = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('@/services/save-file', () => saved);

const HEADER = 'Origin,Destination,Service,Moda,Rate per kg,Minimum weight,Lead time from,Lead time to,Effective from,Effective until';
const csv = (lines: string[], name = 'prices.csv') => new File([[HEADER, ...lines].join('\n')], name, { type: 'text/csv' });

function price(overrides: Record<string, unknown> = {}) {
  return {
    origin_id: 101,
    destination_id: 202,
    service_id: 1,
    moda_id: 2,
    rate_per_kg: 15000,
    min_kg: 1,
    lead_time_min: 1,
    lead_time_max: 2,
    effective_from: '2026-01-01',
    effective_to: null,
    ...overrides,
  };
}

const BAD_REPORT = {
  total: 1204,
  valid: 1200,
  invalid: 4,
  errors: [
    { line: 3, errors: { origin_id: ['No coverage area "31.71.99"'] } },
    { line: 7, errors: { rate_per_kg: ['At least 1'], effective_from: ['A date (YYYY-MM-DD)'] } },
  ],
  sample: [price(), price({ destination_id: 203, rate_per_kg: 17500 })],
};
const CLEAN_REPORT = { total: 500, valid: 500, invalid: 0, errors: [], sample: [price()] };

const AREAS = [
  { id: 101, label: 'Gambir' },
  { id: 202, label: 'Gubeng' },
  { id: 203, label: 'Tegalsari' },
];
const byIds = (rows: { id: number; label: string }[]) => ({ params }: ApiCall) =>
  ok(rows.filter((o) => String(params.ids ?? '').split(',').includes(String(o.id))));

function api(answer: (call: ApiCall) => unknown) {
  return mockApi({
    'POST /datamaster/import/price': answer,
    'GET /datamaster/options/coverage-area': byIds(AREAS),
    'GET /setting/options/service': byIds([{ id: 1, label: 'REG' }]),
    'GET /setting/options/moda': byIds([{ id: 2, label: 'Udara' }]),
  });
}

const choose = (file: File) => fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
const sentFile = (call: ApiCall | undefined) => (call?.body as FormData).get('file') as File;

beforeEach(() => {
  resetRouter();
  saved.saveFile.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('the import screen', () => {
  it('checks a file with bad lines: line numbers and reasons, the valid rows previewed, import disabled', async () => {
    const { calls } = api(() => ok(BAD_REPORT));
    renderWithClient(<ResourceImportScreen def={priceResource} listHref={PRICE_SCREENS.list} />);
    expect(screen.getByTestId('import-check')).toBeDisabled();
    expect(screen.getByTestId('import-commit')).toBeDisabled();

    const file = csv(['31.71.01,35.78.01,REG,AIR,15000,1,1,2,2026-01-01,']);
    choose(file);
    // The header is read at once: which columns will fill which field.
    expect(await screen.findByTestId('import-columns')).toHaveTextContent(
      'Columns recognised: Origin, Destination, Service, Moda, Rate per kg, Minimum weight, Lead time from, Lead time to, Effective from, Effective until',
    );
    fireEvent.click(screen.getByTestId('import-check'));

    const report = await screen.findByTestId('import-report');
    const call = calls.find((c) => c.method === 'POST');
    expect(call?.params).toEqual({ mode: 'check' });
    expect(sentFile(call).name).toBe('prices.csv');

    expect(within(report).getByTestId('import-total')).toHaveTextContent('1,204');
    expect(within(report).getByTestId('import-valid')).toHaveTextContent('1,200');
    expect(within(report).getByTestId('import-invalid')).toHaveTextContent('4');
    const errors = within(report).getAllByTestId('import-error-row');
    expect(errors.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['3', 'Origin', 'No coverage area "31.71.99"'],
      ['7', 'Rate per kg', 'At least 1'],
      ['7', 'Effective from', 'A date (YYYY-MM-DD)'],
    ]);
    // The server listed 2 of the 4 bad lines.
    expect(within(report).getByTestId('import-errors-more')).toHaveTextContent('…and 2 more lines with errors.');

    const preview = within(report).getAllByTestId('import-preview-row');
    expect(preview).toHaveLength(2);
    await waitFor(() => expect(preview[1]).toHaveTextContent('Gambir'));
    expect(preview[1]).toHaveTextContent('Tegalsari');
    expect(preview[1]).toHaveTextContent('Rp 17.500');

    expect(screen.getByTestId('import-commit')).toBeDisabled();
    expect(screen.getByTestId('import-commit')).toHaveAccessibleDescription('Fix the 4 lines with errors and check the file again');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('imports a clean file: commit, then the count and the way to the list', async () => {
    const { calls } = api(({ params }) => (params.mode === 'commit' ? ok({ ...CLEAN_REPORT, imported: 500 }) : ok(CLEAN_REPORT)));
    renderWithClient(<ResourceImportScreen def={priceResource} listHref={PRICE_SCREENS.list} />);
    choose(csv(['31.71.01,35.78.01,REG,AIR,15000,1,1,2,2026-01-01,']));
    fireEvent.click(screen.getByTestId('import-check'));

    const commit = await screen.findByRole('button', { name: 'Import 500 rows' });
    expect(commit).toHaveAttribute('data-testid', 'import-commit');
    expect(commit).toBeEnabled();
    expect(screen.queryAllByTestId('import-error-row')).toHaveLength(0);
    fireEvent.click(commit);

    const summary = await screen.findByTestId('import-summary');
    expect(summary).toHaveTextContent('500 prices imported');
    expect(within(summary).getByRole('link', { name: 'Go to the list of prices' })).toHaveAttribute('href', '/app/master-data/price/list');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.params.mode)).toEqual(['check', 'commit']);
    expect(sentFile(posts[1]).name).toBe('prices.csv');
    expect(screen.queryByTestId('import-report')).toBeNull();

    fireEvent.click(within(summary).getByTestId('import-another'));
    expect(screen.getByTestId('import-check')).toBeDisabled();
  });

  it('shows a refused commit (a line turned bad meanwhile) with its fresh report', async () => {
    // The 400 of a commit carries the report in `data`.
    const refused = apiError(400, { message: 'Nothing imported: 1 of 500 rows have errors' });
    (refused.response!.data as Record<string, unknown>).data = {
      ...CLEAN_REPORT,
      valid: 499,
      invalid: 1,
      errors: [{ line: 12, errors: { origin_id: ['A price with this Origin + Destination + Service + Effective from already exists'] } }],
    };
    api(({ params }) => {
      if (params.mode === 'check') return ok(CLEAN_REPORT);
      throw refused;
    });
    renderWithClient(<ResourceImportScreen def={priceResource} listHref={PRICE_SCREENS.list} />);
    choose(csv(['x']));
    fireEvent.click(screen.getByTestId('import-check'));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 500 rows' }));

    expect(await screen.findByTestId('import-failure')).toHaveTextContent('Nothing imported: 1 of 500 rows have errors');
    await waitFor(() => expect(screen.getByTestId('import-error-row')).toHaveAttribute('data-line', '12'));
    expect(screen.getByTestId('import-commit')).toBeDisabled();
    expect(screen.queryByTestId('import-summary')).toBeNull();
  });

  it("refuses what the server would (type, size) and shows the server's file error", async () => {
    api(() => {
      throw apiError(400, { message: 'Unknown columns: Kota', errors: { file: ['Columns must be fields of prices'] } });
    });
    renderWithClient(<ResourceImportScreen def={priceResource} listHref={PRICE_SCREENS.list} />);
    choose(new File(['a'], 'prices.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a .csv or .xlsx file');
    expect(screen.getByTestId('import-check')).toBeDisabled();

    const huge = new File(['a'], 'prices.xlsx');
    Object.defineProperty(huge, 'size', { value: 31 * 1024 * 1024 });
    choose(huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is 31 MB: at most 30 MB');
    expect(screen.getByTestId('import-check')).toBeDisabled();

    choose(new File(['Origin,Kota\n31.71.01,Jakarta'], 'prices.csv'));
    expect(await screen.findByTestId('import-columns-unknown')).toHaveTextContent('Not a field of prices: Kota');
    expect(screen.getByTestId('import-columns-missing')).toHaveTextContent('Required but missing: Destination, Service, Moda');
    fireEvent.click(screen.getByTestId('import-check'));
    const failure = await screen.findByTestId('import-failure');
    expect(failure).toHaveTextContent('Unknown columns: Kota');
    expect(failure).toHaveTextContent('Columns must be fields of prices');
    expect(screen.queryByTestId('import-report')).toBeNull();
  });

  it('downloads a template of the importable fields with an example row, and explains references by code', async () => {
    api(() => ok(CLEAN_REPORT));
    renderWithClient(<ResourceImportScreen def={priceResource} listHref={PRICE_SCREENS.list} />);
    fireEvent.click(screen.getByTestId('import-template'));
    const [blob, name] = saved.saveFile.mock.calls[0] as [Blob, string];
    expect(name).toBe('price-import-template.csv');
    const text = (await blob.text()).replace(/^\uFEFF/, '');
    expect(text).toBe(`${HEADER}\r\n31.71.01,35.78.01,REG,AIR,15000,1,1,2,2026-01-01,\r\n`);
    expect(importTemplateCsv(priceResource)).toBe(text);

    const help = screen.getByTestId('import-help');
    expect(help).toHaveTextContent("Origin: the coverage area's area code (e.g. 31.71.01)");
    expect(help).toHaveTextContent("Service: the service's code (e.g. REG)");
  });

  it('is a page in the shell; columns match by label or key, any case, as the server matches them', () => {
    const Page = resourceImportPage(priceResource);
    expect(Page.displayName).toBe('ResourceImportPage(price)');
    expect(parseCsvHeader('\uFEFF"Rate per kg","Min, kg",origin_id\r\n1,2,3')).toEqual(['Rate per kg', 'Min, kg', 'origin_id']);
    const { columns, missing } = matchColumns(priceResource, ['RATE-PER-KG', 'origin_id', 'Destination ', 'used']);
    expect(columns.map((c) => c.field)).toEqual(['rate_per_kg', 'origin_id', 'destination_id', null]);
    expect(missing).toEqual(['service_id', 'moda_id', 'min_kg', 'lead_time_min', 'lead_time_max', 'effective_from']);
  });
});
