import type { ReactNode } from 'react';
import { formatRupiah } from '@/lib/pricing/money';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import type { TrackedShipment } from '@/lib/resources/documents/tracking-api';
import { enumLabel } from '@/lib/resources/engine/define';
import { stageLabel } from '@/lib/resources/engine/define-document';
import { CopyButton } from './CopyButton';
import { TrackingChargesTable } from './TrackingChargesTable';
import { TrackingKoliTable } from './TrackingKoliTable';
import { TrackingPod } from './TrackingPod';
import { TrackingStatusBadge } from './TrackingStatusBadge';
import { TrackingTimeline } from './TrackingTimeline';
import { documentTypeLabel } from './staff-words';
import { formatDay, formatEtaRange, formatKg, formatWib, humanize } from './tracking-format';

/** The anchor of a shipment's card, for the summary table's links. */
export const cardId = (awb: string) => `awb-${awb}`;

function Field({ label, children, className = '', testId }: { label: string; children: ReactNode; className?: string; testId?: string }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-800" data-testid={testId}>
        {children ?? '–'}
      </dd>
    </div>
  );
}

function Block({ title, children, testId, className = '' }: { title: string; children: ReactNode; testId?: string; className?: string }) {
  return (
    <section aria-label={title} data-testid={testId} className={`break-inside-avoid ${className}`}>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Party({ title, party, testId }: { title: string; party: TrackedShipment['shipper']; testId: string }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2" data-testid={testId}>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <p className="mt-1 text-sm font-medium text-slate-800">{party.name}</p>
      <p className="text-sm text-slate-700">
        <a href={`tel:${party.phone}`} className="tabular-nums hover:underline">
          {party.phone}
        </a>
      </p>
      <p className="mt-0.5 text-sm whitespace-pre-line text-slate-600">{party.address}</p>
    </div>
  );
}

/** Everything about one tracked shipment: its head, parties, proof of delivery, koli, timeline, pickup, documents, charges. */
export function ShipmentCard({ shipment: s }: { shipment: TrackedShipment }) {
  const customer = [s.customer, s.customer_reference ? `ref. ${s.customer_reference}` : null].filter(Boolean).join(' · ');
  return (
    <article
      id={cardId(s.awb)}
      aria-label={`AWB ${s.awb}`}
      className="scroll-mt-28 rounded-lg border border-slate-200 bg-white shadow-sm print:break-before-auto print:shadow-none"
      data-testid="shipment-card"
      data-awb={s.awb}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-100 px-4 py-3">
        <h2 className="font-mono text-lg font-semibold tracking-wider text-slate-900" data-testid="card-awb">
          {s.awb}
        </h2>
        <CopyButton text={s.awb} label="Copy" />
        <span data-testid="card-status">
          <TrackingStatusBadge status={s.status} staff size="lg" />
        </span>
        <span className="text-sm font-medium text-slate-700">{s.service}</span>
        {s.stage !== 'booked' && (
          <span className="rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200" data-testid="card-stage">
            {stageLabel(shipmentDocument, s.stage)}
          </span>
        )}
        <p className="w-full text-sm text-slate-700 sm:w-auto sm:flex-1 sm:text-right" data-testid="card-route">
          {s.origin || '–'} <span aria-label="to">→</span> {s.destination || '–'}
        </p>
      </header>

      <div className="space-y-5 p-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-4">
          <Field label="Date">{formatDay(s.shipment_date)}</Field>
          <Field label="Payment">
            {enumLabel(shipmentDocument.fields.payment_type, s.payment_type)}
            <span className="text-slate-500"> · {enumLabel(shipmentDocument.fields.channel, s.channel)}</span>
          </Field>
          <Field label="Office">{s.office}</Field>
          <Field label="Customer" testId="card-customer">
            {customer || null}
          </Field>
          <Field label="ETA" testId="card-eta">
            {formatEtaRange(s.eta)}
          </Field>
          <Field label="COD amount" testId="card-cod">
            {s.cod_amount ? formatRupiah(s.cod_amount) : 'No COD'}
          </Field>
          <Field label="Koli · chargeable">
            {s.koli.length} koli · {formatKg(s.chargeable_kg)}
          </Field>
          <Field label="Goods" className="col-span-2 md:col-span-1">
            {s.goods_description || null}
          </Field>
        </dl>

        <div className="grid gap-3 md:grid-cols-2">
          <Party title="Shipper" party={s.shipper} testId="card-shipper" />
          <Party title="Consignee" party={s.consignee} testId="card-consignee" />
        </div>

        {s.pod && (
          <Block title="Proof of delivery" testId="card-pod">
            <TrackingPod pod={s.pod} />
          </Block>
        )}

        <div className="grid gap-5 lg:grid-cols-5">
          <Block title="Timeline · newest first" className="lg:col-span-3" testId="card-timeline">
            <TrackingTimeline events={s.events} />
          </Block>
          <div className="space-y-5 lg:col-span-2">
            <Block title="Koli" testId="card-koli">
              <TrackingKoliTable koli={s.koli} chargeableKg={s.chargeable_kg} />
            </Block>
            <Block title="Pickup" testId="card-pickup">
              {s.pickup ? (
                <p className="text-sm text-slate-800">
                  <span className="font-mono">{s.pickup.number}</span>
                  <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{humanize(s.pickup.status)}</span>
                  {s.pickup.picked_up_at && <span className="ml-2 text-xs text-slate-500">picked up {formatWib(s.pickup.picked_up_at)}</span>}
                </p>
              ) : (
                <p className="text-sm text-slate-500">No pickup: handed in at the counter.</p>
              )}
            </Block>
            <Block title="Documents" testId="card-documents">
              {s.documents.length ? (
                <ol className="space-y-1 text-sm">
                  {s.documents.map((d) => (
                    <li key={`${d.type}-${d.number}`} className="flex items-baseline gap-2">
                      <span className="w-28 shrink-0 text-xs text-slate-500">{documentTypeLabel(d.type)}</span>
                      <span className="font-mono text-slate-800">{d.number}</span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-slate-500">None yet.</p>
              )}
            </Block>
            {s.charges && (
              <Block title="Charges" testId="card-charges">
                <TrackingChargesTable charges={s.charges} />
              </Block>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
