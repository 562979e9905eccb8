import type { Fields } from '../engine/define';

/** The line an AWB scanned onto a load gets (a bag's AWBs, a manifest's loose AWBs): what it is, what it weighs, who scanned it when. */
export const SCANNED_AWB_FIELDS = {
  shipment_id: { type: 'int', label: 'Shipment', readonly: true },
  awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
  destination_area_id: { type: 'ref', label: 'Destination', resource: 'coverage-area', readonly: true },
  koli_count: { type: 'int', label: 'Koli', readonly: true },
  weight_kg: { type: 'decimal', label: 'Weight', unit: 'kg', scale: 2, readonly: true },
  scanned_at: { type: 'datetime', label: 'Scanned at', readonly: true },
  scanned_by: { type: 'text', label: 'Scanned by', max: 40, readonly: true },
  override_reason: { type: 'text', label: 'Other destination because', max: 200, readonly: true },
} as const satisfies Fields;
