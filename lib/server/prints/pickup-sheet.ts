import { code128Png } from './barcodes';
import { Flow, type Margins, drawSignatures } from './layout';
import {
  type Doc,
  type PdfImage,
  PAGE,
  drawImage,
  fitBlock,
  fitLine,
  formatDateTime,
  formatDecimal,
  frame,
  hLine,
  mm,
  openImage,
  startPdf,
  vLine,
} from './pdf';

/*
 * The courier's pickup sheet, A4, one page per pickup: where to go and when, what to expect, and a blank
 * table to write down the AWBs actually picked up, signed by the customer and the courier. A batch of
 * pickups is one PDF with one page each, so a dispatcher prints a whole route at once.
 */

export interface PickupSheetData {
  providerName: string;
  pickupNumber: string;
  customer: string;
  contact: string;
  phone: string;
  address: string;
  /** District / city, as the dispatcher groups pickups. */
  area: string;
  /** ISO date-times of the agreed window. */
  window: { from: string; to: string };
  estimate: { koli: number; weightKg: number };
  service: { code: string; name: string } | null;
  notes: string | null;
  driver: { name: string; phone?: string | null } | null;
  vehicle: { plate: string; type?: string | null } | null;
}

export interface PickupSheetOptions {
  printedAt?: Date;
  timeZone?: string;
  /** Blank lines in the AWB table (as many as fit on the page at most). Default 20. */
  blankRows?: number;
}

const SIZE = PAGE.a4;
const MARGINS: Margins = { top: mm(14), right: mm(14), bottom: mm(14), left: mm(14) };
// Tall enough to write a 12-digit AWB by hand.
const ROW_HEIGHT = mm(7.5);
const HEADER_HEIGHT = mm(7);

export async function renderPickupSheets(items: PickupSheetData[], options: PickupSheetOptions = {}): Promise<Buffer> {
  // A PDF without pages opens as an error in most viewers: refuse before making one.
  if (items.length === 0) throw new RangeError('No pickups to print');
  const timeZone = options.timeZone ?? 'Asia/Jakarta';
  const pdf = startPdf({ title: items.length === 1 ? `Pickup ${items[0].pickupNumber}` : `Pickup sheets (${items.length})`, size: SIZE, createdAt: options.printedAt });
  const barcodes = await Promise.all(items.map((item) => code128Png(item.pickupNumber, { moduleMm: 0.4, heightMm: 12 })));
  const flow = new Flow(pdf.doc, SIZE, MARGINS);
  items.forEach((item, i) => {
    flow.newPage();
    const barcode = barcodes[i];
    drawSheet(flow, item, openImage(pdf.doc, barcode.png), barcode.widthMm, timeZone, options);
  });
  return pdf.done();
}

