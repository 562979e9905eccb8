import { code128Png } from './barcodes';
import { PAGE, drawImage, fitLine, formatDate, formatDecimal, frame, hLine, mm, openImage, startPdf } from './pdf';

/*
 * The label tied to a shipping bag, 100 × 150 mm like the AWB labels (the same thermal printer): the
 * destination in large letters (what the loader reads from across the floor), the bag number as a
 * barcode (what the receiving hub scans), the seal number, the counts. One page per bag.
 */

export interface BagLabelData {
  providerName: string;
  bagNumber: string;
  origin: string;
  destination: string;
  destinationCode: string;
  sealNumber: string | null;
  awbCount: number;
  koliCount: number;
  weightKg: number;
  bagDate: string;
}

const [WIDTH, HEIGHT] = PAGE.label100x150;
const PAD = mm(5);

export async function renderBagLabels(bags: BagLabelData[], options: { printedAt?: Date } = {}): Promise<Buffer> {
  if (bags.length === 0) throw new RangeError('No bags to print');
  const pdf = startPdf({ title: bags.length === 1 ? `Bag ${bags[0].bagNumber}` : `Bag labels (${bags.length})`, size: PAGE.label100x150, createdAt: options.printedAt });
  const { doc } = pdf;
  const barcodes = await Promise.all(bags.map((b) => code128Png(b.bagNumber, { moduleMm: 0.33, heightMm: 22 })));
  bags.forEach((bag, i) => {
    doc.addPage({ size: PAGE.label100x150, margin: 0 });
    const inner = WIDTH - 2 * PAD;
    frame(doc, { x: PAD / 2, y: PAD / 2, width: WIDTH - PAD, height: HEIGHT - PAD }, 1.5);
    let y = PAD + mm(1);
    fitLine(doc, `${bag.providerName} - KARUNG / SHIPPING BAG`, { x: PAD, y, width: inner }, { font: 'Helvetica-Bold', size: 10, minSize: 7 });
    y += mm(7);
    hLine(doc, PAD / 2, WIDTH - PAD / 2, y, 1);
    y += mm(3);
    fitLine(doc, 'TUJUAN / DESTINATION', { x: PAD, y, width: inner }, { font: 'Helvetica', size: 8 });
    y += mm(4);
    fitLine(doc, bag.destinationCode, { x: PAD, y, width: inner }, { font: 'Helvetica-Bold', size: 48, minSize: 20, align: 'center' });
    y += mm(18);
    fitLine(doc, bag.destination, { x: PAD, y, width: inner }, { font: 'Helvetica-Bold', size: 16, minSize: 9, align: 'center' });
    y += mm(9);
    hLine(doc, PAD / 2, WIDTH - PAD / 2, y, 1);
    y += mm(4);
    const barcode = barcodes[i];
    const barWidth = Math.min(mm(barcode.widthMm), inner);
    drawImage(doc, openImage(doc, barcode.png), (WIDTH - barWidth) / 2, y, barWidth, mm(22));
    y += mm(24);
    fitLine(doc, bag.bagNumber, { x: PAD, y, width: inner }, { font: 'Helvetica-Bold', size: 14, minSize: 9, align: 'center' });
    y += mm(8);
    hLine(doc, PAD / 2, WIDTH - PAD / 2, y, 1);
    y += mm(4);
    const rows: [string, string][] = [
      ['Asal / Origin', bag.origin],
      ['Segel / Seal', bag.sealNumber ?? '-'],
      ['AWB', String(bag.awbCount)],
      ['Koli', String(bag.koliCount)],
      ['Berat / Weight', `${formatDecimal(bag.weightKg)} kg`],
      ['Tanggal / Date', formatDate(bag.bagDate)],
    ];
    for (const [label, value] of rows) {
      fitLine(doc, label, { x: PAD, y, width: mm(32) }, { font: 'Helvetica', size: 9 });
      fitLine(doc, value, { x: PAD + mm(33), y, width: inner - mm(33) }, { font: 'Helvetica-Bold', size: 11, minSize: 7 });
      y += mm(6.5);
    }
  });
  return pdf.done();
}
