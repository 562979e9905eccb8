import type { ReactElement } from 'react';
import { useMemo } from 'react';
import { PageHeader } from '@/components/data/PageHeader';
import { DISBURSEMENT_METHOD_LABELS, type DisbursementMethod } from '@/components/documents/vendor-payment/vendor-payment-entry';
import { ExportButtons } from '@/components/resource/ExportButtons';
import { isIsoDay, useReportFilters } from '@/hooks/finance/use-report-filters';
import { useVendorPaymentReport, type VendorPaymentQuery, type VendorPaymentReport, type VendorPaymentSums } from '@/hooks/finance/use-vendor-payment-report';
import { AppLayout } from '@/layouts/AppLayout';
import { formatRupiah } from '@/lib/pricing/money';
import { DISBURSEMENT_METHODS } from '@/lib/resources/documents/vendor-payment';
import type { ListQuery, ResourceRef } from '@/services/resource/client';
import type { AppPage } from '@/types/page';
import { CustomerCell, sumColumns, type SumColumn } from './report-columns';
import { ChoiceFilter, PeriodFilter, RefFilter } from './ReportFilters';
import { REPORT_PRESETS, reportDefaults } from './report-filters';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import { SummaryCards, type SummaryItem } from './SummaryCards';

/*
 * Vendor payment report · /finance/ap/payment-invoice-vendor/report: the payments to vendors of a
 * period (by payment date, cancelled ones left out) summed — paid on the bills, PPh 23 of the bills
 * paid, our bank charges — in total, per method and per vendor. The filters are in the URL; the export
 * is the vendor payment list itself with the same filters.
 */

const VENDOR_PAYMENT_REF: ResourceRef = { module: 'finance', name: 'vendor-payment' };
const FILTER_KEYS = ['date_from', 'date_to', 'vendor_id', 'branch_id', 'method'] as const;

export const vendorMethodLabel = (m: string) => DISBURSEMENT_METHOD_LABELS[m as DisbursementMethod] ?? m;
const METHOD_OPTIONS = DISBURSEMENT_METHODS.map((m) => ({ value: m, label: DISBURSEMENT_METHOD_LABELS[m] }));

const SUMS: readonly SumColumn<VendorPaymentSums>[] = [
  { key: 'count', header: 'Payments', count: true },
  { key: 'paid', header: 'Paid' },
  { key: 'pph23', header: 'PPh 23', from: 'md' },
  { key: 'bank_charge', header: 'Bank charges', from: 'lg' },
];

type MethodRow = VendorPaymentReport['by_method'][number];
type VendorRow = VendorPaymentReport['by_vendor'][number];

function summaryOf(t: VendorPaymentSums | undefined): SummaryItem[] {
  const rp = (n: number | undefined) => formatRupiah(n ?? 0);
  return [
    { key: 'count', label: 'Payments', value: (t?.count ?? 0).toLocaleString('id-ID') },
    { key: 'paid', label: 'Paid to vendors', value: rp(t?.paid), hint: 'on their bills', emphasis: true },
    { key: 'pph23', label: 'PPh 23 withheld', value: rp(t?.pph23), hint: 'on the bills paid' },
    { key: 'bank_charge', label: 'Bank charges', value: rp(t?.bank_charge), hint: 'ours' },
    { key: 'out', label: 'Out of the accounts', value: rp((t?.paid ?? 0) + (t?.bank_charge ?? 0)), hint: 'paid + bank charges', emphasis: true },
  ];
}

const isId = (text: string | undefined) => Boolean(text && /^\d+$/.test(text) && Number(text) > 0);

/** The report's query from the URL's values; null while the period is not a valid range. */
function queryOf(values: Record<(typeof FILTER_KEYS)[number], string>): VendorPaymentQuery | null {
  const { date_from, date_to, vendor_id, branch_id, method } = values;
  if (!isIsoDay(date_from) || !isIsoDay(date_to) || date_from > date_to) return null;
  return {
    date_from,
    date_to,
    ...(isId(vendor_id) ? { vendor_id } : {}),
    ...(isId(branch_id) ? { branch_id } : {}),
    ...(method ? { method } : {}),
  };
}

/** The vendor payment list's export: its own filters, as near the report's as they go (one method at most). */
function exportQueryOf(query: VendorPaymentQuery): ListQuery {
  const methods = query.method?.split(',') ?? [];
  return {
    date_from: query.date_from,
    date_to: query.date_to,
    stage: 'booked',
    ...(query.vendor_id ? { vendor_id: query.vendor_id } : {}),
    ...(query.branch_id ? { branch_id: query.branch_id } : {}),
    ...(methods.length === 1 ? { method: methods[0] } : {}),
  };
}

