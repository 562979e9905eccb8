import sharp from 'sharp';
import { renderInvoices, type InvoicePrintData } from '@/lib/server/prints/invoice';
import { mm } from '@/lib/server/prints/pdf';
import { FIXED_PRINT_DATE } from './fixtures';
import { SKIP_POPPLER, decodeBarcode, mediaBoxes, pdfText, pdfWords, rasterize } from './poppler';

const AWB = (i: number) => String(300_000_000_001 + i);

/** An invoice of `n` AWBs at 15,000 rupiah each, with 1.1% PPN on the full amount and stamp duty. */
const invoice = (n: number, extra: Partial<InvoicePrintData> = {}): InvoicePrintData => {
  const amount = n * 15_000;
  const ppn = Math.round(amount * 0.011);
  return {
    company: { name: 'PT Kurir Nusantara Ekspres', address: 'Jl. Gatot Subroto Kav. 12, Jakarta Selatan 12930', npwp: '01.234.567.8-901.000' },
    number: 'INV-2611-00042',
    invoiceDate: '2026-11-30',
    dueDate: '2026-12-30',
    periodFrom: '2026-11-01',
    periodTo: '2026-11-30',
    customer: { code: 'C-0042', name: 'CV Berkah Tekstil Mandiri', address: 'Jl. Cipulir Raya No. 9, Kebayoran Lama, Jakarta Selatan 12230', npwp: '02.345.678.9-012.000' },
    taxInvoiceNo: '010.000-26.00000042',
    collector: 'Dedi Kurniawan',
    notes: 'Mohon cantumkan nomor invoice pada berita transfer.',
    mode: 'DETAIL',
    lines: Array.from({ length: n }, (_, i) => ({
      awb: AWB(i),
      date: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
      consignee: `Penerima ${i + 1}`,
      destination: `Tujuan ${i + 1} - Gubeng, Kota Surabaya`,
      service: 'REG',
      koli: 1 + (i % 3),
      kg: 2.5,
      amount: 15_000,
    })),
    summary: [],
    amount,
    dpp: amount,
    ppnLabel: 'PPN 1,1% x DPP',
    ppn,
    stampDuty: 10_000,
    total: amount + ppn + 10_000,
    amountInWords: 'satu juta delapan ratus sepuluh ribu sembilan ratus delapan puluh rupiah',
    paid: 0,
    outstanding: amount + ppn + 10_000,
    bankAccounts: ['BCA 123-456-7890 a.n. PT Kurir Nusantara Ekspres', 'Mandiri 070-00-1234567-8 a.n. PT Kurir Nusantara Ekspres'],
    signer: 'Siti Rahmawati',
    status: 'ISSUED',
    ...extra,
  };
};

const pagesOf = async (items: InvoicePrintData[]) => (await pdfText(await renderInvoices(items, { printedAt: FIXED_PRINT_DATE }))).split('\f').filter((p) => p.trim());

