import type { TrackedShipment } from '@/lib/resources/documents/tracking-api';
import { formatKg } from './tracking-format';

const dims = (k: TrackedShipment['koli'][number]) =>
  k.length_cm !== null && k.width_cm !== null && k.height_cm !== null ? `${k.length_cm} × ${k.width_cm} × ${k.height_cm}` : '–';

/** Each koli as weighed and measured, with the totals and the chargeable weight the server computed. */
export function TrackingKoliTable({ koli, chargeableKg }: { koli: TrackedShipment['koli']; chargeableKg: number }) {
  const actual = koli.reduce((sum, k) => sum + k.weight_kg, 0);
  const volumetric = koli.reduce((sum, k) => sum + k.volumetric_kg, 0);
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" data-testid="koli-table">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            <th scope="col" className="py-1 pr-3 font-medium">
              #
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Weight
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              L × W × H (cm)
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Volumetric
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {koli.map((k) => (
            <tr key={k.position} className="border-b border-slate-100">
              <td className="py-1 pr-3">{k.position}</td>
              <td className="py-1 pr-3 text-right">{formatKg(k.weight_kg)}</td>
              <td className="py-1 pr-3 text-right">{dims(k)}</td>
              <td className="py-1 text-right">{formatKg(k.volumetric_kg)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="tabular-nums">
          {koli.length > 1 && (
            <tr className="text-slate-600">
              <th scope="row" className="py-1 pr-3 text-left font-medium">
                {koli.length} koli
              </th>
              <td className="py-1 pr-3 text-right">{formatKg(Math.round(actual * 100) / 100)}</td>
              <td />
              <td className="py-1 text-right">{formatKg(Math.round(volumetric * 100) / 100)}</td>
            </tr>
          )}
          <tr className="font-semibold text-slate-800">
            <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-semibold">
              Chargeable
            </th>
            <td className="py-1 text-right" data-testid="chargeable-kg">
              {formatKg(chargeableKg)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
