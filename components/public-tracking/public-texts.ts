import { PublicTrackingError } from '@/services/tracking';

/*
 * The public tracking page's words: Indonesian, as on every Indonesian courier's tracking page. The
 * error messages carry an English line too (travellers and foreign shippers open these links).
 */

export const T = {
  title: 'Lacak kiriman',
  intro: 'Masukkan nomor resi untuk melihat posisi paket Anda.',
  inputLabel: 'Nomor resi',
  inputPlaceholder: 'Contoh: 123456789012',
  inputInvalid: 'Nomor resi terdiri dari 12 angka.',
  search: 'Lacak',
  awb: 'Nomor resi',
  status: 'Status',
  service: 'Layanan',
  origin: 'Asal',
  destination: 'Tujuan',
  shipper: 'Pengirim',
  consignee: 'Penerima',
  koli: 'Jumlah koli',
  weight: 'Berat',
  eta: 'Estimasi tiba',
  lastUpdate: 'Update terakhir',
  history: 'Riwayat perjalanan',
  noEvents: 'Belum ada riwayat perjalanan.',
  loading: 'Memuat data kiriman…',
  retry: 'Coba lagi',
  timeNote: 'Semua waktu dalam WIB (UTC+7).',
} as const;

export interface PublicErrorText {
  title: string;
  body: string;
  /** The same in English. */
  en: string;
  /** A retry can help (the server or the network failed). */
  retry: boolean;
}

const seconds = (n: number | null) => (n !== null && n > 0 && n < 60 ? `${n} detik` : 'satu menit');

/** What a failed lookup tells the customer. */
export function publicErrorText(error: unknown): PublicErrorText {
  const status = error instanceof PublicTrackingError ? error.status : undefined;
  if (status === 404)
    return {
      title: 'Nomor resi tidak ditemukan',
      body: 'Periksa kembali nomornya. Kiriman baru muncul setelah paket diserahkan ke kurir atau counter.',
      en: 'AWB not found — check the number.',
      retry: false,
    };
  if (status === 429) {
    const wait = error instanceof PublicTrackingError ? error.retryAfter : null;
    return {
      title: 'Terlalu banyak permintaan',
      body: `Coba lagi dalam ${seconds(wait)}.`,
      en: 'Too many requests, try again in a minute.',
      retry: false,
    };
  }
  if (status === 400) return invalidAwbText;
  return {
    title: 'Data kiriman tidak dapat dimuat',
    body: 'Periksa koneksi internet Anda, lalu coba lagi.',
    en: 'The shipment could not be loaded. Check your connection and try again.',
    retry: true,
  };
}

export const invalidAwbText: PublicErrorText = {
  title: 'Nomor resi tidak valid',
  body: 'Nomor resi terdiri dari 12 angka, tanpa huruf atau spasi.',
  en: 'An AWB number has 12 digits.',
  retry: false,
};
