import type { LabelSize } from '@/lib/resources/organization';
import { code128Png, qrPng } from './barcodes';
import {
  type Doc,
  type PdfImage,
  PAGE,
  breathe,
  drawImage,
  fillBox,
  fitBlock,
  fitLine,
  formatDateTime,
  formatDecimal,
  formatRupiah,
  frame,
  hLine,
  mm,
  openImage,
  startPdf,
  vLine,
} from './pdf';

/*
 * The AWB label: 100 × 150 mm, one page per koli, for thermal printers. Read top to bottom by different
 * people: the scanner wants the barcode, the sorting room the route codes from metres away, the courier
 * the consignee. So each has its own zone between thick rules, and the route codes are the largest text.
 */

export interface AwbLabelParty {
  name: string;
  phone: string;
  address: string;
}

/** One page: one koli of one shipment. A shipment of N koli is N of these with the same AWB (see labelsForKoli). */
export interface AwbLabelData {
  /** 12 digits. */
  awb: string;
  /** ISO date-time the shipment was accepted. */
  createdAt: string;
  service: { code: string; name: string };
  /** Branch code (e.g. 'JKT') or area code. */
  origin: { code: string; city: string };
  destination: { code: string; city: string; district: string };
  koli: { index: number; count: number; weightKg: number; chargeableKg?: number };
  /** Of the whole shipment. */
  chargeableKg: number;
  /** Integer rupiah; null or 0 when not COD. */
  codAmount: number | null;
  paymentType: 'CASH' | 'CREDIT';
  shipper: AwbLabelParty;
  consignee: AwbLabelParty;
  goodsDescription: string;
  specialInstructions: string | null;
  reference: string | null;
  /** The public tracking page, encoded in the QR code. */
  trackingUrl: string;
  /** Company name printed at the top. */
  providerName: string;
  /** Not booked yet (it can still change): the label says DRAFT across it. */
  draft?: boolean;
}

export interface AwbLabelOptions {
  /** Printed on every label and written as the PDF's creation date (fixed → same bytes). Default: now. */
  printedAt?: Date;
  /** Office clock for the printed dates. Default Asia/Jakarta. */
  timeZone?: string;
  /** The counter's label paper (the office's setting). Default 100 × 150 mm. */
  paper?: LabelSize;
}

/**
 * Where each label goes on the paper: the 100 × 150 mm label as drawn, shrunk a little onto A6, or two
 * side by side on a sheet of A4 (cut along the middle).
 */
const PAPERS: Record<LabelSize, { size: [number, number]; perPage: number; place: (slot: number) => { x: number; y: number; scale: number } }> = {
  '100x150': { size: PAGE.label100x150, perPage: 1, place: () => ({ x: 0, y: 0, scale: 1 }) },
  A6: { size: PAGE.a6, perPage: 1, place: () => ({ x: mm((105 - 100 * (148 / 150)) / 2), y: 0, scale: 148 / 150 }) },
  A4: { size: PAGE.a4, perPage: 2, place: (slot) => ({ x: mm(5 + slot * 100), y: mm(10), scale: 1 }) },
};

/** One label per koli of a shipment, numbered 1..N. */
export function labelsForKoli(shipment: Omit<AwbLabelData, 'koli'>, koli: Array<{ weightKg: number; chargeableKg?: number }>): AwbLabelData[] {
  return koli.map((k, i) => ({ ...shipment, koli: { index: i + 1, count: koli.length, ...k } }));
}

const TEXT = {
  consignee: 'PENERIMA',
  shipper: 'PENGIRIM',
  koli: 'KOLI',
  weight: 'Berat',
  chargeable: 'Berat tagih',
  goods: 'Isi',
  instructions: 'Instruksi',
  reference: 'Ref',
  printed: 'Dicetak',
  created: 'Tgl kirim',
  track: 'Lacak kiriman',
  nonCod: 'NON COD',
  // across a label not booked yet (the word, read the same by every clerk)
  draft: 'DRAFT',
};

// Layout in mm from the page's top-left corner; every zone ends on a thick rule.
const M = 3;
const W = 100 - 2 * M;
const RIGHT = 100 - M;
const THICK = 1.6;
const THIN = 0.6;
const Y = { header: M, barcode: 12, route: 36, weight: 64, consignee: 75, shipper: 104, footer: 122, end: 150 - M };
const SIDE_X = 70; // the right-hand column of the route and footer zones
const BATCH = 20; // labels rendered between two turns of the event loop

interface Pictures {
  barcode: PdfImage;
  barcodeWidthMm: number;
  qr: PdfImage;
}

