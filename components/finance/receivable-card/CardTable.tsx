import { useMemo } from 'react';
import { formatDate } from '@/components/resource/format';
import { ReportTable, type ReportColumn } from '@/components/finance/reports/ReportTable';
import type { CardMeta, CardRow } from '@/services/finance/finance-client';
import { amountOrBlank, balanceText, entryKindLabel } from './card-format';

export interface CardTableProps {
  rows: readonly CardRow[] | undefined;
  /** The first page's meta (the opening balance, the period's sums). */
  head: CardMeta | undefined;
  dateFrom: string;
  /** Every entry of the period is shown: the totals row can be added. */
  complete: boolean;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
}

/** A balance cell: a credit balance in green with "CR" (the customer paid more than they owe). */
function Balance({ value }: { value: number }) {
  return (
    <span className={value < 0 ? 'text-emerald-700' : undefined} title={value < 0 ? 'Credit balance: the customer has paid more than they owe' : undefined}>
      {balanceText(value)}
    </span>
  );
}

/**
 * The customer's ledger entries in date order with the running balance, from the balance brought
 * forward at the start date. A reversing entry (of a cancelled document) is greyed and marked.
 */
export function CardTable({ rows, head, dateFrom, complete, loading, fetching, error, onRetry }: CardTableProps) {
  const totals = complete && head && head.debit !== undefined;
  const columns = useMemo<ReportColumn<CardRow>[]>(
    () => [
      {
        key: 'date',
        header: 'Date',
        cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDate(r.entry_date)}</span>,
        footer: 'Period totals',
      },
      {
        key: 'document',
        header: 'Document',
        cell: (r) => <span className="font-mono text-xs break-all">{r.document_number}</span>,
      },
      {
        key: 'kind',
        header: 'Entry',
        cell: (r) => (
          <>
            <span data-testid="card-kind">
              {entryKindLabel(r.kind)}
              {r.reversal && ' '}
              {r.reversal && (
                <span className="text-xs font-medium whitespace-nowrap" data-testid="card-reversal">
                  (cancelled)
                </span>
              )}
            </span>
            {/* the item shows here when its own column is hidden (a narrow screen) */}
            {r.item_number && r.item_number !== r.document_number && <span className="block font-mono text-xs text-slate-500 md:hidden">{r.item_number}</span>}
            {r.memo && <span className="block max-w-xs text-xs text-slate-500">{r.memo}</span>}
          </>
        ),
      },
      {
        key: 'item',
        header: 'Invoice / item',
        className: 'hidden md:table-cell',
        cell: (r) => <span className="font-mono text-xs break-all">{r.item_number}</span>,
      },
      { key: 'debit', header: 'Debit', numeric: true, cell: (r) => amountOrBlank(r.debit), footer: totals ? amountOrBlank(head.debit ?? 0) : null },
      { key: 'credit', header: 'Credit', numeric: true, cell: (r) => amountOrBlank(r.credit), footer: totals ? amountOrBlank(head.credit ?? 0) : null },
      {
        key: 'balance',
        header: 'Balance',
        numeric: true,
        cell: (r) => (
          <span data-testid="card-balance">
            <Balance value={r.balance} />
          </span>
        ),
        footer: totals ? <Balance value={head.closing ?? 0} /> : null,
      },
    ],
    [totals, head],
  );

  const opening = head?.opening;
  const leading =
    opening !== undefined ? (
      <tr className="bg-slate-50/60" data-testid="card-opening-row">
        <td className="px-3 py-2.5 whitespace-nowrap text-slate-700 tabular-nums sm:px-4">{formatDate(dateFrom)}</td>
        <td className="px-3 py-2.5 font-medium text-slate-800 sm:px-4" colSpan={2}>
          Balance brought forward
        </td>
        <td className="hidden px-3 py-2.5 sm:px-4 md:table-cell" />
        <td className="px-3 py-2.5 sm:px-4" />
        <td className="px-3 py-2.5 sm:px-4" />
        <td className="px-3 py-2.5 text-right font-medium whitespace-nowrap text-slate-800 tabular-nums sm:px-4" data-testid="card-opening-balance">
          <Balance value={opening} />
        </td>
      </tr>
    ) : null;

  return (
    <ReportTable<CardRow>
      label="Receivable card entries"
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r.id)}
      footer={Boolean(totals)}
      loading={loading}
      fetching={fetching}
      error={error}
      onRetry={onRetry}
      leading={leading}
      emptyMessage="No entries in this period"
      testId="card-table"
      rowTestId="card-row"
      rowProps={(r) => ({ className: r.reversal ? 'text-slate-400' : '', 'data-reversal': r.reversal ? 'true' : undefined, 'data-kind': r.kind })}
    />
  );
}
