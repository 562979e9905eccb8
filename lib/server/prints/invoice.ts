import { type BarcodePng, code128Png } from './barcodes';
import { type Column, Flow, type Margins, drawPairs, drawTable, numberPages } from './layout';
import {
  type Doc,
  type FontName,
  PAGE,
  drawImage,
  fitBlock,
  fitLine,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatRupiah,
  frame,
  hLine,
  lineHeight,
  mm,
  openImage,
  pdfSafe,
  startPdf,
  wrapLines,
} from './pdf';

/*
 * The customer's invoice, A4 portrait: the company and the invoice number as a barcode, whom it is
 * addressed to and its dates, the shipments billed (one line per AWB, or one per service and destination
 * when the customer takes a summary), then the totals kept together on one page with the amount in words,
 * where to pay, and the signature. Every figure is printed as the invoice holds it: nothing is priced or
 * taxed here. A draft carries a banner and a light watermark on every page, so it is never mistaken for a
 * bill; a cancelled invoice says so the same way.
 *
 * The header, the status marks and the date format are shared with the payment receipt and the statement.
 */

export interface InvoicePrintLine {
  awb: string;
  date: string;
  consignee: string;
  destination: string;
  service: string;
  koli: number;
  kg: number;
  amount: number;
}

export interface InvoiceSummaryLine {
  service: string;
  destination: string;
  awbs: number;
  koli: number;
  kg: number;
  amount: number;
}

export interface InvoicePrintData {
  company: { name: string; address: string; npwp: string };
  number: string;
  /** YYYY-MM-DD. */
  invoiceDate: string;
  dueDate: string;
  periodFrom: string | null;
  periodTo: string | null;
  customer: { code: string; name: string; address: string; npwp: string | null };
  taxInvoiceNo: string | null;
  collector: string | null;
  notes: string | null;
  mode: 'DETAIL' | 'SUMMARY';
  /** Used when mode = DETAIL. */
  lines: InvoicePrintLine[];
  /** Used when mode = SUMMARY. */
  summary: InvoiceSummaryLine[];
  amount: number;
  dpp: number;
  /** e.g. "PPN 1,1% x DPP". */
  ppnLabel: string;
  ppn: number;
  stampDuty: number;
  total: number;
  /** "dua juta … rupiah". */
  amountInWords: string;
  /** Printed small under the totals when paid > 0. */
  paid: number;
  outstanding: number;
  bankAccounts: string[];
  /** Printed under the signature line. */
  signer: string;
  /** 'DRAFT' and 'CANCELLED' are marked on every page. */
  status: string;
}

export interface FinancePrintOptions {
  printedAt?: Date;
}

export const FINANCE_SIZE = PAGE.a4;
export const FINANCE_MARGINS: Margins = { top: mm(14), right: mm(14), bottom: mm(14), left: mm(14) };
const SIZE = FINANCE_SIZE;
const MARGINS = FINANCE_MARGINS;
const TIME_ZONE = 'Asia/Jakarta';
const DRAFT_BANNER = 'DRAFT - BUKAN TAGIHAN';

/** One or several invoices in one PDF, each from a new page with its own page numbers. */
export async function renderInvoices(items: InvoicePrintData[], options: FinancePrintOptions = {}): Promise<Buffer> {
  if (items.length === 0) throw new RangeError('No invoices to print');
  const pdf = startPdf({ title: items.length === 1 ? `Invoice ${items[0].number}` : `Invoices (${items.length})`, size: SIZE, createdAt: options.printedAt, bufferPages: true });
  for (const data of items) {
    const start = pdf.doc.bufferedPageRange().count;
    await drawInvoice(pdf.doc, data, options.printedAt);
    const pages = { start, count: pdf.doc.bufferedPageRange().count - start };
    const mark = statusMark(data.status, DRAFT_BANNER);
    if (mark) drawWatermark(pdf.doc, mark, pages);
    numberPages(pdf.doc, SIZE, MARGINS, `Invoice ${data.number}`, pages);
  }
  return pdf.done();
}

/* ---------- shared by the finance prints ---------- */