export async function renderAwbLabels(labels: AwbLabelData[], options: AwbLabelOptions = {}): Promise<Buffer> {
  // A PDF without pages opens as an error in most viewers: refuse before making one.
  if (labels.length === 0) throw new RangeError('No labels to print');
  const printedAt = options.printedAt ?? new Date();
  const timeZone = options.timeZone ?? 'Asia/Jakarta';
  const paper = PAPERS[options.paper ?? '100x150'];
  const pdf = startPdf({ title: titleOf(labels), size: paper.size, createdAt: printedAt });
  const pictures = await renderPictures(pdf.doc, labels);
  const printed = formatDateTime(printedAt, timeZone);
  for (const [i, label] of labels.entries()) {
    if (i > 0 && i % BATCH === 0) await breathe();
    const slot = i % paper.perPage;
    if (slot === 0) pdf.doc.addPage({ size: paper.size, margin: 0 });
    const at = paper.place(slot);
    pdf.doc.save();
    pdf.doc.translate(at.x, at.y);
    if (at.scale !== 1) pdf.doc.scale(at.scale);
    drawLabel(pdf.doc, label, pictures(label), printed, timeZone);
    if (label.draft) drawDraftMark(pdf.doc);
    pdf.doc.restore();
  }
  return pdf.done();
}

/** A draft's label can still change: DRAFT across it, so nobody sticks it on a parcel as final. */
function drawDraftMark(doc: Doc): void {
  doc.save();
  doc.rotate(-56, { origin: [mm(50), mm(75)] });
  doc.fillColor('#000000').opacity(0.22).font('Helvetica-Bold').fontSize(96);
  doc.text(TEXT.draft, mm(50) - mm(80), mm(75) - 40, { width: mm(160), align: 'center', lineBreak: false });
  doc.restore();
  doc.opacity(1);
}

function titleOf(labels: AwbLabelData[]): string {
  const awbs = [...new Set(labels.map((l) => l.awb))];
  return awbs.length === 1 ? `AWB label ${awbs[0]}` : `AWB labels (${awbs.length} AWB, ${labels.length} koli)`;
}

// Every koli of an AWB shows the same barcode and QR: each is rendered and embedded once per AWB and
// referenced from every page, which keeps a 100-label batch fast and small.
async function renderPictures(doc: Doc, labels: AwbLabelData[]): Promise<(label: AwbLabelData) => Pictures> {
  const barcodeOf = new Map<string, { image: PdfImage; widthMm: number }>();
  const qrOf = new Map<string, PdfImage>();
  for (const [i, label] of labels.entries()) {
    if (i > 0 && i % BATCH === 0) await breathe();
    if (!barcodeOf.has(label.awb)) {
      const barcode = await code128Png(label.awb, { moduleMm: 0.5, heightMm: 15 });
      barcodeOf.set(label.awb, { image: openImage(doc, barcode.png), widthMm: barcode.widthMm });
    }
    if (!qrOf.has(label.trackingUrl)) qrOf.set(label.trackingUrl, openImage(doc, (await qrPng(label.trackingUrl, { moduleMm: 0.5 })).png));
  }
  return (label) => {
    const barcode = barcodeOf.get(label.awb)!;
    return { barcode: barcode.image, barcodeWidthMm: barcode.widthMm, qr: qrOf.get(label.trackingUrl)! };
  };
}

function drawLabel(doc: Doc, label: AwbLabelData, pictures: Pictures, printed: string, timeZone: string): void {
  frame(doc, { x: mm(M), y: mm(M), width: mm(W), height: mm(Y.end - M) }, THICK);
  drawHeader(doc, label);
  drawBarcode(doc, label, pictures);
  drawRoute(doc, label);
  drawWeightAndCod(doc, label);
  drawParty(doc, TEXT.consignee, label.consignee, Y.consignee, Y.shipper, { name: 13, phone: 11, address: 11 });
  drawParty(doc, TEXT.shipper, label.shipper, Y.shipper, Y.footer, { name: 8.5, phone: 8, address: 7.5 });
  drawFooter(doc, label, pictures, printed, timeZone);
  for (const y of [Y.barcode, Y.route, Y.weight, Y.consignee, Y.shipper, Y.footer]) hLine(doc, mm(M), mm(RIGHT), mm(y), THICK);
}

