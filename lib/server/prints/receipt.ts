import { code128Png } from './barcodes';
import { Flow, type Margins, drawTable, numberPages } from './layout';
import {
  type FontName,
  PAGE,
  drawImage,
  fitBlock,
  fitLine,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatRupiah,
  hLine,
  lineHeight,
  mm,
  openImage,
  startPdf,
} from './pdf';
import { PAYMENT_METHOD_NAMES, type PaymentMethod } from './words';

/*
 * The customer's receipt at the counter, A6 portrait: what was sent, what it cost line by line, how it was
 * paid. It flows onto a second page only when the koli list is long (a 40-koli shipment), with the page
 * numbered then. Amounts are printed as given: the receipt repeats the shipment's priced lines, it never
 * prices anything itself.
 */

export interface ReceiptKoli {
  weightKg: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

export interface ReceiptData {
  providerName: string;
  supportPhone: string;
  awb: string;
  /** ISO date-time of acceptance. */
  createdAt: string;
  clerk: string;
  office: string;
  service: { code: string; name: string };
  origin: { code: string; city: string };
  destination: { code: string; city: string; district?: string | null };
  /** In koli order: printed as 1..N. */
  koli: ReceiptKoli[];
  chargeableKg: number;
  /** Integer rupiah. discount is the amount taken off (a positive number). */
  charges: {
    freight: number;
    additional: Array<{ name: string; amount: number }>;
    insurance: number;
    codFee: number;
    discount: number;
    ppn: number;
    total: number;
  };
  payment: {
    method: PaymentMethod | 'CREDIT';
    /** Cash handed over and change given; null for other methods. */
    received: number | null;
    change: number | null;
    /** Card approval code, QRIS or transfer reference. */
    reference?: string | null;
  };
  /** Estimated delivery dates (ISO); null when the service has no lead time. */
  eta: { from: string; to: string } | null;
  /** Liability without insurance, as a multiple of the shipping charge (varies by carrier). Default 10. */
  liabilityMultiple?: number;
}

export interface ReceiptOptions {
  printedAt?: Date;
  timeZone?: string;
}

const SIZE = PAGE.a6;
const MARGINS: Margins = { top: mm(5), right: mm(5), bottom: mm(7), left: mm(5) };
const BODY = 7.5;

export async function renderReceipt(data: ReceiptData, options: ReceiptOptions = {}): Promise<Buffer> {
  const timeZone = options.timeZone ?? 'Asia/Jakarta';
  const pdf = startPdf({ title: `Receipt ${data.awb}`, size: SIZE, createdAt: options.printedAt, bufferPages: true });
  const { doc } = pdf;
  const barcode = await code128Png(data.awb, { moduleMm: 0.33, heightMm: 9 });
  const flow = new Flow(doc, SIZE, MARGINS, (f) => {
    if (f.pages === 1) return;
    fitLine(doc, `${data.providerName} - ${data.awb} (lanjutan)`, { x: f.left, y: f.y, width: f.width }, { font: 'Helvetica', size: 7, minSize: 5.5, color: '#444444' });
    f.y += 12;
  });
  flow.newPage();

  // Header: who to call comes right under the company name.
  fitLine(doc, data.providerName, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica-Bold', size: 11, minSize: 7, align: 'center' });
  flow.y += 13;
  fitLine(doc, `Layanan pelanggan: ${data.supportPhone}`, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica', size: 7, minSize: 5.5, align: 'center' });
  flow.y += 10;
  hLine(doc, flow.left, flow.right, flow.y, 1.2);
  flow.y += 4;
  fitLine(doc, 'TANDA TERIMA PENGIRIMAN', { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica-Bold', size: 8.5, align: 'center' });
  flow.y += 12;

  const barcodeWidth = Math.min(mm(barcode.widthMm), flow.width);
  drawImage(doc, openImage(doc, barcode.png), flow.left + (flow.width - barcodeWidth) / 2, flow.y, barcodeWidth, mm(barcode.heightMm));
  flow.y += mm(barcode.heightMm) + 4;
  fitLine(doc, data.awb, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica-Bold', size: 12, minSize: 8, align: 'center' });
  flow.y += 16;

  const destination = [data.destination.city, data.destination.district].filter(Boolean).join(', ');
  keyValues(flow, [
    ['Tanggal', formatDateTime(data.createdAt, timeZone)],
    ['Kantor / kasir', `${data.office} / ${data.clerk}`],
    ['Layanan', `${data.service.code} - ${data.service.name}`],
    ['Rute', `${data.origin.code} ${data.origin.city} > ${data.destination.code} ${destination}`],
    ['Estimasi tiba', etaText(data.eta, timeZone)],
  ]);
  flow.y += 3;

  drawTable(
    flow,
    [
      { header: 'Koli', width: 1, align: 'center', value: (_k: ReceiptKoli, i) => `${i + 1}/${data.koli.length}` },
      { header: 'Berat (kg)', width: 1.6, align: 'right', value: (k) => formatDecimal(k.weightKg) },
      { header: 'P × L × T (cm)', width: 2.6, align: 'right', value: (k) => dimensions(k) },
    ],
    data.koli,
    { fontSize: BODY - 0.5, padding: 2.5 },
  );
  flow.y += 2;
  amountLine(flow, 'Berat tagih', `${formatDecimal(data.chargeableKg)} kg`, 'Helvetica-Bold');
  flow.y += 4;

  const c = data.charges;
  const lines: Array<[string, number]> = [
    ['Ongkos kirim', c.freight],
    ...c.additional.map((a): [string, number] => [a.name, a.amount]),
    ['Asuransi', c.insurance],
    ...(c.codFee ? [['Biaya COD', c.codFee] as [string, number]] : []),
    ...(c.discount ? [['Diskon', -c.discount] as [string, number]] : []),
    ['PPN', c.ppn],
  ];
  flow.ensure(lines.length * rowHeight(flow) + 20);
  hLine(doc, flow.left, flow.right, flow.y, 0.6);
  flow.y += 3;
  for (const [label, amount] of lines) amountLine(flow, label, formatRupiah(amount));
  hLine(doc, flow.left, flow.right, flow.y + 1, 1.2);
  flow.y += 4;
  amountLine(flow, 'TOTAL', formatRupiah(c.total), 'Helvetica-Bold', 10);
  flow.y += 4;

  const payment: Array<[string, string]> = [['Pembayaran', PAYMENT_METHOD_NAMES[data.payment.method]]];
  if (data.payment.reference) payment.push(['Referensi', data.payment.reference]);
  if (data.payment.received != null) payment.push(['Diterima', formatRupiah(data.payment.received)]);
  if (data.payment.change != null) payment.push(['Kembali', formatRupiah(data.payment.change)]);
  flow.ensure(payment.length * rowHeight(flow));
  for (const [label, value] of payment) amountLine(flow, label, value);
  flow.y += 4;

  const multiple = data.liabilityMultiple ?? 10;
  const capNote = c.insurance > 0 ? '' : ` (${formatRupiah(c.freight * multiple)})`;
  const note = `Kiriman tanpa asuransi: ganti rugi paling banyak ${multiple} × ongkos kirim${capNote}. Simpan tanda terima ini sebagai bukti pengiriman.`;
  flow.ensure(24);
  const drawn = fitBlock(doc, note, { x: flow.left, y: flow.y, width: flow.width, height: 24 }, { font: 'Helvetica-Oblique', size: 6.5, minSize: 5.5 });
  flow.y += drawn.height + 2;
  if (options.printedAt) fitLine(doc, `Dicetak ${formatDateTime(options.printedAt, timeZone)}`, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica', size: 6, align: 'center' });

  if (flow.pages > 1) numberPages(doc, SIZE, MARGINS, data.awb);
  return pdf.done();
}

function rowHeight(flow: Flow): number {
  return lineHeight(flow.doc, 'Helvetica', BODY) + 1.5;
}

/** Label on the left, value on the right of the full width: the charges and payment lines. */
function amountLine(flow: Flow, label: string, value: string, font: FontName = 'Helvetica', size = BODY): void {
  const height = lineHeight(flow.doc, font, size) + 1.5;
  flow.ensure(height);
  const half = flow.width * 0.55;
  fitLine(flow.doc, label, { x: flow.left, y: flow.y, width: half - 4 }, { font, size, minSize: size - 1.5 });
  fitLine(flow.doc, value, { x: flow.left + half, y: flow.y, width: flow.width - half }, { font, size, minSize: size - 1.5, align: 'right' });
  flow.y += height;
}

function keyValues(flow: Flow, pairs: Array<[string, string]>): void {
  const keyWidth = mm(22);
  for (const [key, value] of pairs) {
    const height = lineHeight(flow.doc, 'Helvetica', BODY) + 1.5;
    flow.ensure(height);
    fitLine(flow.doc, key, { x: flow.left, y: flow.y, width: keyWidth - 4 }, { font: 'Helvetica', size: BODY, color: '#333333' });
    fitLine(flow.doc, value, { x: flow.left + keyWidth, y: flow.y, width: flow.width - keyWidth }, { font: 'Helvetica-Bold', size: BODY, minSize: 6 });
    flow.y += height;
  }
}

function dimensions(k: ReceiptKoli): string {
  if (k.lengthCm == null || k.widthCm == null || k.heightCm == null) return '-';
  return `${formatDecimal(k.lengthCm)} × ${formatDecimal(k.widthCm)} × ${formatDecimal(k.heightCm)}`;
}

function etaText(eta: ReceiptData['eta'], timeZone: string): string {
  if (!eta) return '-';
  const from = formatDate(eta.from, timeZone);
  const to = formatDate(eta.to, timeZone);
  return from === to ? from : `${from} - ${to}`;
}