/** "21/11/2026": a calendar date (YYYY-MM-DD) as it is, a date-time on the office's clock; null → "-". */
export function printDate(value: string | null | undefined): string {
  if (!value) return '-';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return plain ? `${plain[3]}/${plain[2]}/${plain[1]}` : formatDate(value, TIME_ZONE);
}

/** "21/11/2026 - 20/12/2026", one side alone when the other is missing, "-" when both are. */
export function printPeriod(from: string | null, to: string | null): string {
  if (from && to) return from === to ? printDate(from) : `${printDate(from)} - ${printDate(to)}`;
  if (from) return `sejak ${printDate(from)}`;
  if (to) return `s/d ${printDate(to)}`;
  return '-';
}

/** An amount in a column headed "(Rp)": "1.250.000", "-5.000". */
export function rupiahDigits(amount: number): string {
  return formatRupiah(amount).replace('Rp ', '');
}

export interface StatusMark {
  /** The banner under the header of the first page. */
  banner: string;
  /** Written big and light across every page. */
  watermark: string;
  color: string;
}

export function statusMark(status: string, draftBanner: string): StatusMark | null {
  if (status === 'DRAFT') return { banner: draftBanner, watermark: 'DRAFT', color: '#555555' };
  if (status === 'CANCELLED') return { banner: 'DIBATALKAN', watermark: 'DIBATALKAN', color: '#b00000' };
  return null;
}

// The watermark's letters as strokes on a 4 × 6 grid (I is one stroke wide), drawn as paths rather than
// text: rotated text would be read by text extraction (copy, search, pdftotext) and jumble the lines it
// crosses, and a draft must still read like the invoice it will become.
const STAMP_LETTERS: Record<string, { width: number; path: string }> = {
  A: { width: 4, path: 'M0 6 L2 0 L4 6 M0.7 4 L3.3 4' },
  B: { width: 4, path: 'M0 6 L0 0 L2.6 0 Q3.8 0 3.8 1.5 Q3.8 3 2.6 3 L0 3 M2.6 3 Q4 3 4 4.5 Q4 6 2.6 6 L0 6' },
  D: { width: 4, path: 'M0 0 L2.2 0 Q4 0 4 2 L4 4 Q4 6 2.2 6 L0 6 Z' },
  F: { width: 3.6, path: 'M3.6 0 L0 0 L0 6 M0 3 L3 3' },
  I: { width: 0, path: 'M0 0 L0 6' },
  K: { width: 4, path: 'M0 0 L0 6 M4 0 L0 3.8 M1.5 2.4 L4 6' },
  L: { width: 3.4, path: 'M0 0 L0 6 L3.4 6' },
  N: { width: 4, path: 'M0 6 L0 0 L4 6 L4 0' },
  R: { width: 4, path: 'M0 6 L0 0 L2.7 0 Q4 0 4 1.5 Q4 3 2.7 3 L0 3 M2.2 3 L4 6' },
  T: { width: 4, path: 'M0 0 L4 0 M2 0 L2 6' },
};
const STAMP_GAP = 1.8;
const STAMP_STROKE = 0.9;

/**
 * The watermark across pages `start` … `start + count - 1` (needs bufferPages): a large translucent
 * stamp drawn last, so it shows over table shading and the text under it still reads.
 */
export function drawWatermark(doc: Doc, mark: StatusMark, pages: { start: number; count: number }): void {
  const [w, h] = SIZE;
  const letters = [...mark.watermark].map((c) => STAMP_LETTERS[c]).filter((l) => l !== undefined);
  const units = letters.reduce((sum, l) => sum + l.width, 0) + STAMP_GAP * (letters.length - 1) + STAMP_STROKE;
  const scale = Math.min((w * 0.78) / units, 20);
  const pad = 2.2;
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    doc.save();
    doc.strokeOpacity(0.16).strokeColor(mark.color).lineCap('round').lineJoin('round');
    doc.rotate(-40, { origin: [w / 2, h / 2] });
    doc.translate(w / 2 - (units * scale) / 2, h / 2 - 3 * scale);
    doc.scale(scale);
    doc.lineWidth(STAMP_STROKE);
    let x = STAMP_STROKE / 2;
    for (const letter of letters) {
      doc.save().translate(x, 0).path(letter.path).stroke().restore();
      x += letter.width + STAMP_GAP;
    }
    doc.lineWidth(0.35).roundedRect(-pad, -pad, units + 2 * pad, 6 + 2 * pad, 1.2).stroke();
    doc.restore();
  }
}

