import type { ReactElement } from 'react';
import { useMemo } from 'react';
import { PageHeader } from '@/components/data/PageHeader';
import { formatDate } from '@/components/resource/format';
import { ExportButtons } from '@/components/resource/ExportButtons';
import { usePaymentReport, type PaymentReport, type PaymentSums, type ReportQuery } from '@/hooks/finance/use-finance-reports';
import { useReportFilters } from '@/hooks/finance/use-report-filters';
import { AppLayout } from '@/layouts/AppLayout';
import { RECEIPT_METHOD_LABELS, RECEIPT_METHODS } from '@/lib/resources/documents/payment';
import { formatRupiah } from '@/lib/pricing/money';
import type { ListQuery, ResourceRef } from '@/services/resource/client';
import type { AppPage } from '@/types/page';
import { CustomerCell, sumColumns, type SumColumn } from './report-columns';
import { ChoiceFilter, PeriodFilter, RefFilter } from './ReportFilters';
import { REPORT_FILTER_KEYS, REPORT_PRESETS, reportDefaults, reportQueryOf } from './report-filters';
import { ReportSection } from './ReportSection';
import { ReportTable, type ReportColumn } from './ReportTable';
import { SummaryCards, type SummaryItem } from './SummaryCards';

/*
 * Payment report · /finance/ar/payment-invoice/report: the customer payments of a period (by payment
 * date, cancelled ones left out) summed — received, bank charges, deposits applied, allocated to
 * invoices, PPh 23 withheld, written off, new deposits — in total, per method, per day and per
 * customer. The filters are in the URL; the export is the payment list itself with the same filters.
 */

const PAYMENT_REF: ResourceRef = { module: 'finance', name: 'payment' };

type Method = (typeof RECEIPT_METHODS)[number];
export const methodLabel = (m: string) => RECEIPT_METHOD_LABELS[m as Method] ?? m;
const METHOD_OPTIONS = RECEIPT_METHODS.map((m) => ({ value: m, label: RECEIPT_METHOD_LABELS[m] }));

const SUMS: readonly SumColumn<PaymentSums>[] = [
  { key: 'count', header: 'Payments', count: true },
  { key: 'received', header: 'Received' },
  { key: 'bank_charge', header: 'Bank charges', from: 'xl' },
  { key: 'deposit_applied', header: 'Deposit applied', from: 'lg' },
  { key: 'allocated', header: 'Allocated' },
  { key: 'pph23', header: 'PPh 23', from: 'md' },
  { key: 'write_off', header: 'Written off', from: 'lg' },
  { key: 'deposit_created', header: 'New deposits', from: 'md' },
];

type MethodRow = PaymentReport['by_method'][number];
type DayRow = PaymentReport['by_day'][number];
type CustomerRow = PaymentReport['by_customer'][number];

function summaryOf(t: PaymentSums | undefined): SummaryItem[] {
  const rp = (n: number | undefined) => formatRupiah(n ?? 0);
  return [
    { key: 'count', label: 'Payments', value: (t?.count ?? 0).toLocaleString('id-ID') },
    { key: 'received', label: 'Received', value: rp(t?.received), hint: 'money in', emphasis: true },
    { key: 'bank_charge', label: 'Bank charges', value: rp(t?.bank_charge) },
    { key: 'deposit_applied', label: 'Deposits applied', value: rp(t?.deposit_applied) },
    { key: 'allocated', label: 'Allocated to invoices', value: rp(t?.allocated), emphasis: true },
    { key: 'pph23', label: 'PPh 23 withheld', value: rp(t?.pph23) },
    { key: 'write_off', label: 'Written off', value: rp(t?.write_off) },
    { key: 'deposit_created', label: 'New deposits', value: rp(t?.deposit_created), hint: 'paid over the invoices' },
  ];
}

/** The received amount of a day with a bar against the period's best day (no chart library: a table reads on any screen). */
function ReceivedBar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.max(value > 0 ? 2 : 0, Math.round((value / max) * 100)) : 0;
  return (
    <span className="flex items-center justify-end gap-2">
      <span className="hidden h-2.5 w-24 overflow-hidden rounded-full bg-slate-100 sm:block md:w-40" aria-hidden="true">
        <span className="block h-full rounded-full bg-slate-500" style={{ width: `${width}%` }} />
      </span>
      <span data-sum="received">{formatRupiah(value)}</span>
    </span>
  );
}

/** The payment list's export: its own filters, as near the report's as they go (one method at most). */
function exportQueryOf(query: ReportQuery): ListQuery {
  const methods = query.method?.split(',') ?? [];
  return {
    date_from: query.date_from,
    date_to: query.date_to,
    stage: 'booked',
    ...(query.customer_id ? { customer_id: query.customer_id } : {}),
    ...(query.branch_id ? { branch_id: query.branch_id } : {}),
    ...(methods.length === 1 ? { method: methods[0] } : {}),
  };
}

