import type { TrackingStatus } from '../engine/define-document';

/*
 * The detailed tracking codes every action writes, with their normalized status and the text customers
 * read (Indonesian, as on every Indonesian courier's tracking page). `{place}` is the city of the office
 * or branch where it happened. Internal codes are not shown on the public page.
 */
export const TRACKING_CODES = {
  ENTRY: { status: 'pending', text: 'Data kiriman dibuat di {place}', public: false },
  ACCEPTED: { status: 'pending', text: 'Paket diterima di counter {place}', public: true },
  INTEGRATION_CREATED: { status: 'pending', text: 'Data kiriman diterima dari pengirim, menunggu paket diserahkan', public: true },
  PICKUP_REQUESTED: { status: 'pending', text: 'Permintaan penjemputan diterima', public: true },
  PICKED_UP: { status: 'picked_up', text: 'Paket telah dijemput kurir di {place}', public: true },
  WEIGHT_CHANGED: { status: 'pending', text: 'Berat paket diperbarui di {place}', public: false },
  CANCELLED: { status: 'cancelled', text: 'Pengiriman dibatalkan', public: true },
  IN_CASH_REGISTER: { status: 'pending', text: 'Pembayaran diserahkan ke kasir {place}', public: false },
  BAGGED: { status: 'pending', text: 'Paket dikemas ke dalam karung di {place}', public: true },
  UNBAGGED: { status: 'pending', text: 'Paket dikeluarkan dari karung di {place}', public: false },
  DEPARTED: { status: 'in_transit', text: 'Paket dikirim dari {place} menuju {destination}', public: true },
  DEPARTURE_CANCELLED: { status: 'pending', text: 'Keberangkatan paket dibatalkan di {place}', public: false },
  CASH_REGISTER_VOID: { status: 'pending', text: 'Setoran kasir dibatalkan di {place}', public: false },
} as const satisfies Record<string, { status: TrackingStatus; text: string; public: boolean }>;

export type TrackingCode = keyof typeof TRACKING_CODES;

export function trackingText(code: string, place: string | null, vars: Record<string, string> = {}): string {
  const entry = (TRACKING_CODES as Record<string, { text: string }>)[code];
  const words: Record<string, string> = { ...vars, place: place ?? '' };
  return (entry?.text ?? code).replace(/\{(\w+)\}/g, (_, name: string) => words[name] ?? '').replace(/\s+/g, ' ').trim();
}

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