function drawSheet(flow: Flow, item: PickupSheetData, barcode: PdfImage, barcodeWidthMm: number, timeZone: string, options: PickupSheetOptions): void {
  const { doc } = flow;
  drawHeader(flow, item, barcode, barcodeWidthMm);
  drawDetails(flow, item, timeZone);
  flow.y += mm(5);
  // The sheet is one page: the table gets what is left above the totals line and the signatures.
  const fits = Math.floor((flow.room - mm(7 + 4 + 7 + 24 + 6)) / ROW_HEIGHT);
  drawAwbTable(flow, Math.max(1, Math.min(options.blankRows ?? 20, fits)));
  flow.y += mm(4);
  fitLine(doc, 'Jumlah AWB: ________     Jumlah koli: ________     Berat total: ________ kg     Jam pickup: ________', { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica', size: 9, minSize: 7 });
  flow.y += mm(7);
  drawSignatures(flow, ['Pelanggan / pengirim', 'Kurir'], mm(24));
  if (options.printedAt) {
    fitLine(doc, `Dicetak ${formatDateTime(options.printedAt, timeZone)}`, { x: flow.left, y: flow.bottom + mm(3), width: flow.width }, { font: 'Helvetica', size: 7, align: 'right', color: '#555555' });
  }
}

function drawHeader(flow: Flow, item: PickupSheetData, barcode: PdfImage, barcodeWidthMm: number): void {
  const { doc } = flow;
  const top = flow.y;
  const leftWidth = flow.width - mm(72);
  fitLine(doc, item.providerName, { x: flow.left, y: top, width: leftWidth }, { font: 'Helvetica-Bold', size: 14, minSize: 9 });
  fitLine(doc, 'LEMBAR PICKUP', { x: flow.left, y: top + 20, width: leftWidth }, { font: 'Helvetica-Bold', size: 18, minSize: 12 });
  fitLine(doc, 'Pickup sheet', { x: flow.left, y: top + 40, width: leftWidth }, { font: 'Helvetica', size: 9, color: '#555555' });
  const width = Math.min(barcodeWidthMm, 70);
  drawImage(doc, barcode, flow.right - mm(width), top, mm(width), mm(12));
  fitLine(doc, item.pickupNumber, { x: flow.right - mm(70), y: top + mm(13), width: mm(70) }, { font: 'Helvetica-Bold', size: 13, minSize: 8, align: 'right' });
  flow.y = top + mm(21);
  hLine(doc, flow.left, flow.right, flow.y, 2);
  flow.y += mm(3);
}

type Cell = { label: string; value: string; lines?: number; bold?: boolean };

function drawDetails(flow: Flow, item: PickupSheetData, timeZone: string): void {
  const window = `${formatDateTime(item.window.from, timeZone)} - ${formatDateTime(item.window.to, timeZone).slice(11)}`;
  const left: Cell[] = [
    { label: 'Pelanggan', value: item.customer, bold: true },
    { label: 'Kontak', value: item.contact },
    { label: 'Telepon', value: item.phone, bold: true },
    { label: 'Alamat', value: item.address, lines: 4 },
    { label: 'Area', value: item.area, bold: true },
  ];
  const right: Cell[] = [
    { label: 'Waktu pickup', value: window, bold: true },
    { label: 'Estimasi', value: `${item.estimate.koli} koli / ${formatDecimal(item.estimate.weightKg)} kg` },
    { label: 'Layanan', value: item.service ? `${item.service.code} - ${item.service.name}` : '-' },
    { label: 'Driver', value: item.driver ? [item.driver.name, item.driver.phone].filter(Boolean).join(' / ') : '-' },
    { label: 'Kendaraan', value: item.vehicle ? [item.vehicle.plate, item.vehicle.type].filter(Boolean).join(' / ') : '-' },
    { label: 'Catatan', value: item.notes ?? '-', lines: 3 },
  ];
  const half = flow.width / 2;
  const top = flow.y;
  const endLeft = drawCells(flow.doc, left, flow.left, top, half - mm(3));
  const endRight = drawCells(flow.doc, right, flow.left + half + mm(3), top, half - mm(3));
  flow.y = Math.max(endLeft, endRight);
  vLine(flow.doc, flow.left + half, top, flow.y - mm(2), 0.5);
}

function drawCells(doc: Doc, cells: Cell[], x: number, top: number, width: number): number {
  const labelWidth = mm(24);
  const lineH = 13;
  let y = top;
  for (const cell of cells) {
    fitLine(doc, cell.label, { x, y, width: labelWidth - 4 }, { font: 'Helvetica', size: 9, color: '#444444' });
    const height = lineH * (cell.lines ?? 1);
    fitBlock(doc, cell.value, { x: x + labelWidth, y, width: width - labelWidth, height }, { font: cell.bold ? 'Helvetica-Bold' : 'Helvetica', size: 10, minSize: 7 });
    y += height + 3;
  }
  return y;
}

function drawAwbTable(flow: Flow, rows: number): void {
  const { doc } = flow;
  const columns = [
    { header: 'No', width: 0.6 },
    { header: 'No. AWB', width: 3.2 },
    { header: 'Koli', width: 1 },
    { header: 'Berat (kg)', width: 1.3 },
    { header: 'Tujuan', width: 2.2 },
    { header: 'Keterangan', width: 2.7 },
  ];
  const total = columns.reduce((s, c) => s + c.width, 0);
  const rowHeight = ROW_HEIGHT;
  const headerHeight = HEADER_HEIGHT;
  const tableHeight = headerHeight + rowHeight * rows;
  const top = flow.y;
  doc.save().fillColor('#e6e6e6').rect(flow.left, top, flow.width, headerHeight).fill().restore();
  frame(doc, { x: flow.left, y: top, width: flow.width, height: tableHeight }, 1);
  let x = flow.left;
  for (const column of columns) {
    const width = (column.width / total) * flow.width;
    fitLine(doc, column.header, { x: x + 3, y: top, width: width - 6, height: headerHeight }, { font: 'Helvetica-Bold', size: 9, minSize: 7 });
    if (x > flow.left) vLine(doc, x, top, top + tableHeight, 0.5);
    x += width;
  }
  hLine(doc, flow.left, flow.right, top + headerHeight, 1);
  const noWidth = (columns[0].width / total) * flow.width;
  for (let i = 0; i < rows; i++) {
    const y = top + headerHeight + i * rowHeight;
    if (i > 0) hLine(doc, flow.left, flow.right, y, 0.3);
    fitLine(doc, String(i + 1), { x: flow.left, y, width: noWidth, height: rowHeight }, { font: 'Helvetica', size: 8, align: 'center', color: '#555555' });
  }
  flow.y = top + tableHeight;
}
