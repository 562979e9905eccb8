import { type AwbLabelData, labelsForKoli, renderAwbLabels } from '@/lib/server/prints/awb-label';
import { mm } from '@/lib/server/prints/pdf';
import { FIXED_PRINT_DATE, LONG_ADDRESS, buildLabel } from './fixtures';
import { SKIP_POPPLER, type Word, decodeBarcode, imageCount, mediaBoxes, pdfText, pdfWords, rasterize } from './poppler';

const LABEL_WIDTH = 283.46;
const LABEL_HEIGHT = 425.2;

function twoKoli(): AwbLabelData[] {
  const { koli: _koli, ...shipment } = buildLabel({ codAmount: 1_250_000, chargeableKg: 16 });
  return labelsForKoli(shipment, [{ weightKg: 12.5, chargeableKg: 13 }, { weightKg: 3 }]);
}

function overlaps(a: Word, b: Word): boolean {
  // Font boxes include the ascender and descender gap: allow a hairline of contact, not text over text.
  const tolerance = 0.5;
  return a.xMin < b.xMax - tolerance && b.xMin < a.xMax - tolerance && a.yMin < b.yMax - tolerance && b.yMin < a.yMax - tolerance;
}

describe('AWB label', () => {
  it('prints one 100 × 150 mm page per koli', async () => {
    const pdf = await renderAwbLabels(twoKoli(), { printedAt: FIXED_PRINT_DATE });
    const pages = mediaBoxes(pdf);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(LABEL_WIDTH, 1);
      expect(page.height).toBeCloseTo(LABEL_HEIGHT, 1);
    }
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is the same file for the same labels and print time, titled and without a random date', async () => {
    const a = await renderAwbLabels(twoKoli(), { printedAt: FIXED_PRINT_DATE });
    const b = await renderAwbLabels(twoKoli(), { printedAt: FIXED_PRINT_DATE });
    expect(a.equals(b)).toBe(true);
    const raw = a.toString('latin1');
    expect(raw).toContain('(AWB label 100000000123)');
    expect(raw).toContain('(Courier back office)');
  });

  it('embeds each AWB barcode and QR once, however many koli pages show them', async () => {
    const labels = twoKoli();
    expect(imageCount(await renderAwbLabels(labels, { printedAt: FIXED_PRINT_DATE }))).toBe(2);
  });

  it('renders a batch of 100 labels into one PDF', async () => {
    const labels = Array.from({ length: 50 }, (_, i) => {
      const awb = String(300000000000 + i);
      const { koli: _koli, ...shipment } = buildLabel({ awb, trackingUrl: `https://kirim.example.co.id/lacak/${awb}` });
      return labelsForKoli(shipment, [{ weightKg: 1 }, { weightKg: 2 }]);
    }).flat();
    const pdf = await renderAwbLabels(labels, { printedAt: FIXED_PRINT_DATE });
    expect(mediaBoxes(pdf)).toHaveLength(100);
    expect(imageCount(pdf)).toBe(100);
  });

  it('replaces characters the built-in font cannot print instead of garbling the text', async () => {
    const pdf = await renderAwbLabels([buildLabel({ consignee: { name: 'José 李 😀', phone: '0813', address: 'Jl. Ābc → Gang 5' } })], { printedAt: FIXED_PRINT_DATE });
    expect(mediaBoxes(pdf)).toHaveLength(1);
  });

  describe.skipIf(SKIP_POPPLER)('printed and scanned', () => {
    it('reads back the AWB from the Code 128 and the tracking URL from the QR code on every koli page', async () => {
      const labels = twoKoli();
      const pngs = await rasterize(await renderAwbLabels(labels, { printedAt: FIXED_PRINT_DATE }), 300);
      expect(pngs).toHaveLength(2);
      // The barcode zone, inside the frame (see decodeBarcode on why Code 128 is read from a region).
      const barcodeZone = { dpi: 300, x: mm(4), y: mm(12), width: mm(92), height: mm(24) };
      for (const png of pngs) {
        expect(await decodeBarcode(png, 'CODE_128', barcodeZone)).toBe(labels[0].awb);
        expect(await decodeBarcode(png, 'QR_CODE')).toBe(labels[0].trackingUrl);
      }
    });

    it("says DRAFT across a draft's label only", async () => {
      const booked = await pdfText(await renderAwbLabels(twoKoli(), { printedAt: FIXED_PRINT_DATE }));
      const draft = await pdfText(await renderAwbLabels(twoKoli().map((l) => ({ ...l, draft: true })), { printedAt: FIXED_PRINT_DATE }));
      expect(booked).not.toContain('DRAFT');
      for (const page of draft.split('\f').filter((p) => p.trim())) expect(page).toContain('DRAFT');
      // the label underneath is whole
      expect(draft).toContain('Berat tagih: 16 kg');
    });

    it("the counter's paper: A6 pages, or two labels side by side on A4, each readable", async () => {
      const labels = [...twoKoli(), ...twoKoli().slice(0, 1)];
      const a6 = await renderAwbLabels(labels, { printedAt: FIXED_PRINT_DATE, paper: 'A6' });
      expect(mediaBoxes(a6).map((p) => [Math.round(p.width), Math.round(p.height)])).toEqual([[298, 420], [298, 420], [298, 420]]);
      const a4 = await renderAwbLabels(labels, { printedAt: FIXED_PRINT_DATE, paper: 'A4' });
      expect(mediaBoxes(a4).map((p) => [Math.round(p.width), Math.round(p.height)])).toEqual([[595, 842], [595, 842]]);
      const [sheet1, sheet2] = (await pdfText(a4)).split('\f');
      expect(sheet1).toContain('1/2');
      expect(sheet1).toContain('2/2');
      expect(sheet2).toContain('1/2');
      const [png] = await rasterize(a4, 300);
      // the right-hand label's barcode reads back: nothing of it is cut off
      expect(await decodeBarcode(png, 'CODE_128', { dpi: 300, x: mm(105 + 4), y: mm(10 + 12), width: mm(92), height: mm(24) })).toBe(labels[1].awb);
    });

    it('shows the koli number, route, service and COD amount as text', async () => {
      const text = await pdfText(await renderAwbLabels(twoKoli(), { printedAt: FIXED_PRINT_DATE }));
      const [first, second] = text.split('\f');
      expect(first).toContain('1/2');
      expect(second).toContain('2/2');
      for (const page of [first, second]) {
        expect(page).toMatch(/JKT[\s\S]*SUB/);
        expect(page).toContain('REG');
        expect(page).toContain('COD Rp 1.250.000');
        expect(page).toContain('Berat tagih: 16 kg');
      }
    });

    it('keeps a 300-character address and over-long fields inside the label, without text over text', async () => {
      expect(LONG_ADDRESS.length).toBeGreaterThanOrEqual(300);
      const label = buildLabel({
        consignee: { name: 'Ibu Sri Wahyuningsih Kartika Dewi Purnamasari binti Haji Abdullah', phone: '+62 813 9876 5432 ext 1234', address: LONG_ADDRESS },
        shipper: { name: LONG_ADDRESS, phone: LONG_ADDRESS, address: LONG_ADDRESS },
        origin: { code: 'CGK10000', city: LONG_ADDRESS },
        destination: { code: 'UPG20000X', city: LONG_ADDRESS, district: LONG_ADDRESS },
        service: { code: 'TRUCKING', name: LONG_ADDRESS },
        goodsDescription: LONG_ADDRESS,
        specialInstructions: LONG_ADDRESS,
        reference: LONG_ADDRESS,
        providerName: LONG_ADDRESS,
        codAmount: 999_999_999,
      });
      const [page] = await pdfWords(await renderAwbLabels([label], { printedAt: FIXED_PRINT_DATE }));
      expect(page.words.length).toBeGreaterThan(50);
      const inner = { left: mm(3), top: mm(3), right: mm(97), bottom: mm(147) };
      for (const word of page.words) {
        expect(word.xMin, word.text).toBeGreaterThanOrEqual(inner.left);
        expect(word.xMax, word.text).toBeLessThanOrEqual(inner.right);
        expect(word.yMin, word.text).toBeGreaterThanOrEqual(inner.top);
        expect(word.yMax, word.text).toBeLessThanOrEqual(inner.bottom);
      }
      const clashes = page.words.flatMap((a, i) => page.words.slice(i + 1).filter((b) => overlaps(a, b)).map((b) => `${a.text} / ${b.text}`));
      expect(clashes).toEqual([]);
      // The consignee's address is shortened, not dropped: its start is printed and it ends in an ellipsis somewhere.
      const text = page.words.map((w) => w.text).join(' ');
      expect(text).toContain('Jl. Raya Kebayoran Lama No. 123');
      expect(text).toContain('…');
    });
  });
});
