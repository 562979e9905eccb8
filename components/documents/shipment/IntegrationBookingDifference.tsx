import type { ReactNode } from 'react';
import { kgChange, rupiahChange, type Change } from '@/hooks/documents/use-integration-booking';
import type { QuoteOption } from '@/lib/resources/documents/shipment-api';
import { formatKg, formatRupiah } from './pos-format';

/*
 * What the customer announced against what the counter measured, as the server prices it: chargeable
 * weight and total side by side, and the difference — green when the parcel is as announced, amber
 * (with the amount) when it costs more or less.
 */

export interface IntegrationBookingDifferenceProps {
  announced: { chargeable_kg: number | null; total: number | null };
  /** The quote's option of the draft's service for the measured koli (undefined: not priced yet). */
  option: QuoteOption | undefined;
  updating: boolean;
  /** Why there is no measured price (koli to fix, service not available, pricing …). */
  note: string | null;
}

type Tone = 'equal' | 'more' | 'less';

const toneOf = (c: Change | null): Tone | null => (c === null ? null : c.difference === 0 ? 'equal' : c.difference > 0 ? 'more' : 'less');

const TONES: Record<Tone, string> = {
  equal: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  more: 'border-amber-300 bg-amber-50 text-amber-900',
  less: 'border-amber-300 bg-amber-50 text-amber-900',
};

const signed = (c: Change, format: (n: number) => string) => (c.difference === 0 ? '±0' : `${c.difference > 0 ? '+' : '−'}${format(Math.abs(c.difference))}`);

function Row({ label, announced, measured, difference, tone, testId }: { label: string; announced: ReactNode; measured: ReactNode; difference: ReactNode; tone: Tone | null; testId: string }) {
  return (
    <tr data-testid={testId} data-tone={tone ?? 'none'}>
      <th scope="row" className="py-1 pr-2 text-left font-medium text-slate-600">
        {label}
      </th>
      <td className="py-1 pr-2 text-right whitespace-nowrap text-slate-700 tabular-nums">{announced}</td>
      <td className="py-1 pr-2 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">{measured}</td>
      <td className={`py-1 text-right font-semibold whitespace-nowrap tabular-nums ${tone === null ? 'text-slate-400' : tone === 'equal' ? 'text-emerald-700' : 'text-amber-700'}`}>{difference}</td>
    </tr>
  );
}

export function IntegrationBookingDifference({ announced, option, updating, note }: IntegrationBookingDifferenceProps) {
  const priced = option?.available && option.charges ? { chargeable_kg: option.chargeable_kg ?? null, total: option.charges.total } : null;
  const kg = priced && priced.chargeable_kg !== null && announced.chargeable_kg !== null ? kgChange(announced.chargeable_kg, priced.chargeable_kg) : null;
  const total = priced && announced.total !== null ? rupiahChange(announced.total, priced.total) : null;
  const kgTone = toneOf(kg);
  const totalTone = toneOf(total);
  // The price decides the tone; at the same price a different chargeable weight still shows amber.
  const overall: Tone | null = totalTone === 'equal' && kgTone !== null ? kgTone : totalTone;

  let summary: ReactNode;
  if (!priced || !total) summary = note ?? 'Pricing…';
  else if (overall === 'equal') summary = 'As announced: same weight, same price.';
  else if (total.difference === 0) summary = `Same price, chargeable weight ${kg && kg.difference > 0 ? 'higher' : 'lower'} by ${formatKg(Math.abs(kg?.difference ?? 0))}.`;
  else summary = `${formatRupiah(Math.abs(total.difference))} ${total.difference > 0 ? 'more' : 'less'} than announced.`;

  return (
    <section aria-label="Announced and measured" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="receive-compare">
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-2">
        <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Announced vs measured{option ? ` · ${option.code}` : ''}</h2>
        <span role="status" className="text-xs text-amber-600">
          {updating ? 'Updating…' : ''}
        </span>
      </div>
      <div className={`px-4 py-3 text-sm transition-opacity ${updating ? 'opacity-60' : ''}`}>
        <div className="overflow-x-auto">
          <table className="w-full">
            <thead>
              <tr className="text-xs text-slate-500">
                <th scope="col" className="sr-only">
                  Figure
                </th>
                <th scope="col" className="pr-2 text-right font-medium">
                  Announced
                </th>
                <th scope="col" className="pr-2 text-right font-medium">
                  Measured
                </th>
                <th scope="col" className="text-right font-medium">
                  Difference
                </th>
              </tr>
            </thead>
            <tbody>
              <Row
                label="Chargeable"
                announced={formatKg(announced.chargeable_kg)}
                measured={formatKg(priced?.chargeable_kg)}
                difference={kg ? signed(kg, formatKg) : '–'}
                tone={kgTone}
                testId="difference-kg"
              />
              <Row
                label="Total"
                announced={announced.total === null ? '–' : formatRupiah(announced.total)}
                measured={priced ? formatRupiah(priced.total) : '–'}
                difference={total ? signed(total, formatRupiah) : '–'}
                tone={totalTone}
                testId="difference-total"
              />
            </tbody>
          </table>
        </div>
        <p
          className={`mt-3 rounded-md border px-3 py-2 text-sm font-medium ${overall ? TONES[overall] : 'border-slate-200 bg-slate-50 text-slate-600'}`}
          data-testid="receive-difference"
          data-tone={overall ?? 'none'}
        >
          {summary}
        </p>
      </div>
    </section>
  );
}
