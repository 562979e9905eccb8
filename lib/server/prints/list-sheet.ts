import { code128Png } from './barcodes';
import { type Column, Flow, type Margins, drawPairs, drawSignatures, drawTable, numberPages } from './layout';
import { PAGE, drawImage, fitLine, formatDateTime, hLine, lineHeight, mm, openImage, startPdf, type Doc } from './pdf';

/*
 * The A4 sheet of a document that is a list handed to someone (a courier's runsheet, a vendor hand-over,
 * the cover of a POD return): the company, the title, the document number as a barcode, the facts in two
 * columns, one or more tables (rows never split across pages, header repeated, a running header after the
 * first page), and the boxes where each side signs.
 */

export interface ListSheetTable<Row = Record<string, unknown>> {
  heading: string;
  columns: Column<Row>[];
  rows: Row[];
}

export interface ListSheetData {
  providerName: string;
  /** Printed big, in Indonesian ("DAFTAR ANTAR KURIR (DRS)"). */
  title: string;
  /** The footer's name of it ("Runsheet DRS-…"). */
  name: string;
  number: string;
  left: Array<[string, string, boolean?]>;
  right: Array<[string, string, boolean?]>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tables: ListSheetTable<any>[];
  signatures: string[];
}

const SIZE = PAGE.a4;
const MARGINS: Margins = { top: mm(14), right: mm(14), bottom: mm(14), left: mm(14) };

/** One or several sheets in one PDF, each from a new page with its own page numbers. */
export async function renderListSheets(items: ListSheetData[], options: { printedAt?: Date; timeZone?: string } = {}): Promise<Buffer> {
  if (items.length === 0) throw new RangeError('Nothing to print');
  const pdf = startPdf({ title: items.length === 1 ? items[0].name : `${items[0].title} (${items.length})`, size: SIZE, createdAt: options.printedAt, bufferPages: true });
  for (const data of items) {
    const start = pdf.doc.bufferedPageRange().count;
    await drawSheet(pdf.doc, data, options.printedAt, options.timeZone ?? 'Asia/Jakarta');
    numberPages(pdf.doc, SIZE, MARGINS, data.name, { start, count: pdf.doc.bufferedPageRange().count - start });
  }
  return pdf.done();
}

async function drawSheet(doc: Doc, data: ListSheetData, printedAt: Date | undefined, timeZone: string) {
  const barcode = await code128Png(data.number, { moduleMm: 0.33, heightMm: 12 });
  const flow = new Flow(doc, SIZE, MARGINS, (f) => {
    if (f.pages === 1) return;
    fitLine(doc, `${data.providerName} - ${data.name}`, { x: f.left, y: f.y, width: f.width }, { font: 'Helvetica', size: 8, minSize: 6, color: '#444444' });
    f.y += 12;
  });
  flow.newPage();
  const barWidth = Math.min(mm(barcode.widthMm), mm(80));
  const top = flow.y;
  drawImage(doc, openImage(doc, barcode.png), flow.right - barWidth, top, barWidth, mm(11));
  fitLine(doc, data.number, { x: flow.right - barWidth, y: top + mm(11.5), width: barWidth }, { font: 'Helvetica-Bold', size: 10, minSize: 7, align: 'center' });
  fitLine(doc, data.providerName, { x: flow.left, y: top, width: flow.width - barWidth - 8 }, { font: 'Helvetica-Bold', size: 13, minSize: 9 });
  fitLine(doc, data.title, { x: flow.left, y: top + 17, width: flow.width - barWidth - 8 }, { font: 'Helvetica-Bold', size: 16, minSize: 10 });
  flow.y = top + mm(16.5);
  hLine(doc, flow.left, flow.right, flow.y, 2);
  flow.y += 8;

  const half = flow.width / 2;
  const facts = flow.y;
  const leftEnd = drawPairs(flow, flow.left, facts, half - 10, 'left', data.left);
  const rightEnd = drawPairs(flow, flow.left + half + 10, facts, half - 10, 'right', data.right);
  flow.y = Math.max(leftEnd, rightEnd) + 6;

  for (const table of data.tables) {
    flow.ensure(lineHeight(doc, 'Helvetica-Bold', 10) * 4);
    fitLine(doc, table.heading, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica-Bold', size: 10 });
    flow.y += 15;
    drawTable(flow, table.columns, table.rows, { fontSize: 8.5, padding: 5, zebra: true });
    flow.y += 10;
  }
  drawSignatures(flow, data.signatures, mm(24));
  if (printedAt) fitLine(doc, `Dicetak ${formatDateTime(printedAt, timeZone)}`, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica', size: 7, color: '#555555' });
}
