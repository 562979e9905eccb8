import { Flow, type Margins, drawPairs, drawSignatures, drawTable, numberPages } from './layout';
import { PAGE, fitBlock, fitLine, formatDateTime, formatRupiah, hLine, lineHeight, mm, startPdf } from './pdf';
import { PAYMENT_METHODS, PAYMENT_METHOD_NAMES, type PaymentMethod } from './words';

/*
 * The cash register sheet, A4: a counter's takings up to a cut-off, signed by the clerk and the supervisor.
 * A busy counter has hundreds of AWBs, so the table runs over many pages: one line per AWB, the header row
 * repeated on every page, never a row cut in two, "page n / N" at the foot, signatures after the last row.
 * Totals, counted cash and difference are printed as recorded on the register, not recomputed here; only
 * the table's own column total is summed from its rows, as a check figure for the reader.
 */

export interface CashRegisterRow {
  awb: string;
  /** ISO date-time of the payment. */
  time: string;
  method: PaymentMethod;
  reference: string | null;
  /** Integer rupiah. */
  amount: number;
}

export interface CashRegisterSheetData {
  providerName: string;
  registerNumber: string;
  office: string;
  clerk: string;
  /** ISO date-times. */
  openedAt?: string | null;
  cutOffAt: string;
  /** Integer rupiah per payment method. */
  totals: Record<PaymentMethod, number>;
  /** Cash counted in the drawer at cut-off. */
  countedCash: number;
  /** Counted minus expected cash: negative when short. */
  difference: number;
  differenceReason: string | null;
  rows: CashRegisterRow[];
}

export interface CashRegisterSheetOptions {
  printedAt?: Date;
  timeZone?: string;
}

const SIZE = PAGE.a4;
const MARGINS: Margins = { top: mm(14), right: mm(14), bottom: mm(14), left: mm(14) };

export async function renderCashRegisterSheet(data: CashRegisterSheetData, options: CashRegisterSheetOptions = {}): Promise<Buffer> {
  const timeZone = options.timeZone ?? 'Asia/Jakarta';
  const pdf = startPdf({ title: `Cash register ${data.registerNumber}`, size: SIZE, createdAt: options.printedAt, bufferPages: true });
  const { doc } = pdf;
  // Pages after the first carry a one-line running header: a loose page still says whose it is.
  const flow = new Flow(doc, SIZE, MARGINS, (f) => {
    if (f.pages === 1) return;
    fitLine(doc, `${data.providerName} - Laporan kas ${data.registerNumber} - ${data.office} - ${data.clerk}`, { x: f.left, y: f.y, width: f.width }, { font: 'Helvetica', size: 8, minSize: 6, color: '#444444' });
    f.y += 12;
  });
  flow.newPage();

  fitLine(doc, data.providerName, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica-Bold', size: 13, minSize: 9 });
  flow.y += 17;
  fitLine(doc, `LAPORAN KAS  ${data.registerNumber}`, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica-Bold', size: 16, minSize: 10 });
  flow.y += 22;
  hLine(doc, flow.left, flow.right, flow.y, 2);
  flow.y += 8;

  const half = flow.width / 2;
  const top = flow.y;
  const leftEnd = drawPairs(flow, flow.left, top, half - 10, 'left', [
    ['Kantor', data.office],
    ['Kasir', data.clerk],
    ['Dibuka', data.openedAt ? formatDateTime(data.openedAt, timeZone) : '-'],
    ['Cut-off', formatDateTime(data.cutOffAt, timeZone), true],
    ['Jumlah AWB', String(data.rows.length)],
  ]);
  const totalAll = PAYMENT_METHODS.reduce((sum, m) => sum + data.totals[m], 0);
  const rightEnd = drawPairs(flow, flow.left + half + 10, top, half - 10, 'right', [
    ...PAYMENT_METHODS.map((m): [string, string, boolean?] => [PAYMENT_METHOD_NAMES[m], formatRupiah(data.totals[m])]),
    ['Total', formatRupiah(totalAll), true],
    ['Uang tunai dihitung', formatRupiah(data.countedCash)],
    ['Selisih', formatRupiah(data.difference), true],
  ]);
  flow.y = Math.max(leftEnd, rightEnd);
  if (data.difference !== 0 || data.differenceReason) {
    fitLine(doc, 'Alasan selisih', { x: flow.left, y: flow.y, width: mm(40) }, { font: 'Helvetica', size: 9, color: '#444444' });
    const reason = fitBlock(doc, data.differenceReason ?? '-', { x: flow.left + mm(40), y: flow.y, width: flow.width - mm(40), height: 36 }, { font: 'Helvetica', size: 9, minSize: 7 });
    flow.y += Math.max(reason.height, 12) + 4;
  }
  flow.y += 8;

  drawTable(
    flow,
    [
      { header: 'No', width: 0.7, align: 'right', value: (_r: CashRegisterRow, i) => String(i + 1) },
      { header: 'No. AWB', width: 2.2, font: 'Helvetica-Bold', value: (r) => r.awb },
      { header: 'Waktu', width: 2.1, value: (r) => formatDateTime(r.time, timeZone) },
      { header: 'Pembayaran', width: 1.8, value: (r) => PAYMENT_METHOD_NAMES[r.method] },
      { header: 'Referensi', width: 2.4, value: (r) => r.reference ?? '' },
      { header: 'Jumlah', width: 1.8, align: 'right', value: (r) => formatRupiah(r.amount) },
    ],
    data.rows,
    { fontSize: 8.5, padding: 4, zebra: true },
  );
  const totalHeight = lineHeight(doc, 'Helvetica-Bold', 9) + 4;
  flow.ensure(totalHeight);
  fitLine(doc, `Total ${formatRupiah(data.rows.reduce((sum, r) => sum + r.amount, 0))}`, { x: flow.left, y: flow.y + 3, width: flow.width - 4 }, { font: 'Helvetica-Bold', size: 9, align: 'right' });
  flow.y += totalHeight + mm(6);

  drawSignatures(flow, ['Kasir', 'Supervisor / kepala kantor'], mm(24));
  if (options.printedAt) fitLine(doc, `Dicetak ${formatDateTime(options.printedAt, timeZone)}`, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica', size: 7, color: '#555555' });
  numberPages(doc, SIZE, MARGINS, `Laporan kas ${data.registerNumber}`);
  return pdf.done();
}