/** A framed line across the page, in the mark's colour. */
export function drawBanner(flow: Flow, mark: StatusMark): void {
  const height = 22;
  flow.ensure(height + 8);
  flow.doc.save().lineWidth(1.5).strokeColor(mark.color).rect(flow.left, flow.y, flow.width, height).stroke().restore();
  fitLine(flow.doc, mark.banner, { x: flow.left + 6, y: flow.y, width: flow.width - 12, height }, { font: 'Helvetica-Bold', size: 13, minSize: 8, align: 'center', color: mark.color });
  flow.y += height + 8;
}

export interface DocumentHeader {
  company: { name: string; address: string; npwp: string };
  /** The first line big, the others smaller, right-aligned at the top right. */
  title: string[];
  number?: string;
  /** The number as a barcode under the title. */
  barcode?: BarcodePng;
}

/** Company top left; title, number (and its barcode) top right; a rule under both. */
export function drawDocumentHeader(flow: Flow, header: DocumentHeader): void {
  const { doc } = flow;
  const top = flow.y;
  const rightWidth = mm(84);
  const leftWidth = flow.width - rightWidth - 10;

  let y = top;
  fitLine(doc, header.company.name, { x: flow.left, y, width: leftWidth }, { font: 'Helvetica-Bold', size: 13, minSize: 9 });
  y += 17;
  const address = fitBlock(doc, header.company.address, { x: flow.left, y, width: leftWidth, height: lineHeight(doc, 'Helvetica', 8.5) * 3 }, { font: 'Helvetica', size: 8.5, minSize: 7 });
  y += Math.max(address.height, 11) + 1;
  fitLine(doc, `NPWP: ${header.company.npwp || '-'}`, { x: flow.left, y, width: leftWidth }, { font: 'Helvetica', size: 8.5, minSize: 7 });
  y += 12;

  let ry = top;
  header.title.forEach((line, i) => {
    const size = i === 0 ? 14 : 10;
    fitLine(doc, line, { x: flow.right - rightWidth, y: ry, width: rightWidth }, { font: 'Helvetica-Bold', size, minSize: 8, align: 'right', color: i === 0 ? 'black' : '#444444' });
    ry += i === 0 ? 18 : 13;
  });
  if (header.barcode && header.number) {
    const barWidth = Math.min(mm(header.barcode.widthMm), rightWidth);
    const barHeight = mm(10);
    ry += 2;
    drawImage(doc, openImage(doc, header.barcode.png), flow.right - barWidth, ry, barWidth, barHeight);
    ry += barHeight + 2;
    fitLine(doc, header.number, { x: flow.right - barWidth, y: ry, width: barWidth }, { font: 'Helvetica-Bold', size: 10, minSize: 7, align: 'center' });
    ry += 13;
  } else if (header.number) {
    fitLine(doc, `No. ${header.number}`, { x: flow.right - rightWidth, y: ry, width: rightWidth }, { font: 'Helvetica-Bold', size: 11, minSize: 8, align: 'right' });
    ry += 15;
  }

  flow.y = Math.max(y, ry) + 2;
  hLine(doc, flow.left, flow.right, flow.y, 2);
  flow.y += 8;
}

