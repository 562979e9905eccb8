import { code128Png } from './barcodes';
import { Flow, type Margins, drawPairs, drawSignatures, drawTable, numberPages } from './layout';
import { type Doc, PAGE, drawImage, fitLine, formatDateTime, formatDecimal, hLine, lineHeight, mm, openImage, startPdf } from './pdf';

/*
 * The outgoing manifest as handed over with the load, A4: the route and the carrier, the manifest number
 * as a barcode (the destination scans it to receive), the bags then the loose AWBs — one line each, so
 * no row is ever split across pages, the table header repeated on every page and a running header on
 * the pages after the first — the totals, and the boxes where the dispatcher, the driver (or the
 * vendor) and the receiving branch sign.
 */

export interface ManifestBagRow {
  bagNumber: string;
  sealNumber: string | null;
  destination: string;
  awbCount: number;
  koliCount: number;
  weightKg: number;
}

export interface ManifestAwbRow {
  awb: string;
  destination: string;
  koliCount: number;
  weightKg: number;
}

export interface ManifestSheetData {
  providerName: string;
  manifestNumber: string;
  origin: string;
  destination: string;
  transit: string | null;
  moda: string;
  /** "B 9120 KRY (Van) - Agus Salim" or "Garuda Indonesia - GA 316". */
  carrier: string;
  departureAt: string;
  departedAt: string | null;
  bags: ManifestBagRow[];
  awbs: ManifestAwbRow[];
}

export interface ManifestSheetOptions {
  printedAt?: Date;
  timeZone?: string;
}

const SIZE = PAGE.a4;
const MARGINS: Margins = { top: mm(14), right: mm(14), bottom: mm(14), left: mm(14) };

/** One or several manifests in one PDF, each from a new page with its own page numbers. */
export async function renderManifestSheets(items: ManifestSheetData[], options: ManifestSheetOptions = {}): Promise<Buffer> {
  if (items.length === 0) throw new RangeError('No manifests to print');
  const pdf = startPdf({ title: items.length === 1 ? `Manifest ${items[0].manifestNumber}` : `Manifests (${items.length})`, size: SIZE, createdAt: options.printedAt, bufferPages: true });
  for (const data of items) {
    const start = pdf.doc.bufferedPageRange().count;
    await drawManifest(pdf.doc, data, options);
    numberPages(pdf.doc, SIZE, MARGINS, `Manifest ${data.manifestNumber}`, { start, count: pdf.doc.bufferedPageRange().count - start });
  }
  return pdf.done();
}

