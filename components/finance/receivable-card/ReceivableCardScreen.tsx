import type { ReactElement } from 'react';
import { useMemo } from 'react';
import { Button } from '@/components/data/Button';
import { PageHeader } from '@/components/data/PageHeader';
import { todayLocal } from '@/components/document/local-datetime';
import { formatDate } from '@/components/resource/format';
import { PeriodFilter, RefFilter, type PeriodPreset } from '@/components/finance/reports/ReportFilters';
import { SummaryCards, type SummaryItem } from '@/components/finance/reports/SummaryCards';
import { useDownloadFile, useOpenPdf } from '@/hooks/finance/use-finance-files';
import { useReceivableCard, type CardFilter } from '@/hooks/finance/use-receivable-card';
import { isIsoDay, isoDay, monthRange, useReportFilters } from '@/hooks/finance/use-report-filters';
import { AppLayout } from '@/layouts/AppLayout';
import { formatRupiah } from '@/lib/pricing/money';
import { apiErrorMessage } from '@/services/api-client';
import { financeFilePaths } from '@/services/finance/finance-client';
import type { AppPage } from '@/types/page';
import { balanceText } from './card-format';
import { CardTable } from './CardTable';

/*
 * Receivable card (kartu piutang) · /finance/ar/receivable/card: one customer's ledger over a period —
 * the balance brought forward, every invoice, payment, PPh 23 withheld, write-off, credit note and
 * deposit in date order with the running balance — as on the statement of account. The customer and
 * the period are in the URL (`?customer_id=5&date_from=…&date_to=…`); the entries come 100 at a time
 * ("Load more" keeps those shown). Read only: the export and the statement PDF are the whole period.
 */

const KEYS = ['customer_id', 'date_from', 'date_to'] as const;

/** From the 1st of the month three months ago to today. */
export function cardDefaults(now = new Date()) {
  return { date_from: isoDay(new Date(now.getFullYear(), now.getMonth() - 3, 1)), date_to: todayLocal() };
}

const PRESETS: readonly PeriodPreset[] = [
  { label: 'Last 3 months', range: () => cardDefaults() },
  { label: 'This month', range: () => ({ date_from: monthRange(0).date_from, date_to: todayLocal() }) },
  { label: 'This year', range: () => ({ date_from: `${new Date().getFullYear()}-01-01`, date_to: todayLocal() }) },
];

const toId = (text: string) => (/^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null);