/** The "Kepada" block: whom the document is for, framed; returns the cursor below it. */
export function drawAddressee(flow: Flow, x: number, top: number, width: number, heading: string, customer: { code: string; name: string; address?: string; npwp?: string | null }): number {
  const { doc } = flow;
  const pad = 5;
  const inner = width - 2 * pad;
  let y = top + pad;
  fitLine(doc, heading, { x: x + pad, y, width: inner }, { font: 'Helvetica', size: 8.5, color: '#444444' });
  y += 12;
  fitLine(doc, customer.name, { x: x + pad, y, width: inner }, { font: 'Helvetica-Bold', size: 11, minSize: 8 });
  y += 15;
  fitLine(doc, `Kode pelanggan: ${customer.code}`, { x: x + pad, y, width: inner }, { font: 'Helvetica', size: 9, minSize: 7 });
  y += 12;
  if (customer.address !== undefined) {
    const address = fitBlock(doc, customer.address || '-', { x: x + pad, y, width: inner, height: lineHeight(doc, 'Helvetica', 9) * 3 }, { font: 'Helvetica', size: 9, minSize: 7 });
    y += Math.max(address.height, 11) + 1;
  }
  if (customer.npwp !== undefined) {
    fitLine(doc, `NPWP: ${customer.npwp || '-'}`, { x: x + pad, y, width: inner }, { font: 'Helvetica', size: 9, minSize: 7 });
    y += 12;
  }
  y += pad - 2;
  frame(doc, { x, y: top, width, height: y - top }, 0.6);
  return y + 4;
}

/** "Label ..... Rp 1.000" rows in a column, right-aligned amounts. */
export function drawAmountRows(doc: Doc, x: number, top: number, width: number, rows: Array<{ label: string; value: string; bold?: boolean; size?: number }>): number {
  let y = top;
  for (const row of rows) {
    const size = row.size ?? 9.5;
    const font = row.bold ? 'Helvetica-Bold' : 'Helvetica';
    fitLine(doc, row.label, { x, y, width: width * 0.55 - 4 }, { font, size, minSize: 7 });
    fitLine(doc, row.value, { x: x + width * 0.55, y, width: width * 0.45 }, { font, size, minSize: 7, align: 'right' });
    y += lineHeight(doc, font, size) + 3;
  }
  return y;
}

/** Height of a signature box drawn by drawSignatureBox. */
export const SIGNATURE_HEIGHT = 24 + mm(20) + 16;

/** "Hormat kami," and the company, room to sign and stamp, a line, the signer's name. */
export function drawSignatureBox(doc: Doc, x: number, top: number, width: number, caption: string, company: string, signer: string): void {
  let y = top;
  fitLine(doc, caption, { x, y, width }, { font: 'Helvetica', size: 9, align: 'center' });
  y += 12;
  fitLine(doc, company, { x, y, width }, { font: 'Helvetica-Bold', size: 8.5, minSize: 6.5, align: 'center' });
  y += 12 + mm(20);
  hLine(doc, x + 10, x + width - 10, y, 0.6);
  y += 3;
  fitLine(doc, signer || '-', { x, y, width }, { font: 'Helvetica-Bold', size: 9, minSize: 7, align: 'center' });
}

/** The lines `text` wraps to at `font` and `size`, and the height fitBlock takes for them. */
export function measureBlock(doc: Doc, text: string, width: number, font: FontName, size: number): { lines: number; height: number } {
  const lh = lineHeight(doc, font, size);
  const lines = wrapLines(doc, pdfSafe(text).trim(), width).length;
  return { lines, height: lines * lh };
}

/* ---------- the invoice ---------- */

