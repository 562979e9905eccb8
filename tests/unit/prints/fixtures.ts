import type { AwbLabelData } from '@/lib/server/prints/awb-label';
import type { CashRegisterSheetData } from '@/lib/server/prints/cash-register-sheet';
import type { PickupSheetData } from '@/lib/server/prints/pickup-sheet';
import type { ReceiptData } from '@/lib/server/prints/receipt';

/* Sample print data shared by the print tests. */

export const LONG_ADDRESS =
  'Jl. Raya Kebayoran Lama No. 123 RT 005 RW 012, Kelurahan Grogol Utara, Kecamatan Kebayoran Lama, ' +
  'Kota Administrasi Jakarta Selatan, DKI Jakarta 12210, Gedung Graha Niaga Lantai 17 Unit 1705-1707, ' +
  'masuk dari pintu samping sebelah kanan pos satpam, titip resepsionis bila penerima tidak ada di tempat, terima kasih!';

export const FIXED_PRINT_DATE = new Date('2026-11-21T07:05:00Z');

export function buildLabel(overrides: Partial<AwbLabelData> = {}): AwbLabelData {
  return {
    awb: '100000000123',
    createdAt: '2026-11-21T03:30:00Z',
    service: { code: 'REG', name: 'Reguler' },
    origin: { code: 'JKT', city: 'Jakarta Selatan' },
    destination: { code: 'SUB', city: 'Surabaya', district: 'Gubeng' },
    koli: { index: 1, count: 1, weightKg: 2.5 },
    chargeableKg: 3,
    codAmount: null,
    paymentType: 'CASH',
    shipper: { name: 'Toko Sinar Jaya Abadi', phone: '0812-3456-7890', address: 'Jl. Mangga Dua Raya Blok B No. 7, Jakarta Utara 14430' },
    consignee: { name: 'Budi Santoso', phone: '0813-9876-5432', address: 'Jl. Raya Gubeng No. 45, Gubeng, Surabaya, Jawa Timur 60281' },
    goodsDescription: 'Pakaian (3 pcs)',
    specialInstructions: null,
    reference: null,
    trackingUrl: 'https://kirim.example.co.id/lacak/100000000123',
    providerName: 'PT Kurir Nusantara Ekspres',
    ...overrides,
  };
}

export function buildReceipt(overrides: Partial<ReceiptData> = {}): ReceiptData {
  return {
    providerName: 'PT Kurir Nusantara Ekspres',
    supportPhone: '021-5000-123',
    awb: '100000000123',
    createdAt: '2026-11-21T03:30:00Z',
    clerk: 'Rina Andriani',
    office: 'Agen Kebayoran Lama (JKT-KBL)',
    service: { code: 'REG', name: 'Reguler' },
    origin: { code: 'JKT', city: 'Jakarta Selatan' },
    destination: { code: 'SUB', city: 'Surabaya', district: 'Gubeng' },
    koli: [
      { weightKg: 2.5, lengthCm: 30, widthCm: 20, heightCm: 15 },
      { weightKg: 1.2, lengthCm: 40.5, widthCm: 30, heightCm: 20 },
    ],
    chargeableKg: 5,
    charges: {
      freight: 60000,
      additional: [{ name: 'Packing kayu', amount: 35000 }],
      insurance: 0,
      codFee: 0,
      discount: 5000,
      ppn: 990,
      total: 90990,
    },
    payment: { method: 'CASH', received: 100000, change: 9010 },
    eta: { from: '2026-11-23T00:00:00Z', to: '2026-11-25T00:00:00Z' },
    ...overrides,
  };
}

export function buildPickup(overrides: Partial<PickupSheetData> = {}): PickupSheetData {
  return {
    providerName: 'PT Kurir Nusantara Ekspres',
    pickupNumber: 'PU2611000042',
    customer: 'CV Berkah Tekstil Mandiri',
    contact: 'Ibu Yuni',
    phone: '0812-1111-2222',
    address: 'Jl. Cipulir Raya No. 9, Kebayoran Lama, Jakarta Selatan 12230',
    area: 'Kebayoran Lama, Jakarta Selatan',
    window: { from: '2026-11-21T06:00:00Z', to: '2026-11-21T08:00:00Z' },
    estimate: { koli: 12, weightKg: 85.5 },
    service: { code: 'REG', name: 'Reguler' },
    notes: 'Barang di gudang belakang, bawa troli.',
    driver: { name: 'Agus Salim', phone: '0857-3333-4444' },
    vehicle: { plate: 'B 9123 KXT', type: 'Blind van' },
    ...overrides,
  };
}

const METHODS = ['CASH', 'CARD', 'QRIS', 'TRANSFER'] as const;

/** `count` AWB rows with distinct numbers, 2,500 rupiah apart, cycling through the payment methods. */
export function buildCashRegister(count: number, overrides: Partial<CashRegisterSheetData> = {}): CashRegisterSheetData {
  const rows = Array.from({ length: count }, (_, i) => ({
    awb: String(200000000001 + i * 7),
    time: new Date(Date.UTC(2026, 10, 21, 1, 0) + i * 4 * 60_000).toISOString(),
    method: METHODS[i % METHODS.length],
    reference: i % METHODS.length === 0 ? null : `REF-${1000 + i}`,
    amount: 12500 + (i % 9) * 2500,
  }));
  const totals = { CASH: 0, CARD: 0, QRIS: 0, TRANSFER: 0 };
  for (const row of rows) totals[row.method] += row.amount;
  return {
    providerName: 'PT Kurir Nusantara Ekspres',
    registerNumber: 'CR-JKT-2611-0007',
    office: 'Agen Kebayoran Lama (JKT-KBL)',
    clerk: 'Rina Andriani',
    openedAt: '2026-11-21T01:00:00Z',
    cutOffAt: '2026-11-21T10:00:00Z',
    totals,
    countedCash: totals.CASH - 2000,
    difference: -2000,
    differenceReason: 'Uang kembalian kurang, dicatat di buku kas.',
    rows,
    ...overrides,
  };
}
