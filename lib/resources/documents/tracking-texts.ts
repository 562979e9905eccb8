import type { TrackingStatus } from '../engine/define-document';
import { maskName } from './tracking-api';

/*
 * The detailed tracking codes every action writes, with their normalized status and the text customers
 * read (Indonesian, as on every Indonesian courier's tracking page). `{place}` is the city of the office
 * or branch where it happened. Internal codes are not shown on the public page. `label`: what staff read
 * (the staff tracking screen is in English, as the rest of the back office).
 */
export const TRACKING_CODES = {
  ENTRY: { status: 'pending', label: 'AWB entered', text: 'Data kiriman dibuat di {place}', public: false },
  ACCEPTED: { status: 'pending', label: 'Accepted at the counter', text: 'Paket diterima di counter {place}', public: true },
  INTEGRATION_CREATED: { status: 'pending', label: 'Created through the API', text: 'Data kiriman diterima dari pengirim, menunggu paket diserahkan', public: true },
  PICKUP_REQUESTED: { status: 'pending', label: 'Pickup requested', text: 'Permintaan penjemputan diterima', public: true },
  PICKED_UP: { status: 'picked_up', label: 'Picked up', text: 'Paket telah dijemput kurir di {place}', public: true },
  WEIGHT_CHANGED: { status: 'pending', label: 'Weight corrected', text: 'Berat paket diperbarui di {place}', public: false },
  CANCELLED: { status: 'cancelled', label: 'AWB voided', text: 'Pengiriman dibatalkan', public: true },
  IN_CASH_REGISTER: { status: 'pending', label: 'Handed to the cash register', text: 'Pembayaran diserahkan ke kasir {place}', public: false },
  BAGGED: { status: 'pending', label: 'Bagged', text: 'Paket dikemas ke dalam karung di {place}', public: true },
  UNBAGGED: { status: 'pending', label: 'Taken out of its bag', text: 'Paket dikeluarkan dari karung di {place}', public: false },
  DEPARTED: { status: 'in_transit', label: 'Departed', text: 'Paket dikirim dari {place} menuju {destination}', public: true },
  DEPARTURE_CANCELLED: { status: 'pending', label: 'Departure voided', text: 'Keberangkatan paket dibatalkan di {place}', public: false },
  ARRIVED: { status: 'in_transit', label: 'Arrived', text: 'Paket telah tiba di {place}', public: true },
  ARRIVED_DAMAGED: { status: 'in_transit', label: 'Arrived damaged', text: 'Paket tiba di {place} dengan kemasan rusak, sedang diperiksa', public: true },
  MISSING_ON_ARRIVAL: { status: 'in_transit', label: 'Missing on arrival', text: 'Paket belum ditemukan saat kedatangan di {place}', public: false },
  ARRIVAL_CANCELLED: { status: 'in_transit', label: 'Arrival voided', text: 'Penerimaan paket dibatalkan di {place}', public: false },
  OUT_FOR_DELIVERY: { status: 'out_for_delivery', label: 'Out for delivery', text: 'Paket sedang diantar oleh kurir {courier}', public: true },
  DELIVERY_CANCELLED: { status: 'in_transit', label: 'Runsheet voided, back at the branch', text: 'Pengantaran dibatalkan, paket kembali di {place}', public: false },
  HANDED_TO_VENDOR: { status: 'in_transit', label: 'Handed to a vendor', text: 'Paket diserahkan ke mitra {vendor} untuk diantar', public: true },
  VENDOR_HANDOVER_CANCELLED: { status: 'in_transit', label: 'Vendor hand-over voided', text: 'Serah terima ke mitra dibatalkan di {place}', public: false },
  DELIVERED: { status: 'delivered', label: 'Delivered', text: 'Paket telah diterima oleh {receiver} ({relation})', public: true },
  DELIVERY_FAILED: { status: 'delivery_failed', label: 'Delivery failed', text: 'Paket gagal diantar: {reason}', public: true },
  RETURN_BOOKED: { status: 'return_to_sender', label: 'Returned to the shipper', text: 'Paket dikembalikan ke pengirim dengan AWB retur {return_awb}', public: true },
  RETURN_CREATED: { status: 'pending', label: 'Return AWB created', text: 'AWB retur untuk kiriman {original} dibuat di {place}', public: true },
  POD_CANCELLED: { status: 'in_transit', label: 'Delivery status voided', text: 'Status pengantaran dibatalkan di {place}', public: false },
  POD_PAPER_SENT: { status: 'delivered', label: 'POD paper sent back', text: 'Dokumen POD dikirim kembali ke {destination}', public: true },
  POD_PAPER_RECEIVED: { status: 'delivered', label: 'POD paper received back', text: 'Dokumen POD telah diterima kembali di {place}', public: true },
  POD_PAPER_RETURN_CANCELLED: { status: 'delivered', label: 'POD return voided', text: 'Pengiriman dokumen POD dibatalkan di {place}', public: false },
  DATA_CHANGED: { status: 'pending', label: 'Data corrected by the helpdesk', text: 'Data kiriman ({what}) diperbarui di {place}', public: false },
  SERVICE_CHANGED: { status: 'pending', label: 'Service changed', text: 'Layanan pengiriman diubah menjadi {service}', public: true },
  DESTINATION_CHANGED: { status: 'pending', label: 'Destination changed', text: 'Tujuan pengiriman diubah ke {destination}', public: true },
  ADDRESS_CHANGED: { status: 'pending', label: 'Consignee address changed', text: 'Alamat penerima diperbarui atas permintaan pelanggan', public: true },
  CONSIGNEE_CHANGED: { status: 'pending', label: 'Consignee name changed', text: 'Nama penerima diperbarui atas permintaan pelanggan', public: true },
  INSTRUCTIONS_CHANGED: { status: 'pending', label: 'Special instructions changed', text: 'Instruksi khusus pengiriman diperbarui', public: true },
  CASH_REGISTER_VOID: { status: 'pending', label: 'Cash register voided', text: 'Setoran kasir dibatalkan di {place}', public: false },
} as const satisfies Record<string, { status: TrackingStatus; label: string; text: string; public: boolean }>;

