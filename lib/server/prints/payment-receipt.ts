import {
  FINANCE_MARGINS,
  FINANCE_SIZE,
  SIGNATURE_HEIGHT,
  drawAmountRows,
  drawBanner,
  drawDocumentHeader,
  drawSignatureBox,
  drawWatermark,
  measureBlock,
  printDate,
  rupiahDigits,
  statusMark,
} from './invoice';
import { type Column, Flow, drawPairs, drawTable, numberPages } from './layout';
import { type Doc, fitBlock, fitLine, formatDateTime, formatRupiah, frame, lineHeight, mm, startPdf } from './pdf';

/*
 * The receipt of a customer's payment (kwitansi), A4 portrait: who paid, the sum in words and in figures,
 * the invoices it settles with the tax withheld and the amounts written off, the adjustments (bank
 * charges, deposits), and the signature. It fits the top half of the page for a usual payment; a payment
 * that settles many invoices runs on, its table header repeated and the page numbered. A cancelled
 * receipt is marked on every page.
 */

export interface PaymentReceiptLine {
  number: string;
  date: string;
  amount: number;
  pph23: number;
  writeOff: number;
}

export interface PaymentReceiptData {
  company: { name: string; address: string; npwp: string };
  number: string;
  date: string;
  customer: { code: string; name: string };
  /** Already in words, e.g. "Transfer bank". */
  method: string;
  reference: string | null;
  bankAccount: string | null;
  received: number;
  amountInWords: string;
  lines: PaymentReceiptLine[];
  pph23: number;
  pph23SlipNo: string | null;
  writeOff: number;
  bankCharge: number;
  depositApplied: number;
  depositCreated: number;
  signer: string;
  /** 'CANCELLED' is marked "DIBATALKAN". */
  status: string;
}

const SIZE = FINANCE_SIZE;
const MARGINS = FINANCE_MARGINS;

/** One or several receipts in one PDF, each from a new page with its own page numbers. */
export async function renderPaymentReceipts(items: PaymentReceiptData[], options: { printedAt?: Date } = {}): Promise<Buffer> {
  if (items.length === 0) throw new RangeError('No receipts to print');
  const pdf = startPdf({ title: items.length === 1 ? `Kwitansi ${items[0].number}` : `Kwitansi (${items.length})`, size: SIZE, createdAt: options.printedAt, bufferPages: true });
  for (const data of items) {
    const start = pdf.doc.bufferedPageRange().count;
    drawReceipt(pdf.doc, data, options.printedAt);
    const pages = { start, count: pdf.doc.bufferedPageRange().count - start };
    const mark = statusMark(data.status, 'DRAFT');
    if (mark) drawWatermark(pdf.doc, mark, pages);
    numberPages(pdf.doc, SIZE, MARGINS, `Kwitansi ${data.number}`, pages);
  }
  return pdf.done();
}

