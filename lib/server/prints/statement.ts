import { FINANCE_MARGINS, FINANCE_SIZE, drawAddressee, drawDocumentHeader, printDate, printPeriod, rupiahDigits } from './invoice';
import { type Column, Flow, drawPairs, drawTable, numberPages } from './layout';
import { fillBox, fitLine, formatDateTime, formatRupiah, hLine, lineHeight, startPdf } from './pdf';

/*
 * A customer's statement of account, A4 portrait: the opening balance, every invoice, payment and
 * adjustment of the period with the running balance after it (one line each, so no row is split across
 * pages and the header row repeats), the closing balance, the deposits not yet applied and, when given,
 * the ageing of what is still open. Balances are printed as computed by the caller.
 */

export interface StatementRow {
  date: string;
  /** The document's number. */
  document: string;
  /** In words, e.g. "Invoice", "Pembayaran". */
  kind: string;
  /** The invoice it concerns. */
  item: string;
  debit: number;
  credit: number;
  balance: number;
}

export interface StatementData {
  company: { name: string; address: string; npwp: string };
  customer: { code: string; name: string; address: string; npwp: string | null };
  from: string;
  to: string;
  opening: number;
  rows: StatementRow[];
  closing: number;
  unappliedDeposits: number;
  /** Optional small table at the end. */
  aging?: { label: string; amount: number }[];
}

const SIZE = FINANCE_SIZE;
const MARGINS = FINANCE_MARGINS;

type Line = StatementRow;