async function drawManifest(doc: Doc, data: ManifestSheetData, options: ManifestSheetOptions): Promise<void> {
  const timeZone = options.timeZone ?? 'Asia/Jakarta';
  const barcode = await code128Png(data.manifestNumber, { moduleMm: 0.33, heightMm: 12 });
  const flow = new Flow(doc, SIZE, MARGINS, (f) => {
    if (f.pages === 1) return;
    fitLine(doc, `${data.providerName} - Manifest ${data.manifestNumber} - ${data.origin} > ${data.destination}`, { x: f.left, y: f.y, width: f.width }, { font: 'Helvetica', size: 8, minSize: 6, color: '#444444' });
    f.y += 12;
  });
  flow.newPage();

  const barWidth = Math.min(mm(barcode.widthMm), mm(80));
  const top = flow.y;
  drawImage(doc, openImage(doc, barcode.png), flow.right - barWidth, top, barWidth, mm(11));
  fitLine(doc, data.manifestNumber, { x: flow.right - barWidth, y: top + mm(11.5), width: barWidth }, { font: 'Helvetica-Bold', size: 10, minSize: 7, align: 'center' });
  fitLine(doc, data.providerName, { x: flow.left, y: top, width: flow.width - barWidth - 8 }, { font: 'Helvetica-Bold', size: 13, minSize: 9 });
  fitLine(doc, 'MANIFEST KELUAR', { x: flow.left, y: top + 17, width: flow.width - barWidth - 8 }, { font: 'Helvetica-Bold', size: 16, minSize: 10 });
  flow.y = top + mm(16.5);
  hLine(doc, flow.left, flow.right, flow.y, 2);
  flow.y += 8;

  const half = flow.width / 2;
  const facts = flow.y;
  const leftEnd = drawPairs(flow, flow.left, facts, half - 10, 'left', [
    ['Asal', data.origin],
    ['Tujuan', data.destination, true],
    ['Transit', data.transit ?? '-'],
    ['Moda', data.moda],
    ['Pengangkut', data.carrier],
  ]);
  const totals = {
    awb: data.bags.reduce((n, b) => n + b.awbCount, 0) + data.awbs.length,
    koli: data.bags.reduce((n, b) => n + b.koliCount, 0) + data.awbs.reduce((n, a) => n + a.koliCount, 0),
    kg: data.bags.reduce((n, b) => n + b.weightKg, 0) + data.awbs.reduce((n, a) => n + a.weightKg, 0),
  };
  const rightEnd = drawPairs(flow, flow.left + half + 10, facts, half - 10, 'right', [
    ['Jadwal berangkat', formatDateTime(data.departureAt, timeZone)],
    ['Berangkat', data.departedAt ? formatDateTime(data.departedAt, timeZone) : '-'],
    ['Karung', String(data.bags.length)],
    ['AWB / koli', `${totals.awb} / ${totals.koli}`, true],
    ['Berat', `${formatDecimal(Math.round(totals.kg * 100) / 100)} kg`, true],
  ]);
  flow.y = Math.max(leftEnd, rightEnd) + 6;

  const heading = (text: string) => {
    flow.ensure(lineHeight(doc, 'Helvetica-Bold', 10) * 4);
    fitLine(doc, text, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica-Bold', size: 10 });
    flow.y += 15;
  };
  if (data.bags.length) {
    heading(`Karung (${data.bags.length})`);
    drawTable(
      flow,
      [
        { header: 'No', width: 0.6, align: 'right', value: (_r: ManifestBagRow, i) => String(i + 1) },
        { header: 'No. karung', width: 2.6, font: 'Helvetica-Bold', value: (r) => r.bagNumber },
        { header: 'Segel', width: 2, value: (r) => r.sealNumber ?? '-' },
        { header: 'Tujuan karung', width: 2.4, value: (r) => r.destination },
        { header: 'AWB', width: 0.8, align: 'right', value: (r) => String(r.awbCount) },
        { header: 'Koli', width: 0.8, align: 'right', value: (r) => String(r.koliCount) },
        { header: 'Berat (kg)', width: 1.2, align: 'right', value: (r) => formatDecimal(r.weightKg) },
        { header: 'Cek', width: 0.7, value: () => '' },
      ],
      data.bags,
      { fontSize: 8.5, padding: 5, zebra: true },
    );
    flow.y += 10;
  }
  if (data.awbs.length) {
    heading(`AWB lepas (${data.awbs.length})`);
    drawTable(
      flow,
      [
        { header: 'No', width: 0.6, align: 'right', value: (_r: ManifestAwbRow, i) => String(i + 1) },
        { header: 'No. AWB', width: 2.4, font: 'Helvetica-Bold', value: (r) => r.awb },
        { header: 'Tujuan', width: 4.2, value: (r) => r.destination },
        { header: 'Koli', width: 0.8, align: 'right', value: (r) => String(r.koliCount) },
        { header: 'Berat (kg)', width: 1.2, align: 'right', value: (r) => formatDecimal(r.weightKg) },
        { header: 'Cek', width: 0.7, value: () => '' },
      ],
      data.awbs,
      { fontSize: 8.5, padding: 5, zebra: true },
    );
    flow.y += 10;
  }

  drawSignatures(flow, ['Diserahkan (petugas asal)', 'Pengemudi / vendor', 'Diterima (cabang tujuan)'], mm(24));
  if (options.printedAt) fitLine(doc, `Dicetak ${formatDateTime(options.printedAt, timeZone)}`, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica', size: 7, color: '#555555' });
}
