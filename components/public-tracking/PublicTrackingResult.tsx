import type { ReactNode } from 'react';
import type { PublicTracking } from '@/lib/resources/documents/tracking-api';
import { TrackingStatusBadge } from '@/components/tracking/TrackingStatusBadge';
import { formatEtaRange, formatKg, formatWib, newestFirst } from '@/components/tracking/tracking-format';
import { PublicTimeline } from './PublicTimeline';
import { T } from './public-texts';

function Item({ label, children, testId, wide = false }: { label: string; children: ReactNode; testId?: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : ''}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** One AWB as the customer sees it: status, route, masked names, koli, weight, ETA, then the journey. */
export function PublicTrackingResult({ view }: { view: PublicTracking }) {
  const last = newestFirst(view.events, (e) => e.at)[0];
  return (
    <div className="grid gap-4 lg:grid-cols-5 lg:items-start" data-testid="public-result">
      <section aria-label={T.status} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:sticky lg:top-4 lg:col-span-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs text-slate-500">{T.awb}</p>
            <p className="font-mono text-xl font-semibold tracking-wider text-slate-900" data-testid="public-awb">
              {view.awb}
            </p>
          </div>
          <div className="text-right">
            <p className="text-xs text-slate-500">{T.status}</p>
            <div className="mt-0.5" data-testid="public-status">
              <TrackingStatusBadge status={view.status} size="lg" />
            </div>
          </div>
        </div>

        {last && (
          <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            <span className="block text-xs text-slate-500">{T.lastUpdate}</span>
            {last.text}
            <span className="block text-xs text-slate-500 tabular-nums">{formatWib(last.at, 'id')}</span>
          </p>
        )}

        <div className="mt-4 flex items-stretch gap-3" data-testid="public-route">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-slate-500">{T.origin}</p>
            <p className="text-sm font-semibold break-words text-slate-900">{view.origin || '–'}</p>
          </div>
          <span aria-hidden className="self-center text-lg text-slate-400">
            →
          </span>
          <div className="min-w-0 flex-1 text-right">
            <p className="text-xs text-slate-500">{T.destination}</p>
            <p className="text-sm font-semibold break-words text-slate-900">{view.destination || '–'}</p>
          </div>
        </div>

        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 pt-4">
          <Item label={T.shipper} testId="public-shipper">
            {view.shipper}
          </Item>
          <Item label={T.consignee} testId="public-consignee">
            {view.consignee}
          </Item>
          <Item label={T.service}>{view.service}</Item>
          <Item label={T.eta} testId="public-eta">
            {formatEtaRange(view.eta, 'id')}
          </Item>
          <Item label={T.koli} testId="public-koli">
            {view.koli}
          </Item>
          <Item label={T.weight} testId="public-weight">
            {formatKg(view.chargeable_kg, 'id')}
          </Item>
          {view.cod_amount ? (
            <Item label="COD (bayar di tempat)" testId="public-cod">
              {`Rp ${view.cod_amount.toLocaleString('id-ID')}`}
            </Item>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="public-history" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:col-span-3">
        <h2 id="public-history" className="mb-4 text-base font-semibold text-slate-900">
          {T.history}
        </h2>
        <PublicTimeline events={view.events} />
        <p className="mt-4 text-xs text-slate-400">{T.timeNote}</p>
      </section>
    </div>
  );
}
