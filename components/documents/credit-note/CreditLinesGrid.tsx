import { useId } from 'react';
import { Button } from '@/components/data/Button';
import { MoneyInput } from '@/components/documents/payment/MoneyInput';
import { formatDate } from '@/components/resource/format';
import { PPN_BASE_LABELS } from '@/lib/finance/tax';
import { formatRupiah } from '@/lib/pricing/money';
import { groupDigits } from '@/components/documents/payment/payment-entry';
import type { CreditFigures, CreditInvoice, CreditRow } from './credit-note-form';

/*
 * The invoice's AWBs, one row each: what was billed, what approved notes credited already, what is
 * left, and the credit of this note (typed, or "All" that is left); under it the note's figures as the
 * server will work them out, and what is left of the invoice to credit. A table on a wide screen; on a
 * tablet in portrait each AWB is a card of its own.
 */

export interface CreditLinesGridProps {
  invoice: CreditInvoice;
  rows: readonly CreditRow[];
  /** Errors by screen path (`awb:<line id>`, `lines`). */
  errors: Record<string, string>;
  figures: CreditFigures;
  disabled?: boolean;
  onCredit: (lineId: number, text: string) => void;
  /** Every AWB credited all that is left on it. */
  onCreditAll: () => void;
}

const cell = 'block px-4 py-1 align-top lg:table-cell lg:px-2 lg:py-2';
const head = 'px-2 py-2 font-semibold';

