import { renderBagLabels, type BagLabelData } from '@/lib/server/prints/bag-label';
import { mm } from '@/lib/server/prints/pdf';
import { FIXED_PRINT_DATE } from './fixtures';
import { SKIP_POPPLER, decodeBarcode, mediaBoxes, pdfText, pdfWords, rasterize } from './poppler';

const bag = (extra: Partial<BagLabelData> = {}): BagLabelData => ({
  providerName: 'PT Kurir Nusantara',
  bagNumber: 'BAG-JKT-2611-00042',
  origin: 'Counter Gambir (Jakarta)',
  destination: 'Surabaya - Surabaya',
  destinationCode: 'SBY',
  sealNumber: 'SL-778812',
  awbCount: 37,
  koliCount: 52,
  weightKg: 118.5,
  bagDate: '2026-11-24',
  ...extra,
});

describe('bag label', () => {
  it('one 100 × 150 mm page per bag', async () => {
    const pages = mediaBoxes(await renderBagLabels([bag(), bag({ bagNumber: 'BAG-JKT-2611-00043', sealNumber: null })], { printedAt: FIXED_PRINT_DATE }));
    expect(pages).toHaveLength(2);
    expect(pages[0].width).toBeCloseTo(mm(100), 1);
    expect(pages[0].height).toBeCloseTo(mm(150), 1);
  });

  it('refuses to make a PDF without a bag', async () => {
    await expect(renderBagLabels([])).rejects.toThrow(RangeError);
  });

  describe.skipIf(SKIP_POPPLER)('as printed', () => {
    it('shows the destination, the bag and seal numbers and the counts', async () => {
      const text = await pdfText(await renderBagLabels([bag()], { printedAt: FIXED_PRINT_DATE }));
      for (const expected of ['SBY', 'Surabaya - Surabaya', 'BAG-JKT-2611-00042', 'SL-778812', 'Counter Gambir (Jakarta)', '37', '52', '118,5 kg', '24/11/2026']) expect(text).toContain(expected);
    });

    it('keeps every word on the label, even with a long destination', async () => {
      const long = bag({ destination: 'Hub Sortir Regional Jawa Timur dan Bali Nusa Tenggara - Kabupaten Sidoarjo', origin: 'Counter Kebayoran Lama Jakarta Selatan Utara Barat (Jakarta)' });
      for (const page of await pdfWords(await renderBagLabels([long], { printedAt: FIXED_PRINT_DATE }))) {
        for (const word of page.words) {
          expect(word.xMax, word.text).toBeLessThanOrEqual(page.width - mm(2));
          expect(word.yMax, word.text).toBeLessThanOrEqual(page.height - mm(2));
        }
      }
    });

    it('carries the bag number as a barcode the receiving hub scans', async () => {
      const [png] = await rasterize(await renderBagLabels([bag()], { printedAt: FIXED_PRINT_DATE }), 300);
      expect(await decodeBarcode(png, 'CODE_128', { dpi: 300, x: 0, y: mm(45), width: mm(100), height: mm(35) })).toBe('BAG-JKT-2611-00042');
    });
  });
});
