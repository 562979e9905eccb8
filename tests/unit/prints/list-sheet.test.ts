import { renderListSheets, type ListSheetData } from '@/lib/server/prints/list-sheet';
import { mm } from '@/lib/server/prints/pdf';
import { FIXED_PRINT_DATE } from './fixtures';
import { SKIP_POPPLER, decodeBarcode, mediaBoxes, pdfText, pdfWords, rasterize } from './poppler';

type Line = { awb: string; name: string; address: string; cod: number };

/** A courier's runsheet (DRS) as printed: the list sheet every hand-over document uses. */
const runsheet = (n: number, number = 'DRS-SBY-2611-00007'): ListSheetData => ({
  providerName: 'PT Kurir Nusantara',
  title: 'DAFTAR ANTAR KURIR (DRS)',
  name: `Runsheet ${number}`,
  number,
  left: [
    ['Kantor', 'Gudang Surabaya (Surabaya)'],
    ['Kurir', 'Agus Salim', true],
  ],
  right: [
    ['AWB / koli', `${n} / ${n}`, true],
    ['COD ditagih', 'Rp 1.500.000', true],
  ],
  tables: [
    {
      heading: `AWB (${n})`,
      columns: [
        { header: 'No', width: 0.5, align: 'right', value: (_l: Line, i: number) => String(i + 1) },
        { header: 'No. AWB', width: 1.9, value: (l: Line) => l.awb },
        { header: 'Penerima / alamat', width: 5, value: (l: Line) => l.name, sub: (l: Line) => l.address },
        { header: 'COD (Rp)', width: 1.3, align: 'right', value: (l: Line) => (l.cod ? String(l.cod) : '-') },
        { header: 'Nama, hubungan, TTD', width: 2.3, value: () => '' },
      ],
      rows: Array.from({ length: n }, (_, i) => ({
        awb: String(100_000_000_001 + i),
        name: `Penerima ${i + 1}`,
        address: `Jl. Raya Gubeng No. ${i + 1}, RT 02/RW 05, Kel. Gubeng, Kec. Gubeng, Kota Surabaya, Jawa Timur 60281, dekat masjid`,
        cod: i % 4 === 0 ? 150_000 : 0,
      })),
    },
  ],
  signatures: ['Diserahkan (dispatcher)', 'Kurir', 'Diperiksa kembali (setoran)'],
});

describe('list sheet (runsheet, vendor hand-over, POD return cover)', () => {
  it('A4 pages; a long list runs over several; nothing to print is refused', async () => {
    const pages = mediaBoxes(await renderListSheets([runsheet(80)], { printedAt: FIXED_PRINT_DATE }));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0].width).toBeCloseTo(mm(210), 1);
    await expect(renderListSheets([])).rejects.toThrow(RangeError);
  });

  describe.skipIf(SKIP_POPPLER)('as printed', () => {
    it('each AWB with its receiver and address on exactly one page, the header row on each page, the running header, the signature boxes', async () => {
      const data = runsheet(80);
      const pages = (await pdfText(await renderListSheets([data], { printedAt: FIXED_PRINT_DATE }))).split('\f').filter((p) => p.trim());
      for (let i = 0; i < 80; i++) {
        const awb = String(100_000_000_001 + i);
        const on = pages.filter((p) => p.includes(awb));
        expect(on, awb).toHaveLength(1);
        expect(on[0], awb).toContain(`Penerima ${i + 1}`);
        expect(on[0], awb).toContain(`Jl. Raya Gubeng No. ${i + 1},`);
      }
      pages.forEach((page, i) => {
        expect(page).toContain(`Halaman ${i + 1} / ${pages.length}`);
        if (/\b1000000000\d\d\b/.test(page)) expect(page).toContain('Penerima / alamat');
        if (i > 0) expect(page).toContain('PT Kurir Nusantara - Runsheet DRS-SBY-2611-00007');
      });
      expect(pages[0]).toContain('DAFTAR ANTAR KURIR (DRS)');
      expect(pages[0]).toContain('Rp 1.500.000');
      expect(pages[pages.length - 1]).toContain('Diperiksa kembali (setoran)');
    });

    it('keeps every word inside the page margins', async () => {
      for (const page of await pdfWords(await renderListSheets([runsheet(40)], { printedAt: FIXED_PRINT_DATE }))) {
        for (const word of page.words) {
          expect(word.xMax, word.text).toBeLessThanOrEqual(page.width - mm(13));
          expect(word.yMax, word.text).toBeLessThanOrEqual(page.height - mm(4));
        }
      }
    });

    it('carries its number as a barcode; several in one PDF each numbered on its own', async () => {
      const pdf = await renderListSheets([runsheet(3), runsheet(3, 'DRS-SBY-2611-00008')], { printedAt: FIXED_PRINT_DATE });
      const [png] = await rasterize(pdf, 300, { first: 1, last: 1 });
      expect(await decodeBarcode(png, 'CODE_128', { dpi: 300, x: mm(110), y: mm(10), width: mm(95), height: mm(20) })).toBe('DRS-SBY-2611-00007');
      const pages = (await pdfText(pdf)).split('\f').filter((p) => p.trim());
      expect(pages).toHaveLength(2);
      for (const page of pages) expect(page).toContain('Halaman 1 / 1');
    });
  });
});
