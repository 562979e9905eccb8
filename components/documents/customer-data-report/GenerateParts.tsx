import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/data/Button';
import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { formatDate } from '@/components/resource/format';
import { RefPicker } from '@/components/resource/RefPicker';
import type { RefField } from '@/lib/resources/engine/define';
import { formatRupiah } from '@/lib/pricing/money';
import { apiErrorMessage } from '@/services/api-client';
import type { BulkCreateResult, Period } from '@/services/finance/finance-client';

/*
 * The parts the finance generate screens share (CDR posting, invoice drafts): the period, a reference
 * picker outside a form, the candidates — customers with something to generate — to tick and generate
 * at once, and the result of that per customer.
 */

export const cardClass = 'rounded-lg border border-slate-200 bg-white shadow-sm';
const count = (n: number) => n.toLocaleString('en-US');

/** "1 Oct 2026 – 31 Oct 2026". */
export const periodText = (p: Period | Record<string, unknown>) =>
  `${p.period_from ? formatDate(String(p.period_from)) : '…'} – ${p.period_to ? formatDate(String(p.period_to)) : '…'}`;

export interface PeriodFieldsProps {
  period: Period;
  onChange: (period: Period) => void;
  labels: { from: string; until: string };
  /** The period's problem or the server's field errors, per field. */
  errors?: Partial<Record<keyof Period, string>>;
  hint?: ReactNode;
  /** More inputs on the same row (the invoice date). */
  children?: ReactNode;
}

