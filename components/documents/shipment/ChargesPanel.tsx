import type { ReactNode } from 'react';
import type { QuoteOption, ShipmentQuote } from '@/lib/resources/documents/shipment-api';
import { formatEta, formatKg, formatRupiah } from './pos-format';

/*
 * The price of the chosen service as the server quoted it, part by part. Nothing is added up here:
 * every line, the total included, is the quote's.
 */

export interface ChargesPanelProps {
  quote: ShipmentQuote | undefined;
  option: QuoteOption | undefined;
  updating: boolean;
  /** Why there is nothing to show yet. */
  note: string;
}

function Line({ label, value, sub, testId, strong = false }: { label: ReactNode; value: ReactNode; sub?: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-0.5" data-testid={testId}>
      <dt className={strong ? 'font-medium text-slate-800' : 'text-slate-600'}>
        {label}
        {sub && <span className="block text-xs text-slate-400">{sub}</span>}
      </dt>
      <dd className={`text-right tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>{value}</dd>
    </div>
  );
}

export function ChargesPanel({ quote, option, updating, note }: ChargesPanelProps) {
  const charges = option?.available ? option.charges : undefined;
  return (
    <section aria-label="Charges" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="pos-charges">
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-2">
        <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Charges{option ? ` · ${option.code}` : ''}
        </h2>
        <span role="status" className="text-xs text-amber-600">
          {updating ? 'Updating…' : ''}
        </span>
      </div>
      {!charges ? (
        <div className="px-4 py-4 text-sm text-slate-500" data-testid="pos-charges-note">
          {note}
          {quote && (
            <p className="mt-2 text-xs">
              Actual {formatKg(quote.weight.actual_kg)} · volumetric {formatKg(quote.weight.volumetric_kg)}
            </p>
          )}
        </div>
      ) : (
        <div className={`px-4 py-3 text-sm transition-opacity ${updating ? 'opacity-60' : ''}`}>
          <dl>
            <Line
              label="Freight"
              sub={option?.rate_per_kg !== undefined && option.chargeable_kg !== undefined ? `${formatRupiah(option.rate_per_kg)}/kg × ${formatKg(option.chargeable_kg)}` : undefined}
              value={formatRupiah(charges.freight)}
              testId="charge-freight"
            />
            {option?.additional_costs?.length
              ? option.additional_costs.map((c) => (
                  <Line
                    key={c.code}
                    label={c.name}
                    sub={c.automatic ? 'added automatically' : 'on request'}
                    value={formatRupiah(c.amount)}
                    testId={`charge-cost-${c.code}`}
                  />
                ))
              : charges.additional > 0 && <Line label="Additional costs" value={formatRupiah(charges.additional)} testId="charge-additional" />}
            {charges.insurance > 0 && <Line label="Insurance" value={formatRupiah(charges.insurance)} testId="charge-insurance" />}
            {charges.cod_fee > 0 && <Line label="COD fee" value={formatRupiah(charges.cod_fee)} testId="charge-cod-fee" />}
            {charges.discount > 0 && <Line label="Discount" value={`−${formatRupiah(charges.discount)}`} testId="charge-discount" />}
            <Line label="PPN" value={formatRupiah(charges.tax)} testId="charge-tax" />
          </dl>
          <div className="mt-2 flex items-baseline justify-between border-t border-slate-200 pt-2">
            <span className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Total</span>
            <span className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="pos-total">
              {formatRupiah(charges.total)}
            </span>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-xs">
            <div>
              <dt className="text-slate-500">Chargeable</dt>
              <dd className="font-semibold text-slate-800 tabular-nums" data-testid="pos-chargeable">
                {formatKg(option?.chargeable_kg)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Rate per kg</dt>
              <dd className="font-semibold text-slate-800 tabular-nums">
                {option?.rate_per_kg !== undefined ? formatRupiah(option.rate_per_kg) : '–'}
                {option?.rate_source === 'contract' && <span className="ml-1 font-normal text-emerald-700">contract</span>}
                {option?.rate_source === 'special-price' && <span className="ml-1 font-normal text-emerald-700">special price</span>}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="sr-only">Weights</dt>
              <dd className="text-slate-600 tabular-nums">
                actual {formatKg(quote?.weight.actual_kg)} vs volumetric {formatKg(quote?.weight.volumetric_kg)}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="inline text-slate-500">ETA </dt>
              <dd className="inline font-medium text-slate-800" data-testid="pos-eta">
                {formatEta(option?.eta)}
              </dd>
            </div>
          </dl>
        </div>
      )}
    </section>
  );
}