export function VendorPaymentReportScreen() {
  const filters = useReportFilters(FILTER_KEYS, reportDefaults);
  const { values } = filters;
  const query = useMemo(() => queryOf(values), [values]);
  const report = useVendorPaymentReport(query ?? { date_from: '', date_to: '' }, { enabled: filters.ready && query !== null });
  const data = report.data;
  const loading = report.isPending && query !== null;
  const fetching = report.isFetching && !loading;
  const retry = () => void report.refetch();

  const methodColumns = useMemo(
    () => [
      { key: 'method', header: 'Method', cell: (r: MethodRow) => <span className="whitespace-nowrap">{vendorMethodLabel(r.method)}</span>, footer: 'Total' },
      ...sumColumns<VendorPaymentSums, MethodRow>(SUMS, data?.totals),
    ],
    [data?.totals],
  );
  const vendorColumns = useMemo(
    () => [
      { key: 'vendor', header: 'Vendor', cell: (r: VendorRow) => <CustomerCell code={r.code} name={r.name} />, footer: 'Total' },
      ...sumColumns<VendorPaymentSums, VendorRow>(SUMS, data?.totals),
    ],
    [data?.totals],
  );

  const exportQuery = useMemo(() => (query ? exportQueryOf(query) : {}), [query]);
  const severalMethods = (query?.method?.split(',').length ?? 0) > 1;

  return (
    <section data-testid="vendor-payment-report">
      <PageHeader
        title="Vendor payment report"
        description="The payments to vendors of a period: what was paid on their bills, by which method and to whom, with the PPh 23 of the bills paid and our bank charges."
        actions={
          query ? (
            <div className="flex flex-col items-end gap-1">
              <ExportButtons resource={VENDOR_PAYMENT_REF} query={exportQuery} />
              {severalMethods && <span className="text-xs text-slate-500">The export lists every method.</span>}
            </div>
          ) : null
        }
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-6" data-testid="report-filters">
        <PeriodFilter label="Payment date" from={values.date_from} to={values.date_to} onChange={filters.setMany} presets={REPORT_PRESETS} />
        <RefFilter label="Vendor" resource="vendor" param="vendor_id" value={values.vendor_id} onChange={(v) => filters.set('vendor_id', v)} />
        <RefFilter label="Branch" resource="branch" param="branch_id" value={values.branch_id} onChange={(v) => filters.set('branch_id', v)} className="w-full sm:w-56" />
        <ChoiceFilter label="Method" param="method" options={METHOD_OPTIONS} value={values.method} onChange={(v) => filters.set('method', v)} />
      </div>

      <SummaryCards label="Vendor payment totals" items={summaryOf(data?.totals)} loading={loading} testId="vendor-payment-totals" />

      <ReportSection title="By method">
        <ReportTable<MethodRow>
          label="Vendor payments by method"
          columns={methodColumns}
          rows={data?.by_method}
          rowKey={(r) => r.method}
          footer
          loading={loading}
          fetching={fetching}
          error={report.error}
          onRetry={retry}
          emptyMessage="No vendor payments in this period"
          testId="vendor-payment-by-method"
          rowTestId="method-row"
          rowProps={(r) => ({ 'data-method': r.method })}
        />
      </ReportSection>

      <ReportSection title="By vendor" note={data && data.by_vendor.length >= 500 ? 'The 500 vendors paid the most are listed; the totals row counts every vendor.' : undefined}>
        <ReportTable<VendorRow>
          label="Vendor payments by vendor"
          columns={vendorColumns}
          rows={data?.by_vendor}
          rowKey={(r) => String(r.vendor_id)}
          footer
          loading={loading}
          fetching={fetching}
          error={report.error}
          onRetry={retry}
          emptyMessage="No vendor payments in this period"
          testId="vendor-payment-by-vendor"
          rowTestId="vendor-row"
          rowProps={(r) => ({ 'data-vendor': String(r.vendor_id) })}
        />
      </ReportSection>
    </section>
  );
}

export const VendorPaymentReportPage: AppPage = () => <VendorPaymentReportScreen />;
VendorPaymentReportPage.displayName = 'VendorPaymentReportPage';
VendorPaymentReportPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