describe('invoice', () => {
  it('A4 portrait; a long invoice runs over several pages; nothing to print is refused', async () => {
    const pdf = await renderInvoices([invoice(120)], { printedAt: FIXED_PRINT_DATE });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = mediaBoxes(pdf);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0].width).toBeCloseTo(mm(210), 1);
    expect(pages[0].height).toBeCloseTo(mm(297), 1);
    await expect(renderInvoices([])).rejects.toThrow(RangeError);
  });

  describe.skipIf(SKIP_POPPLER)('as printed', () => {
    it('shows the company, the customer, the facts, the totals, the amount in words and where to pay', async () => {
      const [page] = await pagesOf([invoice(12)]);
      const flat = page.replace(/\s+/g, ' ');
      for (const expected of [
        'PT Kurir Nusantara Ekspres',
        'NPWP: 01.234.567.8-901.000',
        'FAKTUR TAGIHAN / INVOICE',
        'INV-2611-00042',
        'CV Berkah Tekstil Mandiri',
        'Kode pelanggan: C-0042',
        'NPWP: 02.345.678.9-012.000',
        '30/11/2026',
        '01/11/2026 - 30/11/2026',
        '010.000-26.00000042',
        'Dedi Kurniawan',
        'BCA 123-456-7890 a.n. PT Kurir Nusantara Ekspres',
        'Mandiri 070-00-1234567-8 a.n. PT Kurir Nusantara Ekspres',
        'Hormat kami,',
        'Siti Rahmawati',
        'Mohon cantumkan nomor invoice pada berita transfer.',
        '12 AWB, 24 koli, 30 kg',
      ]) expect(page).toContain(expected);
      expect(page).toMatch(/Jatuh tempo\s+30\/12\/2026/);
      expect(page).toMatch(/Jumlah\s+Rp 180\.000/);
      expect(page).toMatch(/DPP\s+Rp 180\.000/);
      expect(page).toMatch(/PPN 1,1% x DPP\s+Rp 1\.980/);
      expect(page).toMatch(/Bea meterai\s+Rp 10\.000/);
      expect(page).toMatch(/TOTAL\s+Rp 191\.980/);
      expect(flat).toContain('Terbilang: satu juta delapan ratus sepuluh ribu sembilan ratus delapan puluh rupiah');
      expect(page).toMatch(/300000000001\s+01\/11\/2026\s+Penerima 1\s+REG\s+1\s+2,5\s+15\.000/);
      expect(page).toContain('Tujuan 1 - Gubeng, Kota Surabaya');
      expect(page).toContain('Halaman 1 / 1');
      expect(page).not.toContain('Sudah dibayar');
      expect(page).not.toContain('DRAFT');
      expect(page).not.toContain('DIBATALKAN');
    });

    it('a 120-AWB invoice: every AWB on exactly one page, the header row and "Halaman n / N" on each, TOTAL once on the last page', async () => {
      const pages = await pagesOf([invoice(120)]);
      expect(pages.length).toBeGreaterThan(2);
      for (let i = 0; i < 120; i++) {
        const on = pages.filter((p) => p.includes(AWB(i)));
        expect(on, AWB(i)).toHaveLength(1);
        expect(on[0], AWB(i)).toContain(`Penerima ${i + 1} `);
        expect(on[0], AWB(i)).toContain(`Tujuan ${i + 1} - Gubeng`);
      }
      pages.forEach((page, i) => {
        expect(page).toContain(`Invoice INV-2611-00042`);
        expect(page).toContain(`Halaman ${i + 1} / ${pages.length}`);
        if (/\b3000000001\d\d\b/.test(page)) expect(page).toMatch(/No\s+No\. AWB\s+Tanggal\s+Penerima \/ tujuan\s+Layanan\s+Koli\s+Kg\s+Jumlah \(Rp\)/);
        if (i > 0) expect(page).toContain('PT Kurir Nusantara Ekspres - Invoice INV-2611-00042 - CV Berkah Tekstil Mandiri');
      });
      // Every page but (possibly) the last carries rows, so every one of them has the header.
      for (const page of pages.slice(0, -1)) expect(page).toContain('Penerima / tujuan');
      const totals = pages.map((p) => (p.match(/\bTOTAL\b/g) ?? []).length);
      expect(totals.reduce((a, b) => a + b, 0)).toBe(1);
      expect(totals[totals.length - 1]).toBe(1);
      const last = pages[pages.length - 1];
      expect(last).toMatch(/TOTAL\s+Rp 1\.829\.800/);
      expect(last).toContain('Terbilang:');
      expect(last).toContain('Pembayaran ke:');
      expect(last).toContain('Siti Rahmawati');
    });

    it('keeps every word inside the page margins', async () => {
      const long = invoice(40, {
        customer: { code: 'C-0042', name: 'CV Berkah Tekstil Mandiri Sejahtera Abadi Nusantara Raya Indonesia Timur', address: 'Jl. Raya Kebayoran Lama No. 123 RT 005 RW 012, Kelurahan Grogol Utara, Kecamatan Kebayoran Lama, Kota Administrasi Jakarta Selatan, DKI Jakarta 12210, Gedung Graha Niaga Lantai 17', npwp: null },
        amountInWords: 'sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan rupiah',
      });
      for (const page of await pdfWords(await renderInvoices([long], { printedAt: FIXED_PRINT_DATE }))) {
        for (const word of page.words) {
          expect(word.xMax, word.text).toBeLessThanOrEqual(page.width - mm(13));
          expect(word.yMax, word.text).toBeLessThanOrEqual(page.height - mm(4));
        }
      }
    });

    it('wraps a long amount in words and prints it whole; no NPWP prints "-"', async () => {
      const words = 'sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan rupiah dan seterusnya sampai baris ketiga';
      const [page] = await pagesOf([invoice(3, { amountInWords: words, customer: { code: 'C-1', name: 'Toko Sinar', address: 'Jl. Mawar 1', npwp: null } })]);
      expect(page.replace(/\s+/g, ' ')).toContain(`Terbilang: ${words}`);
      expect(page).toContain('NPWP: -');
    });

    it('a part-paid invoice shows what was paid and what is left; no stamp duty line when there is none', async () => {
      const [page] = await pagesOf([invoice(4, { stampDuty: 0, total: 60_660, paid: 50_000, outstanding: 10_660 })]);
      expect(page).toMatch(/Sudah dibayar\s+Rp 50\.000/);
      expect(page).toMatch(/Sisa tagihan\s+Rp 10\.660/);
      expect(page).not.toContain('Bea meterai');
    });

    it('the SUMMARY mode lists service and destination lines, no AWB numbers', async () => {
      const data = invoice(120, {
        mode: 'SUMMARY',
        summary: [
          { service: 'REG', destination: 'Surabaya', awbs: 70, koli: 140, kg: 175, amount: 1_050_000 },
          { service: 'YES', destination: 'Bandung', awbs: 50, koli: 100, kg: 125.5, amount: 750_000 },
        ],
      });
      const pages = await pagesOf([data]);
      expect(pages).toHaveLength(1);
      const [page] = pages;
      expect(page).toMatch(/Layanan\s+Tujuan\s+AWB\s+Koli\s+Kg\s+Jumlah \(Rp\)/);
      expect(page).toMatch(/REG\s+Surabaya\s+70\s+140\s+175\s+1\.050\.000/);
      expect(page).toMatch(/YES\s+Bandung\s+50\s+100\s+125,5\s+750\.000/);
      expect(page).toContain('120 AWB, 240 koli, 300,5 kg');
      expect(page).not.toMatch(/\b3000000001\d\d\b/);
      expect(page).not.toContain('No. AWB');
      expect(page).toMatch(/TOTAL\s+Rp 1\.829\.800/);
    });

    it('a draft is marked on every page as not a bill; a cancelled invoice as cancelled; the stamp leaves the text whole', async () => {
      const draft = await pagesOf([invoice(120, { status: 'DRAFT' })]);
      expect(draft[0]).toContain('DRAFT - BUKAN TAGIHAN');
      for (const page of draft.slice(1)) expect(page).toContain('PT Kurir Nusantara Ekspres - Invoice INV-2611-00042 - CV Berkah Tekstil Mandiri - DRAFT - BUKAN TAGIHAN');
      // The stamp is drawn over the rows as a picture, not text: they still read whole, line by line.
      for (let i = 0; i < 120; i++) expect(draft.filter((p) => p.includes(AWB(i))), AWB(i)).toHaveLength(1);
      expect(draft[0]).toMatch(/300000000005\s+05\/11\/2026\s+Penerima 5\s+REG\s+2\s+2,5\s+15\.000/);
      expect(draft[draft.length - 1]).toMatch(/TOTAL\s+Rp 1\.829\.800/);

      const [cancelled] = await pagesOf([invoice(2, { status: 'CANCELLED' })]);
      expect(cancelled).toContain('DIBATALKAN');
      expect(cancelled).not.toContain('DRAFT');

      // The stamp crosses the empty lower left of the page (x 20-150, y 560-680 pt): ink there only when marked.
      const ink = async (status: string) => {
        const [png] = await rasterize(await renderInvoices([invoice(2, { status })], { printedAt: FIXED_PRINT_DATE }), 20);
        const { data } = await sharp(png).extract({ left: 6, top: 156, width: 36, height: 33 }).greyscale().raw().toBuffer({ resolveWithObject: true });
        return data.filter((v) => v < 245).length;
      };
      expect(await ink('ISSUED')).toBe(0);
      expect(await ink('DRAFT')).toBeGreaterThan(20);
      expect(await ink('CANCELLED')).toBeGreaterThan(20);
    });

    it('several invoices in one PDF: each from a new page, numbered on its own; the number as a barcode', async () => {
      const pdf = await renderInvoices([invoice(2), invoice(2, { number: 'INV-2611-00043' })], { printedAt: FIXED_PRINT_DATE });
      const pages = (await pdfText(pdf)).split('\f').filter((p) => p.trim());
      expect(pages).toHaveLength(2);
      expect(pages[0]).toContain('Invoice INV-2611-00042');
      expect(pages[1]).toContain('Invoice INV-2611-00043');
      for (const page of pages) expect(page).toContain('Halaman 1 / 1');
      const [png] = await rasterize(pdf, 300, { first: 2, last: 2 });
      expect(await decodeBarcode(png, 'CODE_128', { dpi: 300, x: mm(115), y: mm(19), width: mm(93), height: mm(12) })).toBe('INV-2611-00043');
    });
  });
});