export type TrackingCode = keyof typeof TRACKING_CODES;

export function trackingText(code: string, place: string | null, vars: Record<string, string> = {}): string {
  const entry = (TRACKING_CODES as Record<string, { text: string }>)[code];
  const word = (name: string) => (name === 'place' ? (place ?? '') : (vars[name] ?? ''));
  return (entry?.text ?? code).replace(/\{(\w+)\}/g, (_, name: string) => word(name)).replace(/\s+/g, ' ').trim();
}

/** The words of a text that name a person: masked wherever the public reads an event. */
const PERSONAL_VARS = new Set(['courier', 'receiver']);

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A template read backwards: its literal words, each variable a capture (spaces loose, as trackingText
 * collapses them); a name takes all it can, so that nothing of it is left for the words around it.
 */
const templateReaders = new Map<string, { regex: RegExp; parts: string[] }>();
function readerOf(template: string) {
  let reader = templateReaders.get(template);
  if (!reader) {
    const parts = template.split(/\{(\w+)\}/);
    const source = parts.map((p, i) => (i % 2 ? (PERSONAL_VARS.has(p) ? '(.*)' : '(.*?)') : escapeRegex(p.trim()).replace(/\s+/g, '\\s*'))).join('\\s*');
    reader = { regex: new RegExp(`^${source}$`, 's'), parts };
    templateReaders.set(template, reader);
  }
  return reader;
}

/**
 * An event's text as the public page shows it: a courier or a receiver named masked, as the consignee is
 * (staff tracking keeps the stored text). The stored text is read back against its code's template; one
 * that does not read as it (an unknown code, another wording) shows the status in words, never as stored.
 */
export function publicEventText(code: string, status: TrackingStatus, text: string): string {
  const template = (TRACKING_CODES as Record<string, { text: string } | undefined>)[code]?.text;
  if (template === undefined) return TRACKING_STATUS_LABELS[status] ?? '';
  const { regex, parts } = readerOf(template);
  if (!parts.some((p, i) => i % 2 === 1 && PERSONAL_VARS.has(p))) return text;
  const m = regex.exec(text);
  if (!m) return TRACKING_STATUS_LABELS[status] ?? '';
  const words = parts.map((p, i) => {
    if (i % 2 === 0) return p;
    const value = (m[(i + 1) / 2] ?? '').trim();
    return PERSONAL_VARS.has(p) && value ? maskName(value) : value;
  });
  return words.join('').replace(/\s+/g, ' ').trim();
}

/** A tracking code as staff read it ("Delivered"); an unknown one as it is. */
export const trackingCodeLabel = (code: string): string => (TRACKING_CODES as Record<string, { label: string } | undefined>)[code]?.label ?? code;

/** The status as staff read it (English, the back office's language); customers read TRACKING_STATUS_LABELS. */
export const TRACKING_STATUS_STAFF_LABELS: Record<TrackingStatus, string> = {
  pending: 'Pending',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  on_hold: 'On hold',
  delivery_failed: 'Delivery failed',
  return_to_sender: 'Returned to the shipper',
  cancelled: 'Voided',
};

/** What the customer sees as the status, in words. */
export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  pending: 'Diproses',
  picked_up: 'Dijemput',
  in_transit: 'Dalam perjalanan',
  out_for_delivery: 'Sedang diantar',
  delivered: 'Terkirim',
  on_hold: 'Ditahan',
  delivery_failed: 'Gagal antar',
  return_to_sender: 'Dikembalikan ke pengirim',
  cancelled: 'Dibatalkan',
};