function drawHeader(doc: Doc, label: AwbLabelData): void {
  const y = mm(Y.header + 1.8);
  // a draft says so where the eye starts, as well as across the label
  fitLine(doc, label.draft ? `${TEXT.draft} · ${label.providerName}` : label.providerName, { x: mm(M + 2), y, width: mm(66) }, { font: 'Helvetica-Bold', size: 13, minSize: 8 });
  // Payment type in an outline box: credit labels must never be charged at the counter of destination.
  const box = { x: mm(RIGHT - 24), y: mm(Y.header + 1.5), width: mm(22), height: mm(6) };
  frame(doc, box, THIN);
  fitLine(doc, label.paymentType, { ...box }, { font: 'Helvetica-Bold', size: 10, minSize: 6, align: 'center' });
}

function drawBarcode(doc: Doc, label: AwbLabelData, pictures: Pictures): void {
  const widthMm = Math.min(pictures.barcodeWidthMm, W - 4);
  drawImage(doc, pictures.barcode, mm(50 - widthMm / 2), mm(Y.barcode + 1.5), mm(widthMm), mm(15));
  fitLine(doc, label.awb, { x: mm(M), y: mm(Y.barcode + 17.2), width: mm(W) }, { font: 'Helvetica-Bold', size: 16, minSize: 9, align: 'center' });
}

function drawRoute(doc: Doc, label: AwbLabelData): void {
  const top = Y.route;
  // Origin, arrow, destination: the destination decides the sorting lane, so it is the largest. Codes
  // share one band and are centred in it, so a long code that had to shrink stays on the same line.
  const band = { y: mm(top + 1.5), height: mm(14) };
  fitLine(doc, label.origin.code, { x: mm(M + 1.5), width: mm(21), ...band }, { font: 'Helvetica-Bold', size: 28, minSize: 11 });
  drawArrow(doc, mm(M + 23.5), band.y + band.height / 2, mm(6));
  fitLine(doc, label.destination.code, { x: mm(M + 31), width: mm(SIDE_X - M - 32), ...band }, { font: 'Helvetica-Bold', size: 42, minSize: 14 });
  fitLine(doc, label.origin.city, { x: mm(M + 1.5), y: mm(top + 17.5), width: mm(27) }, { font: 'Helvetica', size: 7.5, minSize: 6 });
  fitLine(doc, label.destination.city, { x: mm(M + 31), y: mm(top + 17), width: mm(SIDE_X - M - 32) }, { font: 'Helvetica-Bold', size: 9, minSize: 6 });
  fitLine(doc, label.destination.district, { x: mm(M + 31), y: mm(top + 21.5), width: mm(SIDE_X - M - 32) }, { font: 'Helvetica', size: 8, minSize: 6 });

  // Right column: the service inverted (the other thing sorted on), then which koli this page is.
  vLine(doc, mm(SIDE_X), mm(top), mm(Y.weight), THICK);
  const service = { x: mm(SIDE_X), y: mm(top), width: mm(RIGHT - SIDE_X), height: mm(13) };
  fillBox(doc, service);
  fitLine(doc, label.service.code, { x: service.x + mm(1), y: service.y + mm(0.8), width: service.width - mm(2), height: mm(9) }, { font: 'Helvetica-Bold', size: 24, minSize: 9, align: 'center', color: 'white' });
  fitLine(doc, label.service.name, { x: service.x + mm(1), y: service.y + mm(10), width: service.width - mm(2) }, { font: 'Helvetica', size: 6, minSize: 5, align: 'center', color: 'white' });
  const koli = { x: mm(SIDE_X + 1), width: mm(RIGHT - SIDE_X - 2) };
  fitLine(doc, TEXT.koli, { ...koli, y: mm(top + 14.3) }, { font: 'Helvetica', size: 7, align: 'center' });
  fitLine(doc, `${label.koli.index}/${label.koli.count}`, { ...koli, y: mm(top + 17), height: mm(10) }, { font: 'Helvetica-Bold', size: 24, minSize: 10, align: 'center' });
}

function drawArrow(doc: Doc, x: number, y: number, length: number): void {
  const head = length * 0.45;
  const shaft = length * 0.14;
  doc
    .save()
    .fillColor('black')
    .polygon([x, y - shaft], [x + length - head, y - shaft], [x + length - head, y - head * 0.8], [x + length, y], [x + length - head, y + head * 0.8], [x + length - head, y + shaft], [x, y + shaft])
    .fill()
    .restore();
}

