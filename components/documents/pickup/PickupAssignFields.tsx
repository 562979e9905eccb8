import { DocumentFieldInput } from '@/components/document/DocumentFieldInput';
import { formatNumber } from '@/components/resource/format';
import type { Fields } from '@/lib/resources/engine/define';
import type { DocumentRecord } from '@/services/documents/document-client';

const KG = { type: 'decimal', label: 'kg', unit: 'kg', scale: 2 } as const;

/**
 * The booking panel of pickups: what the selected requests add up to (to pick a vehicle that fits),
 * then the driver and the vehicle — searchable pickers on `/datamaster/options/driver|vehicle`.
 */
export function PickupAssignFields({ rows, fields }: { rows: readonly DocumentRecord[]; fields: Fields }) {
  const koli = rows.reduce((sum, r) => sum + Number(r.estimated_koli ?? 0), 0);
  const kg = rows.reduce((sum, r) => sum + Number(r.estimated_kg ?? 0), 0);
  const areas = [...new Set(rows.map((r) => r.area_id_label).filter((v): v is string => typeof v === 'string' && v !== ''))];
  return (
    <div className="space-y-4">
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="pickup-assign-totals">
        {rows.length} pickup{rows.length === 1 ? '' : 's'} · {koli.toLocaleString('en-US')} koli · {formatNumber(KG, Math.round(kg * 100) / 100)} estimated
        {areas.length > 0 && <span className="block text-xs text-slate-500">{areas.slice(0, 4).join(' · ')}{areas.length > 4 ? ` and ${areas.length - 4} more` : ''}</span>}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {Object.entries(fields).map(([name, field]) => (
          <DocumentFieldInput key={name} name={name} field={field} />
        ))}
      </div>
    </div>
  );
}