export function PaymentReportScreen() {
  const filters = useReportFilters([...REPORT_FILTER_KEYS, 'method'], reportDefaults);
  const { values } = filters;
  const query = useMemo<ReportQuery | null>(() => reportQueryOf(values, { method: values.method }), [values]);
  const report = usePaymentReport(query ?? { date_from: '', date_to: '' }, { enabled: filters.ready && query !== null });
  const data = report.data;
  const loading = report.isPending && query !== null;
  const fetching = report.isFetching && !loading;
  const retry = () => void report.refetch();

  const methodColumns = useMemo(
    () => [
      { key: 'method', header: 'Method', cell: (r: MethodRow) => <span className="whitespace-nowrap">{methodLabel(r.method)}</span>, footer: 'Total' },
      ...sumColumns<PaymentSums, MethodRow>(SUMS, data?.totals),
    ],
    [data?.totals],
  );
  const maxDay = useMemo(() => Math.max(0, ...(data?.by_day ?? []).map((d) => d.received)), [data?.by_day]);
  const dayColumns = useMemo<ReportColumn<DayRow>[]>(
    () => [
      { key: 'date', header: 'Date', cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDate(r.date)}</span> },
      { key: 'count', header: 'Payments', numeric: true, cell: (r) => r.count.toLocaleString('id-ID') },
      { key: 'received', header: 'Received', numeric: true, cell: (r) => <ReceivedBar value={r.received} max={maxDay} /> },
      { key: 'allocated', header: 'Allocated', numeric: true, className: 'hidden md:table-cell', cell: (r) => formatRupiah(r.allocated) },
      { key: 'pph23', header: 'PPh 23', numeric: true, className: 'hidden lg:table-cell', cell: (r) => formatRupiah(r.pph23) },
    ],
    [maxDay],
  );
  const customerColumns = useMemo(
    () => [
      { key: 'customer', header: 'Customer', cell: (r: CustomerRow) => <CustomerCell code={r.code} name={r.name} />, footer: 'Total' },
      ...sumColumns<PaymentSums, CustomerRow>(SUMS, data?.totals),
    ],
    [data?.totals],
  );

  const exportQuery = useMemo(() => (query ? exportQueryOf(query) : {}), [query]);
  const severalMethods = (query?.method?.split(',').length ?? 0) > 1;

  return (
    <section data-testid="payment-report">
      <PageHeader
        title="Payment report"
        description="The customer payments of a period: what came in, by which method, on which day and from whom, and where it went."
        actions={
          query ? (
            <div className="flex flex-col items-end gap-1">
              <ExportButtons resource={PAYMENT_REF} query={exportQuery} />
              {severalMethods && <span className="text-xs text-slate-500">The export lists every method.</span>}
            </div>
          ) : null
        }
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-6" data-testid="report-filters">
        <PeriodFilter label="Payment date" from={values.date_from} to={values.date_to} onChange={filters.setMany} presets={REPORT_PRESETS} />
        <RefFilter label="Customer" resource="customer" param="customer_id" value={values.customer_id} onChange={(v) => filters.set('customer_id', v)} />
        <RefFilter label="Branch" resource="branch" param="branch_id" value={values.branch_id} onChange={(v) => filters.set('branch_id', v)} className="w-full sm:w-56" />
        <ChoiceFilter label="Method" param="method" options={METHOD_OPTIONS} value={values.method} onChange={(v) => filters.set('method', v)} />
      </div>

      <SummaryCards label="Payment totals" items={summaryOf(data?.totals)} loading={loading} testId="payment-totals" />

      <ReportSection title="By method">
        <ReportTable<MethodRow>
          label="Payments by method"
          columns={methodColumns}
          rows={data?.by_method}
          rowKey={(r) => r.method}
          footer
          loading={loading}
          fetching={fetching}
          error={report.error}
          onRetry={retry}
          emptyMessage="No payments in this period"
          testId="payment-by-method"
          rowTestId="method-row"
          rowProps={(r) => ({ 'data-method': r.method })}
        />
      </ReportSection>

      <ReportSection title="By day">
        <ReportTable<DayRow>
          label="Payments by day"
          columns={dayColumns}
          rows={data?.by_day}
          rowKey={(r) => r.date}
          loading={loading}
          fetching={fetching}
          error={report.error}
          onRetry={retry}
          emptyMessage="No payments in this period"
          testId="payment-by-day"
          rowTestId="day-row"
          rowProps={(r) => ({ 'data-date': r.date })}
        />
      </ReportSection>

      <ReportSection title="By customer" note={data && data.by_customer.length >= 500 ? 'The 500 customers who paid the most are listed; the totals row counts every customer.' : undefined}>
        <ReportTable<CustomerRow>
          label="Payments by customer"
          columns={customerColumns}
          rows={data?.by_customer}
          rowKey={(r) => String(r.customer_id)}
          footer
          loading={loading}
          fetching={fetching}
          error={report.error}
          onRetry={retry}
          emptyMessage="No payments in this period"
          testId="payment-by-customer"
          rowTestId="customer-row"
          rowProps={(r) => ({ 'data-customer': String(r.customer_id) })}
        />
      </ReportSection>
    </section>
  );
}

export const PaymentReportPage: AppPage = () => <PaymentReportScreen />;
PaymentReportPage.displayName = 'PaymentReportPage';
PaymentReportPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