function drawWeightAndCod(doc: Doc, label: AwbLabelData): void {
  const y = mm(Y.weight + 1.5);
  const { weightKg, chargeableKg } = label.koli;
  const koliKg = chargeableKg != null && chargeableKg !== weightKg ? `${formatDecimal(weightKg)} kg / tagih ${formatDecimal(chargeableKg)} kg` : `${formatDecimal(weightKg)} kg`;
  fitLine(doc, `${TEXT.weight} koli: ${koliKg}`, { x: mm(M + 2), y, width: mm(44) }, { font: 'Helvetica', size: 8, minSize: 6 });
  fitLine(doc, `${TEXT.chargeable}: ${formatDecimal(label.chargeableKg)} kg`, { x: mm(M + 2), y: y + mm(4.3), width: mm(44) }, { font: 'Helvetica-Bold', size: 10, minSize: 6 });

  const cod = { x: mm(M + 48), y: mm(Y.weight + 1.2), width: mm(W - 49.2), height: mm(Y.consignee - Y.weight - 2.4) };
  if (label.codAmount != null && label.codAmount > 0) {
    // Inverted so the courier cannot miss that cash is to be collected.
    fillBox(doc, cod);
    fitLine(doc, `COD ${formatRupiah(label.codAmount)}`, { x: cod.x + mm(1.5), y: cod.y, width: cod.width - mm(3), height: cod.height }, { font: 'Helvetica-Bold', size: 14, minSize: 7, align: 'center', color: 'white' });
  } else {
    fitLine(doc, TEXT.nonCod, { x: cod.x, y: cod.y, width: cod.width, height: cod.height }, { font: 'Helvetica-Bold', size: 11, minSize: 7, align: 'center' });
  }
}

function drawParty(doc: Doc, caption: string, party: AwbLabelParty, top: number, bottom: number, sizes: { name: number; phone: number; address: number }): void {
  const x = mm(M + 2);
  const width = mm(W - 4);
  fitLine(doc, caption, { x, y: mm(top + 1.2), width }, { font: 'Helvetica-Bold', size: 6.5 });
  const nameY = mm(top + 4);
  fitLine(doc, party.name, { x, y: nameY, width: mm(W - 4 - 36) }, { font: 'Helvetica-Bold', size: sizes.name, minSize: sizes.name * 0.65 });
  fitLine(doc, party.phone, { x: mm(RIGHT - 2 - 34), y: nameY + (sizes.name - sizes.phone) * 0.6, width: mm(34) }, { font: 'Helvetica-Bold', size: sizes.phone, minSize: 6, align: 'right' });
  const addressY = nameY + sizes.name * 1.25;
  fitBlock(doc, party.address, { x, y: addressY, width, height: mm(bottom - 1) - addressY }, { font: 'Helvetica', size: sizes.address, minSize: 6 });
}

function drawFooter(doc: Doc, label: AwbLabelData, pictures: Pictures, printed: string, timeZone: string): void {
  const top = Y.footer;
  const x = mm(M + 2);
  const width = mm(SIDE_X - M - 4);
  let y = mm(top + 1.3);
  const goods = fitBlock(doc, `${TEXT.goods}: ${label.goodsDescription || '-'}`, { x, y, width, height: mm(6.5) }, { font: 'Helvetica', size: 7.5, minSize: 6 });
  y += Math.max(goods.height, mm(3)) + mm(0.6);
  if (label.specialInstructions) {
    const instructions = fitBlock(doc, `${TEXT.instructions}: ${label.specialInstructions}`, { x, y, width, height: mm(7) }, { font: 'Helvetica-Bold', size: 7.5, minSize: 6 });
    y += instructions.height + mm(0.6);
  }
  if (label.reference) fitLine(doc, `${TEXT.reference}: ${label.reference}`, { x, y, width }, { font: 'Helvetica', size: 7.5, minSize: 6 });
  const bottom = mm(Y.end - 2.8);
  fitLine(doc, `${TEXT.created}: ${formatDateTime(label.createdAt, timeZone)}`, { x, y: bottom - mm(3.2), width }, { font: 'Helvetica', size: 6.5, minSize: 5 });
  fitLine(doc, `${TEXT.printed}: ${printed}`, { x, y: bottom, width }, { font: 'Helvetica', size: 6.5, minSize: 5 });

  vLine(doc, mm(SIDE_X), mm(top), mm(Y.end), THICK);
  const qrSize = 20;
  drawImage(doc, pictures.qr, mm((SIDE_X + RIGHT - qrSize) / 2), mm(top + 0.8), mm(qrSize), mm(qrSize));
  fitLine(doc, TEXT.track, { x: mm(SIDE_X + 0.5), y: mm(top + 21.2), width: mm(RIGHT - SIDE_X - 1) }, { font: 'Helvetica', size: 6, align: 'center' });
}
