import { formatRupiah } from '@/lib/pricing/money';
import type { ReportColumn } from './ReportTable';

/*
 * The amount columns the report tables share: one per sum the server answers, each right-aligned,
 * the less used ones hidden on a narrow screen. `totals` fills the totals row.
 */

export interface SumColumn<S> {
  key: keyof S & string;
  header: string;
  /** A count, not rupiah. */
  count?: boolean;
  /** Hidden below this width (the table scrolls sideways otherwise). */
  from?: 'md' | 'lg' | 'xl';
}

const HIDE: Record<NonNullable<SumColumn<unknown>['from']>, string> = {
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
};

const show = (n: number, count?: boolean) => (count ? n.toLocaleString('id-ID') : formatRupiah(n));

export function sumColumns<S extends object, T extends S>(sums: readonly SumColumn<S>[], totals?: S): ReportColumn<T>[] {
  return sums.map((s) => ({
    key: s.key,
    header: s.header,
    numeric: true,
    className: s.from ? HIDE[s.from] : undefined,
    cell: (row: T) => <span data-sum={s.key}>{show(Number(row[s.key] ?? 0), s.count)}</span>,
    footer: totals ? <span data-sum={s.key}>{show(Number(totals[s.key] ?? 0), s.count)}</span> : undefined,
  }));
}

/** A customer cell: the name, its code under it. */
export function CustomerCell({ code, name }: { code: string; name: string }) {
  return (
    <span className="block min-w-40">
      <span className="block font-medium text-slate-800">{name}</span>
      <span className="block font-mono text-xs text-slate-500">{code}</span>
    </span>
  );
}
