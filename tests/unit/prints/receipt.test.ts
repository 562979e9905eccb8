import { mm } from '@/lib/server/prints/pdf';
import { renderReceipt } from '@/lib/server/prints/receipt';
import { FIXED_PRINT_DATE, buildReceipt } from './fixtures';
import { SKIP_POPPLER, decodeBarcode, mediaBoxes, pdfText, rasterize } from './poppler';

describe('receipt', () => {
  it('is one A6 portrait page', async () => {
    const pages = mediaBoxes(await renderReceipt(buildReceipt(), { printedAt: FIXED_PRINT_DATE }));
    expect(pages).toHaveLength(1);
    expect(pages[0].width).toBeCloseTo(mm(105), 1);
    expect(pages[0].height).toBeCloseTo(mm(148), 1);
  });

  it('runs onto numbered pages when the koli list is long', async () => {
    const koli = Array.from({ length: 40 }, (_, i) => ({ weightKg: 1 + i / 10, lengthCm: 10, widthCm: 10, heightCm: 10 }));
    expect(mediaBoxes(await renderReceipt(buildReceipt({ koli }), { printedAt: FIXED_PRINT_DATE })).length).toBeGreaterThan(1);
  });

  describe.skipIf(SKIP_POPPLER)('as printed', () => {
    it('shows the charges in rupiah, the cash paid and change, and the liability cap', async () => {
      const text = await pdfText(await renderReceipt(buildReceipt(), { printedAt: FIXED_PRINT_DATE }));
      for (const expected of ['100000000123', 'Layanan pelanggan: 021-5000-123', 'Rina Andriani', 'REG - Reguler', '23/11/2026 - 25/11/2026']) {
        expect(text).toContain(expected);
      }
      expect(text).toMatch(/1\/2\s+2,5\s+30 × 20 × 15/);
      expect(text).toMatch(/2\/2\s+1,2\s+40,5 × 30 × 20/);
      expect(text).toMatch(/Berat tagih\s+5 kg/);
      expect(text).toMatch(/Ongkos kirim\s+Rp 60.000/);
      expect(text).toMatch(/Packing kayu\s+Rp 35.000/);
      expect(text).toMatch(/Asuransi\s+Rp 0/);
      expect(text).toMatch(/Diskon\s+-Rp 5.000/);
      expect(text).toMatch(/PPN\s+Rp 990/);
      expect(text).toMatch(/TOTAL\s+Rp 90.990/);
      expect(text).toMatch(/Pembayaran\s+Tunai/);
      expect(text).toMatch(/Diterima\s+Rp 100.000/);
      expect(text).toMatch(/Kembali\s+Rp 9.010/);
      expect(text.replace(/\s+/g, ' ')).toContain('ganti rugi paling banyak 10 × ongkos kirim (Rp 600.000)');
    });

    it('carries the AWB barcode', async () => {
      const [png] = await rasterize(await renderReceipt(buildReceipt(), { printedAt: FIXED_PRINT_DATE }), 300);
      expect(await decodeBarcode(png, 'CODE_128')).toBe('100000000123');
    });

    it('shows the page number and the AWB on every page of a long receipt', async () => {
      const koli = Array.from({ length: 40 }, () => ({ weightKg: 1, lengthCm: null, widthCm: null, heightCm: null }));
      const pages = (await pdfText(await renderReceipt(buildReceipt({ koli }), { printedAt: FIXED_PRINT_DATE }))).split('\f').filter((p) => p.trim());
      pages.forEach((page, i) => {
        expect(page).toContain(`Halaman ${i + 1} / ${pages.length}`);
        expect(page).toContain('100000000123');
        expect(page).toContain('Koli'); // the table header, repeated
      });
      expect(pages.at(-1)).toContain('TOTAL');
    });
  });
});
