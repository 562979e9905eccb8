import type { ReactElement } from 'react';
import { useMemo } from 'react';
import { PageHeader } from '@/components/data/PageHeader';
import { statusLabel } from '@/components/document/document-format';
import { ExportButtons } from '@/components/resource/ExportButtons';
import { useInvoiceReport, type InvoiceReport, type InvoiceSums, type ReportQuery } from '@/hooks/finance/use-finance-reports';
import { useReportFilters } from '@/hooks/finance/use-report-filters';
import { AppLayout } from '@/layouts/AppLayout';
import { INVOICE_STATUSES } from '@/lib/resources/documents/invoice';
import { formatRupiah } from '@/lib/pricing/money';
import type { ResourceRef } from '@/services/resource/client';
import type { AppPage } from '@/types/page';
import { CustomerCell, sumColumns, type SumColumn } from './report-columns';
import { ChoiceFilter, PeriodFilter, RefFilter } from './ReportFilters';
import { REPORT_FILTER_KEYS, REPORT_PRESETS, reportDefaults, reportQueryOf } from './report-filters';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import { SummaryCards, type SummaryItem } from './SummaryCards';

/*
 * Invoice report · /finance/ar/invoice/report: the invoices of a period (by invoice date) summed — DPP,
 * PPN, stamp duty, total, what was paid, withheld as PPh 23 and credited, and what is still owed — in
 * total, per status and per customer. The filters are in the URL; the export is the invoice list itself
 * (every invoice of the period, with the same filters).
 */

const INVOICE_REF: ResourceRef = { module: 'finance', name: 'invoice' };
const STATUS_ORDER: readonly string[] = INVOICE_STATUSES;
const STATUS_OPTIONS = INVOICE_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

const SUMS: readonly SumColumn<InvoiceSums>[] = [
  { key: 'count', header: 'Invoices', count: true },
  { key: 'dpp', header: 'DPP', from: 'lg' },
  { key: 'ppn', header: 'PPN', from: 'lg' },
  { key: 'stamp_duty', header: 'Stamp duty', from: 'xl' },
  { key: 'total', header: 'Total' },
  { key: 'paid', header: 'Paid', from: 'md' },
  { key: 'pph23', header: 'PPh 23', from: 'lg' },
  { key: 'credited', header: 'Credited', from: 'xl' },
  { key: 'outstanding', header: 'Outstanding' },
];

type StatusRow = InvoiceReport['by_status'][number];
type CustomerRow = InvoiceReport['by_customer'][number];

function summaryOf(t: InvoiceSums | undefined): SummaryItem[] {
  const rp = (n: number | undefined) => formatRupiah(n ?? 0);
  return [
    { key: 'count', label: 'Invoices', value: (t?.count ?? 0).toLocaleString('id-ID') },
    { key: 'dpp', label: 'DPP', value: rp(t?.dpp), hint: 'the tax base' },
    { key: 'ppn', label: 'PPN', value: rp(t?.ppn) },
    { key: 'stamp_duty', label: 'Stamp duty', value: rp(t?.stamp_duty) },
    { key: 'total', label: 'Total invoiced', value: rp(t?.total), emphasis: true },
    { key: 'paid', label: 'Paid', value: rp(t?.paid) },
    { key: 'pph23', label: 'PPh 23 withheld', value: rp(t?.pph23) },
    { key: 'credited', label: 'Credit notes', value: rp(t?.credited) },
    { key: 'outstanding', label: 'Outstanding', value: rp(t?.outstanding), hint: 'still owed on issued invoices', emphasis: true },
  ];
}

export function InvoiceReportScreen() {
  const filters = useReportFilters([...REPORT_FILTER_KEYS, 'status'], reportDefaults);
  const { values } = filters;
  const query = useMemo<ReportQuery | null>(() => reportQueryOf(values, { status: values.status }), [values]);
  const report = useInvoiceReport(query ?? { date_from: '', date_to: '' }, { enabled: filters.ready && query !== null });
  const data = report.data;
  const loading = report.isPending && query !== null;

  const statusColumns = useMemo(
    () => [
      { key: 'status', header: 'Status', cell: (r: StatusRow) => <span className="whitespace-nowrap">{statusLabel(r.status)}</span>, footer: 'Total' },
      ...sumColumns<InvoiceSums, StatusRow>(SUMS, data?.totals),
    ],
    [data?.totals],
  );
  // in the invoice's life-cycle order (the server answers them alphabetically)
  const byStatus = useMemo(
    () => data?.by_status.slice().sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status)),
    [data?.by_status],
  );
  const customerColumns = useMemo(
    () => [
      { key: 'customer', header: 'Customer', cell: (r: CustomerRow) => <CustomerCell code={r.code} name={r.name} />, footer: 'Total' },
      ...sumColumns<InvoiceSums, CustomerRow>(SUMS, data?.totals),
    ],
    [data?.totals],
  );

  // the invoice list's own filters: the same period, customer, branch and statuses
  const exportQuery = useMemo(() => (query ? { ...query } : {}), [query]);

  return (
    <section data-testid="invoice-report">
      <PageHeader
        title="Invoice report"
        description="The invoices of a period by invoice date: what was billed, paid, withheld and credited, and what is still owed."
        actions={query ? <ExportButtons resource={INVOICE_REF} query={exportQuery} /> : null}
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-6" data-testid="report-filters">
        <PeriodFilter label="Invoice date" from={values.date_from} to={values.date_to} onChange={filters.setMany} presets={REPORT_PRESETS} />
        <RefFilter label="Customer" resource="customer" param="customer_id" value={values.customer_id} onChange={(v) => filters.set('customer_id', v)} />
        <RefFilter label="Branch" resource="branch" param="branch_id" value={values.branch_id} onChange={(v) => filters.set('branch_id', v)} className="w-full sm:w-56" />
        <ChoiceFilter label="Status" param="status" options={STATUS_OPTIONS} value={values.status} onChange={(v) => filters.set('status', v)} />
      </div>

      <SummaryCards label="Invoice totals" items={summaryOf(data?.totals)} loading={loading} testId="invoice-totals" />

      <ReportSection title="By status">
        <ReportTable<StatusRow>
          label="Invoices by status"
          columns={statusColumns}
          rows={byStatus}
          rowKey={(r) => r.status}
          footer
          loading={loading}
          fetching={report.isFetching && !loading}
          error={report.error}
          onRetry={() => void report.refetch()}
          emptyMessage="No invoices in this period"
          testId="invoice-by-status"
          rowTestId="status-row"
          rowProps={(r) => ({ 'data-status': r.status })}
        />
      </ReportSection>

      <ReportSection title="By customer" note={data && data.by_customer.length >= 500 ? 'The 500 customers billed the most are listed; the totals row counts every customer.' : undefined}>
        <ReportTable<CustomerRow>
          label="Invoices by customer"
          columns={customerColumns}
          rows={data?.by_customer}
          rowKey={(r) => String(r.customer_id)}
          footer
          loading={loading}
          fetching={report.isFetching && !loading}
          error={report.error}
          onRetry={() => void report.refetch()}
          emptyMessage="No invoices in this period"
          testId="invoice-by-customer"
          rowTestId="customer-row"
          rowProps={(r) => ({ 'data-customer': String(r.customer_id) })}
        />
      </ReportSection>
    </section>
  );
}

export const InvoiceReportPage: AppPage = () => <InvoiceReportScreen />;
InvoiceReportPage.displayName = 'InvoiceReportPage';
InvoiceReportPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
