import { mm } from '@/lib/server/prints/pdf';
import { renderPickupSheets } from '@/lib/server/prints/pickup-sheet';
import { FIXED_PRINT_DATE, LONG_ADDRESS, buildPickup } from './fixtures';
import { SKIP_POPPLER, decodeBarcode, mediaBoxes, pdfText, pdfWords, rasterize } from './poppler';

const three = () => [
  buildPickup(),
  buildPickup({ pickupNumber: 'PU2611000043', address: LONG_ADDRESS, notes: LONG_ADDRESS, driver: null, vehicle: null, service: null }),
  buildPickup({ pickupNumber: 'PU2611000044' }),
];

describe('pickup sheet', () => {
  it('prints one A4 page per pickup in one PDF, even with a long address and notes', async () => {
    const pages = mediaBoxes(await renderPickupSheets(three(), { printedAt: FIXED_PRINT_DATE, blankRows: 40 }));
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(mm(210), 1);
      expect(page.height).toBeCloseTo(mm(297), 1);
    }
  });

  describe.skipIf(SKIP_POPPLER)('as printed', () => {
    it('shows each pickup on its own page with what the courier needs', async () => {
      const pages = (await pdfText(await renderPickupSheets(three(), { printedAt: FIXED_PRINT_DATE }))).split('\f');
      ['PU2611000042', 'PU2611000043', 'PU2611000044'].forEach((number, i) => {
        expect(pages[i]).toContain(number);
        for (const expected of ['CV Berkah Tekstil Mandiri', 'Ibu Yuni', '0812-1111-2222', 'Kebayoran Lama, Jakarta Selatan', '21/11/2026 13:00 WIB - 15:00 WIB', '12 koli / 85,5 kg', 'No. AWB', 'Pelanggan / pengirim', 'Kurir']) {
          expect(pages[i]).toContain(expected);
        }
      });
      expect(pages[0]).toContain('Agus Salim / 0857-3333-4444');
      expect(pages[0]).toContain('B 9123 KXT / Blind van');
    });

    it('keeps every word on the page', async () => {
      for (const page of await pdfWords(await renderPickupSheets(three(), { printedAt: FIXED_PRINT_DATE, blankRows: 40 }))) {
        for (const word of page.words) {
          expect(word.yMax, word.text).toBeLessThanOrEqual(page.height - mm(5));
          expect(word.xMax, word.text).toBeLessThanOrEqual(page.width - mm(13));
        }
      }
    });

    it('carries the pickup number as a barcode', async () => {
      const [png] = await rasterize(await renderPickupSheets([buildPickup()], { printedAt: FIXED_PRINT_DATE }), 300);
      // The right-hand header block only (see decodeBarcode on why Code 128 is read from a region).
      expect(await decodeBarcode(png, 'CODE_128', { dpi: 300, x: mm(120), y: mm(10), width: mm(85), height: mm(20) })).toBe('PU2611000042');
    });
  });
});