async function drawInvoice(doc: Doc, data: InvoicePrintData, printedAt: Date | undefined): Promise<void> {
  const barcode = await code128Png(data.number, { moduleMm: 0.33, heightMm: 10 });
  const mark = statusMark(data.status, DRAFT_BANNER);
  const flow = new Flow(doc, SIZE, MARGINS, (f) => {
    if (f.pages === 1) return;
    const suffix = mark ? ` - ${mark.banner}` : '';
    fitLine(doc, `${data.company.name} - Invoice ${data.number} - ${data.customer.name}${suffix}`, { x: f.left, y: f.y, width: f.width }, { font: 'Helvetica', size: 8, minSize: 6, color: '#444444' });
    f.y += 12;
  });
  flow.newPage();
  drawDocumentHeader(flow, { company: data.company, title: ['FAKTUR TAGIHAN / INVOICE'], number: data.number, barcode });
  if (mark) drawBanner(flow, mark);

  const half = flow.width / 2;
  const facts = flow.y;
  const leftEnd = drawAddressee(flow, flow.left, facts, half - 10, 'Kepada', data.customer);
  const rightEnd = drawPairs(flow, flow.left + half + 10, facts + 4, half - 10, 'right', [
    ['No. invoice', data.number, true],
    ['Tanggal', printDate(data.invoiceDate)],
    ['Jatuh tempo', printDate(data.dueDate), true],
    ['Periode', printPeriod(data.periodFrom, data.periodTo)],
    ['No. Faktur Pajak', data.taxInvoiceNo || '-'],
    ['Kolektor', data.collector || '-'],
  ]);
  flow.y = Math.max(leftEnd, rightEnd) + 6;

  const style = { fontSize: 8.5, padding: 5, zebra: true };
  let counts: { awbs: number; koli: number; kg: number };
  if (data.mode === 'SUMMARY') {
    heading(flow, `Ringkasan pengiriman (${data.summary.length})`);
    const columns: Column<InvoiceSummaryLine>[] = [
      { header: 'Layanan', width: 1.6, value: (r) => r.service },
      { header: 'Tujuan', width: 3.4, value: (r) => r.destination },
      { header: 'AWB', width: 0.8, align: 'right', value: (r) => String(r.awbs) },
      { header: 'Koli', width: 0.8, align: 'right', value: (r) => String(r.koli) },
      { header: 'Kg', width: 1, align: 'right', value: (r) => formatDecimal(r.kg) },
      { header: 'Jumlah (Rp)', width: 1.7, align: 'right', value: (r) => rupiahDigits(r.amount) },
    ];
    drawTable(flow, columns, data.summary, style);
    counts = {
      awbs: data.summary.reduce((n, r) => n + r.awbs, 0),
      koli: data.summary.reduce((n, r) => n + r.koli, 0),
      kg: data.summary.reduce((n, r) => n + r.kg, 0),
    };
  } else {
    heading(flow, `Rincian pengiriman (${data.lines.length} AWB)`);
    const columns: Column<InvoicePrintLine>[] = [
      { header: 'No', width: 0.5, align: 'right', value: (_r, i) => String(i + 1) },
      { header: 'No. AWB', width: 1.8, font: 'Helvetica-Bold', value: (r) => r.awb },
      { header: 'Tanggal', width: 1.2, value: (r) => printDate(r.date) },
      { header: 'Penerima / tujuan', width: 3.4, value: (r) => r.consignee, sub: (r) => r.destination },
      { header: 'Layanan', width: 1, value: (r) => r.service },
      { header: 'Koli', width: 0.6, align: 'right', value: (r) => String(r.koli) },
      { header: 'Kg', width: 0.8, align: 'right', value: (r) => formatDecimal(r.kg) },
      { header: 'Jumlah (Rp)', width: 1.6, align: 'right', value: (r) => rupiahDigits(r.amount) },
    ];
    drawTable(flow, columns, data.lines, style);
    counts = {
      awbs: data.lines.length,
      koli: data.lines.reduce((n, r) => n + r.koli, 0),
      kg: data.lines.reduce((n, r) => n + r.kg, 0),
    };
  }
  flow.y += 8;
  drawClosing(flow, data, counts, printedAt);
}

