// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ReportTableView } from '@/components/reports/ReportTableView';
import { defineReport } from '@/lib/resources/reports/define-report';
import { reportTable } from '@/lib/resources/reports/table';

const def = defineReport({
  name: 'demo',
  title: 'Demo',
  description: 'd',
  route: '/app/report/demo',
  params: { date_from: { type: 'date', label: 'From', default: 'month-start' } },
  columns: [
    { key: 'branch', label: 'Branch', format: 'text' },
    { key: 'awbs', label: 'AWBs', format: 'int', total: 'sum', drill: { to: 'awbs', keys: { branch_id: '@branch_id', date_from: '$date_from' } } },
    { key: 'total', label: 'Total', format: 'money', total: 'sum', priority: 'lg' },
    { key: 'branch_id', label: 'Branch id', format: 'int', hidden: true },
  ],
  groupBy: 'branch',
  drills: { awbs: { label: 'AWBs', keys: { branch_id: 'int', date_from: 'date' }, columns: [{ key: 'number', label: 'AWB', format: 'text' }] } },
  source: 'rollup',
  freshness: 'exact',
  branchScoped: true,
});

describe('the report table', () => {
  const rows = [
    { branch: 'JKT', branch_id: 1, awbs: 12, total: 1_250_000 },
    { branch: 'JKT', branch_id: 1, awbs: 0, total: 0 },
    { branch: 'SUB', branch_id: 2, awbs: 3, total: 90_000 },
  ];

  it('shows rows, a subtotal per group and the totals, formatted, without the hidden column', () => {
    const t = reportTable(def, rows);
    render(<ReportTableView def={def} lines={t.lines} totals={t.totals} params={{ date_from: '2026-11-01' }} onDrill={() => undefined} />);
    const table = screen.getByTestId('report-table');
    expect(within(table).queryByText('Branch id')).toBeNull();
    const lines = screen.getAllByTestId('report-line');
    expect(lines.map((l) => l.getAttribute('data-kind'))).toEqual(['row', 'row', 'subtotal', 'row', 'subtotal']);
    expect(lines[2]).toHaveTextContent('Subtotal JKT');
    expect(lines[2]).toHaveTextContent('Rp 1.250.000');
    expect(screen.getByTestId('report-totals')).toHaveTextContent('15');
    expect(screen.getByTestId('report-totals')).toHaveTextContent('Rp 1.340.000');
  });

  it('a figure drills down with the row’s keys and the report’s parameters; a zero or a subtotal does not', () => {
    const t = reportTable(def, rows);
    const onDrill = vi.fn();
    render(<ReportTableView def={def} lines={t.lines} totals={t.totals} params={{ date_from: '2026-11-01' }} onDrill={onDrill} />);
    fireEvent.click(screen.getByTestId('report-drill-awbs-0'));
    expect(onDrill).toHaveBeenCalledWith('awbs', { branch_id: '1', date_from: '2026-11-01' }, 'JKT · AWBs');
    expect(screen.queryByTestId('report-drill-awbs-1')).toBeNull();
    expect(screen.queryByTestId('report-drill-awbs-2')).toBeNull();
  });
});