export function CreditLinesGrid(props: CreditLinesGridProps) {
  const { invoice, rows, errors, figures, disabled, onCreditAll } = props;
  const gridError = errors.lines;
  const anyLeft = invoice.awbs.some((a) => a.left > 0);
  return (
    <section aria-labelledby="credit-lines-heading" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="credit-grid">
      <div className="flex flex-col gap-2 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="credit-lines-heading" className="text-base font-semibold text-slate-800">
            AWBs of {invoice.number}
          </h2>
          <p className="text-xs text-slate-500">Type the credit on each AWB concerned; at most what is left on it.</p>
        </div>
        <Button onClick={onCreditAll} disabled={disabled || !anyLeft} className="min-h-11 self-start sm:self-auto" data-testid="credit-all">
          Credit all that is left
        </Button>
      </div>
      {gridError && (
        <p role="alert" className="mx-4 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="credit-lines-error">
          {gridError}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500">The invoice has no AWB lines.</p>
      ) : (
        <div className="lg:overflow-x-auto">
          <table className="block w-full text-sm lg:table" aria-label={`AWBs of ${invoice.number}`}>
            <thead className="hidden bg-slate-50 text-left text-xs text-slate-600 uppercase lg:table-header-group">
              <tr>
                <th scope="col" className={`${head} pl-4`}>
                  AWB
                </th>
                <th scope="col" className={head}>
                  Shipment
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Billed
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Credited before
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Left to credit
                </th>
                <th scope="col" className={`${head} pr-4`}>
                  Credit
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 lg:table-row-group">
              {rows.map((row, index) => (
                <CreditLine key={row.key} row={row} index={index} {...props} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Totals invoice={invoice} figures={figures} />
    </section>
  );
}

function CreditLine({ row, index, errors, disabled, onCredit }: CreditLinesGridProps & { row: CreditRow; index: number }) {
  const id = useId();
  const { line } = row;
  const error = errors[row.key];
  const errorId = error ? `${id}-error` : undefined;
  const nothingLeft = line.left <= 0;
  const partlyTaxed = row.amount > 0 && line.taxable !== line.billed;
  return (
    <tr
      className={`block py-2 lg:table-row lg:py-0 ${error ? 'bg-red-50/60' : row.amount > 0 ? 'bg-emerald-50/40' : ''}`}
      data-testid="credit-row"
      data-row={index}
      data-line={line.id}
    >
      <td className={`${cell} lg:pl-4`}>
        <span className="block font-mono font-semibold whitespace-nowrap text-slate-900">{line.awb}</span>
        {line.shipmentDate && <span className="block text-xs text-slate-500">{formatDate(line.shipmentDate)}</span>}
      </td>
      <td className={`${cell} text-xs text-slate-600`}>
        {[line.consignee, line.destination, line.service].filter(Boolean).join(' · ') || '–'}
      </td>
      <td className={`${cell} tabular-nums lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">Billed </span>
        <span data-testid="credit-billed">{formatRupiah(line.billed)}</span>
      </td>
      <td className={`${cell} tabular-nums lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">Credited before </span>
        <span data-testid="credit-before" className={line.credited ? 'text-slate-800' : 'text-slate-400'}>
          {formatRupiah(line.credited)}
        </span>
      </td>
      <td className={`${cell} font-medium tabular-nums lg:text-right`}>
        <span className="text-xs font-normal text-slate-500 lg:hidden">Left to credit </span>
        <span data-testid="credit-left" className={nothingLeft ? 'text-slate-400' : 'text-slate-900'}>
          {nothingLeft ? 'Nothing left' : formatRupiah(line.left)}
        </span>
      </td>
      <td className={`${cell} lg:min-w-52 lg:pr-4`}>
        <span className="text-xs text-slate-500 lg:hidden" aria-hidden="true">
          Credit
        </span>
        <div className="flex gap-2">
          <MoneyInput
            compact
            value={row.text}
            onChange={(text) => onCredit(line.id, text)}
            disabled={disabled || (nothingLeft && !row.text)}
            invalid={Boolean(error)}
            aria-label={`Credit on AWB ${line.awb}`}
            aria-describedby={errorId}
            className="min-w-0 flex-1"
          />
          <Button
            size="sm"
            onClick={() => onCredit(line.id, groupDigits(line.left))}
            disabled={disabled || nothingLeft}
            className="min-h-10"
            aria-label={`Credit all ${formatRupiah(line.left)} left on AWB ${line.awb}`}
          >
            All
          </Button>
        </div>
        {error && (
          <p id={errorId} className="mt-1 text-xs text-red-600 lg:max-w-60" data-field-error>
            {error}
          </p>
        )}
        {!error && partlyTaxed && <p className="mt-1 text-xs text-slate-500">{formatRupiah(row.taxable)} of it subject to PPN</p>}
      </td>
    </tr>
  );
}

function Totals({ invoice, figures }: { invoice: CreditInvoice; figures: CreditFigures }) {
  const after = figures.total === null ? null : invoice.left - figures.total;
  const rule = invoice.rule;
  const ppnNote = rule ? `${String(rule.percent)} % · ${PPN_BASE_LABELS[rule.base].replace(/\s*\(.*\)$/, '')}` : 'Mixed PPN rules: worked out per service on save';
  const figuresShown: { key: string; label: string; value: number | null; note?: string; tone?: string }[] = [
    { key: 'amount', label: 'Amount', value: figures.amount, note: 'Before PPN' },
    { key: 'dpp', label: 'DPP', value: figures.dpp },
    { key: 'ppn', label: 'PPN', value: figures.ppn, note: ppnNote },
    { key: 'total', label: 'Total credit', value: figures.total },
    { key: 'left', label: 'Left of the invoice', value: invoice.left, note: `Total ${formatRupiah(invoice.total)} less ${formatRupiah(invoice.credited)} credited` },
    { key: 'after', label: 'Left after this note', value: after, tone: after !== null && after < 0 ? 'text-red-700' : undefined },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm sm:grid-cols-3 lg:grid-cols-6" data-testid="credit-totals">
      {figuresShown.map((f) => (
        <div key={f.key} data-total={f.key}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{f.label}</dt>
          <dd className={`font-semibold tabular-nums ${f.tone ?? 'text-slate-900'}`} data-testid={`credit-total-${f.key}`}>
            {f.value === null ? '–' : formatRupiah(f.value)}
          </dd>
          {f.note && <dd className="text-xs text-slate-500">{f.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
