import type { PublicTracking, TrackedShipment, TrackingEventView, TrackingLookup } from '@/lib/resources/documents/tracking-api';

/* Tracking answers as the server shapes them (lib/server/tracking/queries.ts: events oldest first). */

export function event(overrides: Partial<TrackingEventView> = {}): TrackingEventView {
  return {
    event_at: '2026-11-24 07:05:00+00',
    input_at: '2026-11-24 07:05:00+00',
    status: 'pending',
    code: 'ACCEPTED',
    text: 'Paket diterima di counter Jakarta Pusat',
    place: 'Jakarta Pusat',
    user_code: 'COUNTER1',
    document_type: 'shipment',
    document_number: '123456789012',
    public: true,
    ...overrides,
  };
}

export function shipment(overrides: Partial<TrackedShipment> = {}): TrackedShipment {
  return {
    id: 1,
    awb: '123456789012',
    stage: 'booked',
    status: 'picked_up',
    shipment_date: '2026-11-24',
    payment_type: 'CASH',
    channel: 'pos',
    service: 'REG',
    origin: 'Gambir, Kota Adm. Jakarta Pusat',
    destination: 'Genteng, Kota Surabaya',
    office: 'Gambir counter',
    customer: null,
    customer_reference: null,
    shipper: { name: 'Budi Santoso', phone: '081234567890', address: 'Jl. Merdeka 1' },
    consignee: { name: 'Siti Aminah', phone: '081298765432', address: 'Jl. Pemuda 2' },
    goods_description: 'Dokumen',
    koli: [{ position: 1, weight_kg: 1.2, length_cm: 30, width_cm: 20, height_cm: 10, volumetric_kg: 1 }],
    chargeable_kg: 2,
    eta: { from: '2026-11-26', to: '2026-11-28' },
    cod_amount: null,
    pickup: null,
    documents: [{ type: 'cash-register', number: 'CR-2611-0001' }],
    events: [
      event({ event_at: '2026-11-24 02:00:00+00', input_at: '2026-11-24 02:00:00+00', code: 'ENTRY', text: 'Data kiriman dibuat di Jakarta Pusat', public: false, user_code: 'CLERK7' }),
      event({ event_at: '2026-11-24 07:05:00+00', input_at: '2026-11-24 07:40:00+00', code: 'PICKED_UP', status: 'picked_up', text: 'Paket telah dijemput kurir di Gambir', place: 'Gambir', user_code: 'KURIR02', document_type: 'pickup', document_number: 'PU-2611-0009' }),
    ],
    ...overrides,
  };
}

export function lookup(overrides: Partial<TrackingLookup> = {}): TrackingLookup {
  return { kind: 'awb', terms: ['123456789012'], shipments: [shipment()], missing: [], truncated: false, ...overrides };
}

export function publicView(overrides: Partial<PublicTracking> = {}): PublicTracking {
  return {
    awb: '123456789012',
    status: 'in_transit',
    status_label: 'Dalam perjalanan',
    service: 'REG',
    origin: 'Kota Adm. Jakarta Pusat',
    destination: 'Genteng, Kota Surabaya',
    shipper: 'Bu*** Sa*****',
    consignee: 'Si** Am***',
    koli: 2,
    chargeable_kg: 3.5,
    cod_amount: null,
    eta: { from: '2026-11-26', to: '2026-11-28' },
    // newest first, as the public route answers
    events: [
      { at: '2026-11-24 10:30:00+00', status: 'in_transit', text: 'Paket dalam perjalanan ke Surabaya', place: 'Jakarta Pusat' },
      { at: '2026-11-24 07:05:00+00', status: 'picked_up', text: 'Paket telah dijemput kurir di Gambir', place: 'Gambir' },
    ],
    ...overrides,
  };
}