function heading(flow: Flow, text: string): void {
  flow.ensure(lineHeight(flow.doc, 'Helvetica-Bold', 10) * 5);
  fitLine(flow.doc, text, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica-Bold', size: 10 });
  flow.y += 15;
}

/**
 * Totals, amount in words, payments so far, notes, where to pay and the signature: measured first and
 * drawn together on one page, so the total is never separated from what it is the total of.
 */
function drawClosing(flow: Flow, data: InvoicePrintData, counts: { awbs: number; koli: number; kg: number }, printedAt: Date | undefined): void {
  const { doc } = flow;
  const totalsX = flow.left + flow.width * 0.45;
  const totalsWidth = flow.right - totalsX;
  const rows: Array<{ label: string; value: string; bold?: boolean; size?: number }> = [
    { label: 'Jumlah', value: formatRupiah(data.amount) },
    { label: 'DPP', value: formatRupiah(data.dpp) },
    { label: data.ppnLabel, value: formatRupiah(data.ppn) },
    ...(data.stampDuty > 0 ? [{ label: 'Bea meterai', value: formatRupiah(data.stampDuty) }] : []),
  ];
  const rowsHeight = rows.length * (lineHeight(doc, 'Helvetica', 9.5) + 3);
  const totalHeight = lineHeight(doc, 'Helvetica-Bold', 12) + 3;

  const words = `Terbilang: ${data.amountInWords}`;
  const wordsWidth = flow.width - 12;
  const wordsBlock = measureBlock(doc, words, wordsWidth, 'Helvetica-Oblique', 9.5);
  const wordsHeight = wordsBlock.height + 10;

  const paidRows = data.paid > 0 ? [
    { label: 'Sudah dibayar', value: formatRupiah(data.paid), size: 8.5 },
    { label: 'Sisa tagihan', value: formatRupiah(data.outstanding), bold: true, size: 8.5 },
  ] : [];
  const paidHeight = paidRows.length * (lineHeight(doc, 'Helvetica-Bold', 8.5) + 3) + (paidRows.length ? 4 : 0);

  const notes = data.notes?.trim() ? `Catatan: ${data.notes.trim()}` : '';
  const notesMax = lineHeight(doc, 'Helvetica', 8.5) * 5;
  const notesHeight = notes ? Math.min(measureBlock(doc, notes, flow.width, 'Helvetica', 8.5).height, notesMax) + 8 : 0;

  const payWidth = flow.width * 0.55;
  const bankHeight = 14 + Math.max(1, data.bankAccounts.length) * 12;
  const footHeight = Math.max(bankHeight, SIGNATURE_HEIGHT) + 6;
  const printedHeight = printedAt ? 12 : 0;

  flow.ensure(4 + rowsHeight + 6 + totalHeight + 6 + wordsHeight + 6 + paidHeight + notesHeight + footHeight + printedHeight);

  const top = flow.y + 4;
  fitLine(doc, `${counts.awbs} AWB, ${counts.koli} koli, ${formatDecimal(counts.kg)} kg`, { x: flow.left, y: top, width: totalsX - flow.left - 12 }, { font: 'Helvetica', size: 9, minSize: 7, color: '#444444' });
  let y = drawAmountRows(doc, totalsX, top, totalsWidth, rows);
  hLine(doc, totalsX, flow.right, y + 1, 1.2);
  y += 5;
  y = drawAmountRows(doc, totalsX, y, totalsWidth, [{ label: 'TOTAL', value: formatRupiah(data.total), bold: true, size: 12 }]);
  y += 6;

  doc.save().fillColor('#f2f2f2').rect(flow.left, y, flow.width, wordsHeight).fill().restore();
  frame(doc, { x: flow.left, y, width: flow.width, height: wordsHeight }, 0.6);
  fitBlock(doc, words, { x: flow.left + 6, y: y + 5, width: wordsWidth, height: wordsBlock.height }, { font: 'Helvetica-Oblique', size: 9.5 });
  y += wordsHeight + 6;

  if (paidRows.length) y = drawAmountRows(doc, totalsX, y, totalsWidth, paidRows) + 4;

  if (notes) {
    const drawn = fitBlock(doc, notes, { x: flow.left, y, width: flow.width, height: notesHeight - 8 }, { font: 'Helvetica', size: 8.5, minSize: 7 });
    y += drawn.height + 8;
  }

  const foot = y;
  fitLine(doc, 'Pembayaran ke:', { x: flow.left, y: foot, width: payWidth }, { font: 'Helvetica-Bold', size: 9.5 });
  let by = foot + 14;
  for (const account of data.bankAccounts.length ? data.bankAccounts : ['-']) {
    fitLine(doc, account, { x: flow.left, y: by, width: payWidth }, { font: 'Helvetica', size: 9, minSize: 7 });
    by += 12;
  }
  const signWidth = mm(62);
  drawSignatureBox(doc, flow.right - signWidth, foot, signWidth, 'Hormat kami,', data.company.name, data.signer);
  y = foot + footHeight;

  if (printedAt) fitLine(doc, `Dicetak ${formatDateTime(printedAt, TIME_ZONE)}`, { x: flow.left, y, width: flow.width }, { font: 'Helvetica', size: 7, color: '#555555' });
  flow.y = y + printedHeight;
}