function drawReceipt(doc: Doc, data: PaymentReceiptData, printedAt: Date | undefined): void {
  const mark = statusMark(data.status, 'DRAFT');
  const flow = new Flow(doc, SIZE, MARGINS, (f) => {
    if (f.pages === 1) return;
    const suffix = mark ? ` - ${mark.banner}` : '';
    fitLine(doc, `${data.company.name} - Kwitansi ${data.number} - ${data.customer.name}${suffix}`, { x: f.left, y: f.y, width: f.width }, { font: 'Helvetica', size: 8, minSize: 6, color: '#444444' });
    f.y += 12;
  });
  flow.newPage();
  drawDocumentHeader(flow, { company: data.company, title: ['KWITANSI / BUKTI PENERIMAAN'], number: data.number });
  if (mark) drawBanner(flow, mark);

  const half = flow.width / 2;
  const facts = flow.y;
  const leftEnd = drawPairs(flow, flow.left, facts, half - 10, 'left', [
    ['Sudah terima dari', data.customer.name, true],
    ['Kode pelanggan', data.customer.code],
  ]);
  const rightEnd = drawPairs(flow, flow.left + half + 10, facts, half - 10, 'right', [
    ['Tanggal', printDate(data.date), true],
    ['Cara bayar', data.method],
    ['Referensi', data.reference || '-'],
    ['Rekening', data.bankAccount || '-'],
  ]);
  flow.y = Math.max(leftEnd, rightEnd) + 4;

  // The sum in words, boxed, then in figures: what a kwitansi is for.
  const labelWidth = mm(32);
  const wordsWidth = flow.width - labelWidth - 12;
  const words = measureBlock(doc, data.amountInWords, wordsWidth, 'Helvetica-BoldOblique', 10);
  const wordsHeight = Math.max(words.height, 12) + 10;
  fitLine(doc, 'Uang sejumlah', { x: flow.left, y: flow.y + 5, width: labelWidth - 4 }, { font: 'Helvetica', size: 9, color: '#444444' });
  const box = { x: flow.left + labelWidth, y: flow.y, width: flow.width - labelWidth, height: wordsHeight };
  doc.save().fillColor('#f2f2f2').rect(box.x, box.y, box.width, box.height).fill().restore();
  frame(doc, box, 0.8);
  fitBlock(doc, data.amountInWords, { x: box.x + 6, y: box.y + 5, width: wordsWidth, height: Math.max(words.height, 12) }, { font: 'Helvetica-BoldOblique', size: 10 });
  flow.y += wordsHeight + 8;

  const amountBox = { x: flow.left + labelWidth, y: flow.y, width: mm(75), height: 30 };
  fitLine(doc, 'Jumlah', { x: flow.left, y: flow.y, width: labelWidth - 4, height: amountBox.height }, { font: 'Helvetica', size: 9, color: '#444444' });
  frame(doc, amountBox, 1.5);
  fitLine(doc, formatRupiah(data.received), { x: amountBox.x + 6, y: amountBox.y, width: amountBox.width - 12, height: amountBox.height }, { font: 'Helvetica-Bold', size: 18, minSize: 10 });
  flow.y += amountBox.height + 12;

  flow.ensure(lineHeight(doc, 'Helvetica-Bold', 10) * 5);
  fitLine(doc, 'Untuk pembayaran:', { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica-Bold', size: 10 });
  flow.y += 15;
  const columns: Column<PaymentReceiptLine>[] = [
    { header: 'No', width: 0.5, align: 'right', value: (_r, i) => String(i + 1) },
    { header: 'No. invoice', width: 2.4, font: 'Helvetica-Bold', value: (r) => r.number },
    { header: 'Tanggal', width: 1.4, value: (r) => printDate(r.date) },
    { header: 'Dibayar (Rp)', width: 1.8, align: 'right', value: (r) => rupiahDigits(r.amount) },
    { header: 'PPh 23 (Rp)', width: 1.6, align: 'right', value: (r) => (r.pph23 ? rupiahDigits(r.pph23) : '-') },
    { header: 'Dihapus (Rp)', width: 1.6, align: 'right', value: (r) => (r.writeOff ? rupiahDigits(r.writeOff) : '-') },
  ];
  const style = { fontSize: 8.5, padding: 5, zebra: true };
  drawTable(flow, columns, data.lines, style);
  const sumHeight = lineHeight(doc, 'Helvetica-Bold', 8.5) + 5;
  if (sumHeight > flow.room) {
    // Not a bare total at the top of a page: the header row comes with it.
    flow.newPage();
    drawTable(flow, columns, [], style);
  }
  // The column totals under their columns, as check figures.
  const shares = columns.map((c) => c.width);
  const totalShare = shares.reduce((a, b) => a + b, 0);
  const cellX = (i: number) => flow.left + (shares.slice(0, i).reduce((a, b) => a + b, 0) / totalShare) * flow.width;
  const cellW = (i: number) => (shares[i] / totalShare) * flow.width;
  const sums = [
    data.lines.reduce((n, l) => n + l.amount, 0),
    data.lines.reduce((n, l) => n + l.pph23, 0),
    data.lines.reduce((n, l) => n + l.writeOff, 0),
  ];
  fitLine(doc, 'Jumlah', { x: cellX(1) + 2, y: flow.y, width: cellW(1) - 4, height: sumHeight }, { font: 'Helvetica-Bold', size: 8.5 });
  sums.forEach((sum, k) => fitLine(doc, rupiahDigits(sum), { x: cellX(3 + k) + 2, y: flow.y, width: cellW(3 + k) - 4, height: sumHeight }, { font: 'Helvetica-Bold', size: 8.5, minSize: 7, align: 'right' }));
  flow.y += sumHeight + 10;

  const adjustments: Array<{ label: string; value: string; bold?: boolean }> = [];
  if (data.pph23 || data.pph23SlipNo) adjustments.push({ label: 'PPh 23 dipotong pelanggan', value: formatRupiah(data.pph23) });
  if (data.pph23SlipNo) adjustments.push({ label: 'No. bukti potong PPh 23', value: data.pph23SlipNo });
  if (data.writeOff) adjustments.push({ label: 'Dihapus (selisih kecil)', value: formatRupiah(data.writeOff) });
  if (data.bankCharge) adjustments.push({ label: 'Biaya bank', value: formatRupiah(data.bankCharge) });
  if (data.depositApplied) adjustments.push({ label: 'Deposit dipakai', value: formatRupiah(data.depositApplied) });
  if (data.depositCreated) adjustments.push({ label: 'Kelebihan bayar menjadi deposit', value: formatRupiah(data.depositCreated) });
  const adjustmentsHeight = adjustments.length * (lineHeight(doc, 'Helvetica', 9.5) + 3);
  const printedHeight = printedAt ? 12 : 0;

  // Adjustments on the left, the signature on the right, kept together.
  flow.ensure(Math.max(adjustmentsHeight, SIGNATURE_HEIGHT) + 6 + printedHeight);
  const top = flow.y;
  if (adjustments.length) drawAmountRows(doc, flow.left, top, flow.width * 0.55, adjustments);
  const signWidth = mm(62);
  drawSignatureBox(doc, flow.right - signWidth, top, signWidth, 'Diterima oleh,', data.company.name, data.signer);
  flow.y = top + Math.max(adjustmentsHeight, SIGNATURE_HEIGHT) + 6;
  if (printedAt) fitLine(doc, `Dicetak ${formatDateTime(printedAt, 'Asia/Jakarta')}`, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica', size: 7, color: '#555555' });
  flow.y += printedHeight;
}
