import { renderManifestSheets, type ManifestSheetData } from '@/lib/server/prints/manifest-sheet';
import { mm } from '@/lib/server/prints/pdf';
import { FIXED_PRINT_DATE } from './fixtures';
import { SKIP_POPPLER, decodeBarcode, mediaBoxes, pdfText, pdfWords, rasterize } from './poppler';

const manifest = (bags: number, awbs: number, extra: Partial<ManifestSheetData> = {}): ManifestSheetData => ({
  providerName: 'PT Kurir Nusantara',
  manifestNumber: 'MF-JKT-2611-00042',
  origin: 'Counter Gambir (Jakarta)',
  destination: 'Surabaya (SBY)',
  transit: null,
  moda: 'Udara',
  carrier: 'B 9120 KRY (VAN) - Agus Salim',
  departureAt: '2026-11-24T12:00:00Z',
  departedAt: null,
  bags: Array.from({ length: bags }, (_, i) => ({ bagNumber: `BAG-JKT-2611-${String(i + 1).padStart(5, '0')}`, sealNumber: `SL-${7000 + i}`, destination: 'Surabaya (SBY)', awbCount: 5, koliCount: 7, weightKg: 12.5 })),
  awbs: Array.from({ length: awbs }, (_, i) => ({ awb: String(100_000_000_001 + i), destination: 'Gubeng, Kota Surabaya', koliCount: 1, weightKg: 2.25 })),
  ...extra,
});

describe('outgoing manifest sheet', () => {
  it('A4 pages; a long manifest runs over several', async () => {
    const pages = mediaBoxes(await renderManifestSheets([manifest(40, 60)], { printedAt: FIXED_PRINT_DATE }));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0].width).toBeCloseTo(mm(210), 1);
    expect(pages[0].height).toBeCloseTo(mm(297), 1);
  });

  it('refuses to make a PDF without a manifest', async () => {
    await expect(renderManifestSheets([])).rejects.toThrow(RangeError);
  });

  describe.skipIf(SKIP_POPPLER)('as printed', () => {
    it('every bag and AWB on exactly one page, the table header on each page it runs on, the totals, the signature boxes', async () => {
      const data = manifest(40, 60);
      const pages = (await pdfText(await renderManifestSheets([data], { printedAt: FIXED_PRINT_DATE }))).split('\f').filter((p) => p.trim());
      for (const bag of data.bags) expect(pages.filter((p) => p.includes(bag.bagNumber)), bag.bagNumber).toHaveLength(1);
      for (const awb of data.awbs) expect(pages.filter((p) => p.includes(awb.awb)), awb.awb).toHaveLength(1);
      pages.forEach((page, i) => {
        expect(page).toContain(`Halaman ${i + 1} / ${pages.length}`);
        if (/BAG-JKT/.test(page)) expect(page).toContain('No. karung');
        if (/\b1000000000\d\d\b/.test(page)) expect(page).toContain('No. AWB');
        if (i > 0) expect(page).toContain('Manifest MF-JKT-2611-00042 - Counter Gambir (Jakarta) > Surabaya (SBY)');
      });
      expect(pages[0]).toContain('MANIFEST KELUAR');
      expect(pages[0]).toContain('B 9120 KRY (VAN) - Agus Salim');
      expect(pages[0]).toContain('260 / 340'); // 40 bags × 5 + 60 AWBs; 40 × 7 + 60 koli
      expect(pages[pages.length - 1]).toContain('Diterima (cabang tujuan)');
    });

    it('keeps every word inside the page margins', async () => {
      for (const page of await pdfWords(await renderManifestSheets([manifest(30, 40, { carrier: 'Garuda Indonesia Cargo Internasional Nusantara Raya - SMU 126-12345678 / GA 316' })], { printedAt: FIXED_PRINT_DATE }))) {
        for (const word of page.words) {
          expect(word.xMax, word.text).toBeLessThanOrEqual(page.width - mm(13));
          expect(word.yMax, word.text).toBeLessThanOrEqual(page.height - mm(4));
        }
      }
    });

    it('several manifests in one PDF: each from a new page, numbered on its own', async () => {
      const text = await pdfText(await renderManifestSheets([manifest(1, 2), manifest(1, 2, { manifestNumber: 'MF-JKT-2611-00043' })], { printedAt: FIXED_PRINT_DATE }));
      const pages = text.split('\f').filter((p) => p.trim());
      expect(pages).toHaveLength(2);
      expect(pages[0]).toContain('Manifest MF-JKT-2611-00042');
      expect(pages[1]).toContain('Manifest MF-JKT-2611-00043');
      for (const page of pages) expect(page).toContain('Halaman 1 / 1');
    });

    it('carries the manifest number as a barcode the destination scans', async () => {
      const [png] = await rasterize(await renderManifestSheets([manifest(2, 2)], { printedAt: FIXED_PRINT_DATE }), 300, { first: 1, last: 1 });
      expect(await decodeBarcode(png, 'CODE_128', { dpi: 300, x: mm(110), y: mm(10), width: mm(95), height: mm(20) })).toBe('MF-JKT-2611-00042');
    });
  });
});