/** The period the screen works on: from / until dates on one row (stacked on a narrow screen). */
export function PeriodFields({ period, onChange, labels, errors = {}, hint, children }: PeriodFieldsProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${cardClass} px-4 py-3`} data-testid="period">
      <h2 id={titleId} className="text-sm font-semibold text-slate-800">
        Period
      </h2>
      {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={labels.from} required error={errors.period_from}>
          {(c) => (
            <input {...c} type="date" name="period_from" value={period.period_from} onChange={(e) => onChange({ ...period, period_from: e.target.value })} className={inputClass(Boolean(errors.period_from))} />
          )}
        </FormField>
        <FormField label={labels.until} required error={errors.period_to}>
          {(c) => (
            <input {...c} type="date" name="period_to" value={period.period_to} onChange={(e) => onChange({ ...period, period_to: e.target.value })} className={inputClass(Boolean(errors.period_to))} />
          )}
        </FormField>
        {children}
      </div>
    </section>
  );
}

export interface RefSelectProps {
  /** The body key (`customer_id`): the picker's test id is `ref-picker-{name}`. */
  name: string;
  field: RefField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** A reference picker with its label, outside a react-hook-form (as DocumentFieldInput shows a ref field). */
export function RefSelect({ name, field, value, onChange, error, required = Boolean(field.required) }: RefSelectProps) {
  return (
    <FormField label={field.label} hint={field.help} required={required} error={error}>
      {(c) => (
        <RefPicker
          field={field}
          value={value}
          onChange={onChange}
          name={name}
          id={c.id}
          invalid={c['aria-invalid']}
          describedBy={c['aria-describedby']}
          clearable={!required}
          placeholder={required ? 'Type to search…' : '— (type to search)'}
          testId={`ref-picker-${name}`}
        />
      )}
    </FormField>
  );
}

/** What every candidate row has. */
export interface CandidateBase {
  customer_id: number;
  code: string;
  name: string;
  amount: number;
}

/** A count column of the candidates (AWBs, CDRs). */
export interface CandidateCount<T> {
  key: string;
  label: string;
  value: (row: T) => number;
}

export interface CandidateQuery<T> {
  data?: T[];
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface BulkOutcome {
  message: string;
  results: BulkCreateResult[];
}

export interface CandidatesPanelProps<T extends CandidateBase> {
  title: string;
  description?: ReactNode;
  /** The period asked for; null while it is not a valid one. */
  period: Period | null;
  query: CandidateQuery<T>;
  counts: readonly CandidateCount<T>[];
  /** What is generated: { one: 'CDR', many: 'CDRs' }. */
  noun: { one: string; many: string };
  pending: boolean;
  /** The ticked customers, or null for every one with something (the server picks them). */
  onGenerate: (customerIds: number[] | null) => void;
  /** The refusal of the whole request (nothing to generate in the period). */
  failure: string | null;
  outcome: BulkOutcome | null;
  /** A created document's number as shown in the results (a link, a button opening it). */
  renderCreated: (result: BulkCreateResult) => ReactNode;
  onDismissOutcome: () => void;
  testId: string;
}

/**
 * The customers with something to generate in the period, ticked one by one or all at once, and
 * "Generate for selected" / "Generate for all"; then the outcome per customer: the document made, or
 * why not. A refused customer never stops the others.
 */
export function CandidatesPanel<T extends CandidateBase>({
  title,
  description,
  period,
  query,
  counts,
  noun,
  pending,
  onGenerate,
  failure,
  outcome,
  renderCreated,
  onDismissOutcome,
  testId,
}: CandidatesPanelProps<T>) {
  const titleId = useId();
  const findId = useId();
  const rows = useMemo(() => (period ? (query.data ?? []) : []), [period, query.data]);
  const [ticked, setTicked] = useState<Set<number>>(() => new Set());
  const [find, setFind] = useState('');
  const [confirmAll, setConfirmAll] = useState(false);

  // a generation done: the ticks go (those customers have left the list, or said why not)
  useEffect(() => {
    if (outcome) setTicked(new Set());
  }, [outcome]);

  const needle = find.trim().toLowerCase();
  const shown = needle ? rows.filter((r) => r.code.toLowerCase().includes(needle) || r.name.toLowerCase().includes(needle)) : rows;
  const chosen = rows.filter((r) => ticked.has(r.customer_id));
  const allShownTicked = shown.length > 0 && shown.every((r) => ticked.has(r.customer_id));
  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleShown = () =>
    setTicked((current) => {
      const next = new Set(current);
      for (const r of shown) {
        if (allShownTicked) next.delete(r.customer_id);
        else next.add(r.customer_id);
      }
      return next;
    });

  const sum = (list: readonly T[], pick: (r: T) => number) => list.reduce((a, r) => a + pick(r), 0);
  const blocked = !period ? 'Choose a valid period first' : pending ? 'Generating…' : null;
  const selectedBlocked = blocked ?? (chosen.length ? null : 'Tick one or more customers first');
  const allBlocked = blocked ?? (rows.length ? null : `No customer has anything in this period`);

  return (
    <section aria-labelledby={titleId} className={`${cardClass} flex min-w-0 flex-col`} data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-800">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
        </div>
        <Button size="sm" variant="ghost" onClick={() => void query.refetch()} disabled={!period || query.isFetching} data-testid={`${testId}-refresh`}>
          {query.isFetching && !query.isPending ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>

      <div className="space-y-3 px-4 py-3">
        {outcome && <BulkResults outcome={outcome} renderCreated={renderCreated} onDismiss={onDismissOutcome} />}
        {failure && <FormErrorBanner error={{ message: failure }} />}

        {!period ? (
          <p className="text-sm text-slate-500">Choose a valid period to see who has something to generate.</p>
        ) : query.isPending ? (
          <p className="text-sm text-slate-500" role="status">
            Loading…
          </p>
        ) : query.error ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
            The list could not be loaded: {apiErrorMessage(query.error)}
            <Button size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid={`${testId}-empty`}>
            Nobody has anything to generate for {periodText(period)}.
          </p>
        ) : (
          <>
            {rows.length > 8 && (
              <div className="max-w-xs">
                <label htmlFor={findId} className="block text-xs font-medium text-slate-600">
                  Find a customer
                </label>
                <input id={findId} type="search" value={find} onChange={(e) => setFind(e.target.value)} placeholder="Code or name" className={inputClass(false, 'mt-0.5')} />
              </div>
            )}
            <div className="max-h-96 overflow-auto rounded-md border border-slate-200">
              <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label={title} data-testid={`${testId}-table`}>
                <thead className="sticky top-0 z-10 bg-slate-50">
                  <tr>
                    <th scope="col" className="w-10 px-3 py-2 text-left">
                      <input
                        type="checkbox"
                        checked={allShownTicked}
                        onChange={toggleShown}
                        aria-label={needle ? 'Tick every customer shown' : 'Tick every customer'}
                        className="h-4 w-4 rounded border-slate-300"
                      />
                    </th>
                    <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-slate-600 uppercase">
                      Customer
                    </th>
                    {counts.map((c) => (
                      <th key={c.key} scope="col" className="px-3 py-2 text-right text-xs font-semibold text-slate-600 uppercase">
                        {c.label}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2 text-right text-xs font-semibold whitespace-nowrap text-slate-600 uppercase">
                      Amount <span className="font-normal normal-case">(before PPN)</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {shown.map((r) => {
                    const on = ticked.has(r.customer_id);
                    return (
                      <tr key={r.customer_id} className={on ? 'bg-sky-50' : ''} data-testid="candidate" data-customer-id={r.customer_id}>
                        <td className="px-3 py-1.5">
                          <input type="checkbox" checked={on} onChange={() => toggle(r.customer_id)} aria-label={`${r.code} ${r.name}`} className="h-4 w-4 rounded border-slate-300" />
                        </td>
                        <td className="px-3 py-1.5">
                          <span className="font-mono text-xs text-slate-500">{r.code}</span> <span className="text-slate-800">{r.name}</span>
                        </td>
                        {counts.map((c) => (
                          <td key={c.key} className="px-3 py-1.5 text-right tabular-nums">
                            {count(c.value(r))}
                          </td>
                        ))}
                        <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">{formatRupiah(r.amount)}</td>
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot className="sticky bottom-0 bg-slate-50 font-medium">
                  <tr>
                    <td />
                    <td className="px-3 py-2 text-slate-700">{rows.length === 1 ? '1 customer' : `${count(rows.length)} customers`}</td>
                    {counts.map((c) => (
                      <td key={c.key} className="px-3 py-2 text-right tabular-nums">
                        {count(sum(rows, c.value))}
                      </td>
                    ))}
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatRupiah(sum(rows, (r) => r.amount))}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </>
        )}
      </div>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3">
        <span className="mr-auto text-sm text-slate-600" data-testid={`${testId}-selected`}>
          {chosen.length ? `${chosen.length} ticked · ${formatRupiah(sum(chosen, (r) => r.amount))}` : 'Tick customers, or generate for all'}
        </span>
        <Button
          variant="primary"
          onClick={() => onGenerate(chosen.map((r) => r.customer_id))}
          disabledReason={selectedBlocked}
          pending={pending}
          pendingLabel="Generating…"
          data-testid={`${testId}-generate-selected`}
        >
          Generate {noun.many} for selected{chosen.length ? ` (${chosen.length})` : ''}
        </Button>
        <Button onClick={() => setConfirmAll(true)} disabledReason={allBlocked} data-testid={`${testId}-generate-all`}>
          Generate {noun.many} for all
        </Button>
      </div>

      <ConfirmDialog
        open={confirmAll}
        title={`Generate ${noun.many} for all?`}
        confirmLabel={`Generate for all`}
        pending={pending}
        onConfirm={() => {
          setConfirmAll(false);
          onGenerate(null);
        }}
        onClose={() => setConfirmAll(false)}
      >
        {period && (
          <p>
            A {noun.one} for every customer with something in {periodText(period)}
            {rows.length ? ` (${rows.length === 1 ? '1 customer' : `${count(rows.length)} customers`} listed, ${formatRupiah(sum(rows, (r) => r.amount))})` : ''}. A customer refused never stops the
            others.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

/** The outcome of a bulk generation, a line per customer: what was made, or why not. */
export function BulkResults({ outcome, renderCreated, onDismiss }: { outcome: BulkOutcome; renderCreated: (r: BulkCreateResult) => ReactNode; onDismiss: () => void }) {
  const refused = outcome.results.filter((r) => !r.ok).length;
  return (
    <div role="status" className={`rounded-md border px-3 py-2 ${refused ? 'border-amber-200 bg-amber-50' : 'border-emerald-200 bg-emerald-50'}`} data-testid="bulk-results">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-800" data-testid="bulk-results-message">
          {outcome.message}
        </p>
        <Button size="sm" variant="ghost" onClick={onDismiss} data-testid="bulk-results-dismiss">
          Dismiss
        </Button>
      </div>
      <ul className="mt-1 max-h-72 divide-y divide-slate-200/70 overflow-auto text-sm" aria-label="Result per customer">
        {outcome.results.map((r) => (
          <li key={r.customer_id} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 py-1.5" data-testid="bulk-result" data-ok={r.ok} data-customer-id={r.customer_id}>
            <span aria-hidden="true" className={r.ok ? 'text-emerald-700' : 'text-red-600'}>
              {r.ok ? '✓' : '✕'}
            </span>
            <span className="font-medium text-slate-800">{r.customer_name || `Customer #${r.customer_id}`}</span>
            {r.ok ? (
              <>
                {renderCreated(r)}
                <span className="text-xs text-slate-500">{r.created === false ? 'generated before (the same request)' : 'created'}</span>
              </>
            ) : (
              <span className="text-red-700">
                <span className="sr-only">Refused: </span>
                {r.message}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