export function ReceivableCardScreen() {
  const filters = useReportFilters(KEYS, cardDefaults);
  const { customer_id, date_from, date_to } = filters.values;
  const customerId = toId(customer_id);
  const periodOk = isIsoDay(date_from) && isIsoDay(date_to) && date_from <= date_to;

  const query = useMemo<CardFilter | null>(
    () => (customerId && periodOk ? { customer_id: customerId, date_from, date_to } : null),
    [customerId, periodOk, date_from, date_to],
  );
  const card = useReceivableCard(filters.ready ? query : null);
  const pages = card.data?.pages;
  const head = pages?.[0]?.meta;
  const rows = useMemo(() => pages?.flatMap((p) => p.data), [pages]);
  const shown = rows?.length ?? 0;
  const total = head?.total;

  const download = useDownloadFile();
  const statement = useOpenPdf();
  const running = download.isPending ? download.variables?.key : undefined;
  const noCard = !customerId ? 'Choose a customer first' : !periodOk ? 'Set a valid period first' : null;
  const exportFile = (format: 'xlsx' | 'csv') =>
    query && download.mutate({ key: format, path: financeFilePaths.cardExport(query, format), filename: `receivable-card-${query.customer_id}-${query.date_from}-${query.date_to}.${format}` });

  const summary: SummaryItem[] = [
    { key: 'opening', label: 'Opening balance', value: balanceText(head?.opening ?? 0), hint: `at ${formatDate(date_from)}` },
    { key: 'debit', label: 'Debits', value: formatRupiah(head?.debit ?? 0), hint: 'invoices and other charges' },
    { key: 'credit', label: 'Credits', value: formatRupiah(head?.credit ?? 0), hint: 'payments, PPh 23, credit notes' },
    { key: 'closing', label: 'Closing balance', value: balanceText(head?.closing ?? 0), hint: `at ${formatDate(date_to)}`, emphasis: true },
    { key: 'deposits', label: 'Unapplied deposits', value: formatRupiah(head?.unapplied_deposits ?? 0), hint: 'paid over, not yet used' },
  ];

  return (
    <section data-testid="receivable-card">
      <PageHeader
        title="Receivable card"
        description="A customer's invoices, payments and other entries over a period, with the running balance."
        actions={
          <>
            <div className="flex items-center gap-2" role="group" aria-label="Export">
              <Button onClick={() => exportFile('xlsx')} pending={running === 'xlsx'} pendingLabel="Exporting…" disabled={download.isPending} disabledReason={noCard} data-testid="card-export-xlsx">
                Export XLSX
              </Button>
              <Button onClick={() => exportFile('csv')} pending={running === 'csv'} pendingLabel="Exporting…" disabled={download.isPending} disabledReason={noCard} data-testid="card-export-csv">
                CSV
              </Button>
            </div>
            <Button
              variant="primary"
              onClick={() => query && statement.mutate({ path: financeFilePaths.statement(query), filename: `statement-${query.customer_id}-${query.date_to}.pdf` })}
              pending={statement.isPending}
              pendingLabel="Preparing…"
              disabledReason={noCard}
              data-testid="card-statement"
            >
              Statement PDF
            </Button>
          </>
        }
      />

      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-6" data-testid="card-filters">
        <RefFilter label="Customer" resource="customer" param="customer_id" value={customer_id} onChange={(v) => filters.set('customer_id', v)} placeholder="Choose a customer…" className="w-full sm:w-80" />
        <PeriodFilter from={date_from} to={date_to} onChange={filters.setMany} presets={PRESETS} />
      </div>

      {!customerId ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center" data-testid="card-empty">
          <p className="text-base font-medium text-slate-700">Choose a customer</p>
          <p className="mt-1 text-sm text-slate-500">Their receivable card for the period shows here: the balance brought forward, every entry and the running balance.</p>
        </div>
      ) : (
        <>
          <SummaryCards label="The period in figures" items={summary} loading={card.isPending && query !== null} />
          <CardTable
            rows={rows}
            head={head}
            dateFrom={date_from}
            complete={card.isSuccess && !card.hasNextPage}
            loading={card.isPending && query !== null}
            fetching={card.isFetching && !card.isFetchingNextPage}
            error={card.error}
            onRetry={() => void card.refetch()}
          />
          <div className="mt-3 flex flex-col items-center gap-2 sm:flex-row sm:justify-between" data-testid="card-paging">
            <p className="text-sm text-slate-500" data-testid="card-shown">
              {total !== undefined && rows ? `${shown.toLocaleString('id-ID')} of ${total.toLocaleString('id-ID')} entries shown` : null}
            </p>
            {card.isFetchNextPageError && (
              <p role="alert" className="text-sm text-red-600">
                More entries could not be loaded: {apiErrorMessage(card.error)}
              </p>
            )}
            {card.hasNextPage && (
              <Button onClick={() => void card.fetchNextPage()} pending={card.isFetchingNextPage} pendingLabel="Loading…" className="min-h-10 w-full sm:w-auto" data-testid="card-load-more">
                {card.isFetchNextPageError ? 'Try again' : `Load more${total !== undefined ? ` (${(total - shown).toLocaleString('id-ID')} left)` : ''}`}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

export const ReceivableCardPage: AppPage = () => <ReceivableCardScreen />;
ReceivableCardPage.displayName = 'ReceivableCardPage';
ReceivableCardPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