export async function renderStatement(data: StatementData, options: { printedAt?: Date } = {}): Promise<Buffer> {
  const name = `Rekening koran ${data.customer.code} ${printPeriod(data.from, data.to)}`;
  const pdf = startPdf({ title: name, size: SIZE, createdAt: options.printedAt, bufferPages: true });
  const { doc } = pdf;
  const flow = new Flow(doc, SIZE, MARGINS, (f) => {
    if (f.pages === 1) return;
    fitLine(doc, `${data.company.name} - Rekening koran ${data.customer.name} (${data.customer.code}) - ${printPeriod(data.from, data.to)}`, { x: f.left, y: f.y, width: f.width }, { font: 'Helvetica', size: 8, minSize: 6, color: '#444444' });
    f.y += 12;
  });
  flow.newPage();
  drawDocumentHeader(flow, { company: data.company, title: ['REKENING KORAN PIUTANG', 'STATEMENT OF ACCOUNT'] });

  const debit = data.rows.reduce((n, r) => n + r.debit, 0);
  const credit = data.rows.reduce((n, r) => n + r.credit, 0);
  const half = flow.width / 2;
  const facts = flow.y;
  const leftEnd = drawAddressee(flow, flow.left, facts, half - 10, 'Kepada', data.customer);
  const rightEnd = drawPairs(flow, flow.left + half + 10, facts + 4, half - 10, 'right', [
    ['Periode', printPeriod(data.from, data.to), true],
    ['Saldo awal', formatRupiah(data.opening)],
    ['Total debit', formatRupiah(debit)],
    ['Total kredit', formatRupiah(credit)],
    ['Saldo akhir', formatRupiah(data.closing), true],
  ]);
  flow.y = Math.max(leftEnd, rightEnd) + 8;

  const columns: Column<Line>[] = [
    { header: 'Tanggal', width: 1.1, value: (r) => printDate(r.date) },
    { header: 'Dokumen', width: 1.9, font: 'Helvetica-Bold', value: (r) => r.document },
    { header: 'Keterangan', width: 2.9, value: (r) => r.kind, sub: (r) => r.item },
    { header: 'Debit (Rp)', width: 1.45, align: 'right', value: (r) => (r.debit ? rupiahDigits(r.debit) : '') },
    { header: 'Kredit (Rp)', width: 1.45, align: 'right', value: (r) => (r.credit ? rupiahDigits(r.credit) : '') },
    { header: 'Saldo (Rp)', width: 1.6, align: 'right', value: (r) => rupiahDigits(r.balance) },
  ];
  const opening: Line = { date: data.from, document: '', kind: 'Saldo awal', item: '', debit: 0, credit: 0, balance: data.opening };
  const style = { fontSize: 8.5, padding: 5, zebra: true };
  drawTable(flow, columns, [opening, ...data.rows], style);

  // The closing line in bold under the table's own columns.
  const shares = columns.map((c) => c.width);
  const totalShare = shares.reduce((a, b) => a + b, 0);
  const cellX = (i: number) => flow.left + (shares.slice(0, i).reduce((a, b) => a + b, 0) / totalShare) * flow.width + 2;
  const cellW = (i: number) => (shares[i] / totalShare) * flow.width - 4;
  const closingHeight = lineHeight(doc, 'Helvetica-Bold', 9) + 8;
  // The printed-at line stays with the closing row: never a page of its own.
  const printedHeight = options.printedAt ? 14 : 0;
  if (closingHeight + printedHeight + 2 > flow.room) {
    // Not a bare total at the top of a page: the header row comes with it.
    flow.newPage();
    drawTable(flow, columns, [], style);
  }
  fillBox(doc, { x: flow.left, y: flow.y, width: flow.width, height: closingHeight }, '#e6e6e6');
  const cell = (i: number, text: string, align: 'left' | 'right') =>
    fitLine(doc, text, { x: cellX(i), y: flow.y, width: cellW(i), height: closingHeight }, { font: 'Helvetica-Bold', size: 9, minSize: 7, align });
  cell(0, printDate(data.to), 'left');
  cell(2, 'Saldo akhir', 'left');
  cell(3, rupiahDigits(debit), 'right');
  cell(4, rupiahDigits(credit), 'right');
  cell(5, rupiahDigits(data.closing), 'right');
  hLine(doc, flow.left, flow.right, flow.y, 0.8);
  flow.y += closingHeight;
  hLine(doc, flow.left, flow.right, flow.y, 1.2);
  if (options.printedAt) fitLine(doc, `Dicetak ${formatDateTime(options.printedAt, 'Asia/Jakarta')}`, { x: flow.left, y: flow.y + 4, width: flow.width }, { font: 'Helvetica', size: 7, color: '#555555' });
  flow.y += printedHeight + 12;

  const body = lineHeight(doc, 'Helvetica', 9.5) + 3;
  if (data.unappliedDeposits) {
    flow.ensure(body * 2);
    const width = flow.width * 0.6;
    fitLine(doc, 'Deposit / pembayaran belum dialokasikan', { x: flow.left, y: flow.y, width: width * 0.65 }, { font: 'Helvetica', size: 9.5, minSize: 7 });
    fitLine(doc, formatRupiah(data.unappliedDeposits), { x: flow.left + width * 0.65, y: flow.y, width: width * 0.35 }, { font: 'Helvetica-Bold', size: 9.5, minSize: 7, align: 'right' });
    flow.y += body + 8;
  }

  if (data.aging?.length) {
    const width = flow.width * 0.6;
    const rowHeight = lineHeight(doc, 'Helvetica', 9) + 6;
    flow.ensure(16 + rowHeight * (data.aging.length + 2));
    fitLine(doc, 'Umur piutang', { x: flow.left, y: flow.y, width }, { font: 'Helvetica-Bold', size: 10 });
    flow.y += 15;
    fillBox(doc, { x: flow.left, y: flow.y, width, height: rowHeight }, '#e6e6e6');
    const row = (label: string, value: string, font: 'Helvetica' | 'Helvetica-Bold') => {
      fitLine(doc, label, { x: flow.left + 3, y: flow.y, width: width * 0.6 - 6, height: rowHeight }, { font, size: 9, minSize: 7 });
      fitLine(doc, value, { x: flow.left + width * 0.6, y: flow.y, width: width * 0.4 - 3, height: rowHeight }, { font, size: 9, minSize: 7, align: 'right' });
      flow.y += rowHeight;
      hLine(doc, flow.left, flow.left + width, flow.y, 0.25);
    };
    hLine(doc, flow.left, flow.left + width, flow.y, 0.8);
    row('Umur', 'Jumlah (Rp)', 'Helvetica-Bold');
    for (const a of data.aging) row(a.label, rupiahDigits(a.amount), 'Helvetica');
    row('Jumlah', rupiahDigits(data.aging.reduce((n, a) => n + a.amount, 0)), 'Helvetica-Bold');
    flow.y += 10;
  }

  numberPages(doc, SIZE, MARGINS, `Rekening koran ${data.customer.name} (${data.customer.code})`);
  return pdf.done();
}
