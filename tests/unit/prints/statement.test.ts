import { mm } from '@/lib/server/prints/pdf';
import { renderStatement, type StatementData, type StatementRow } from '@/lib/server/prints/statement';
import { FIXED_PRINT_DATE } from './fixtures';
import { SKIP_POPPLER, mediaBoxes, pdfText, pdfWords } from './poppler';

/** `n` rows from an opening of 1,250,000: invoices of 150,000 alternating with payments of 100,000. */
const statement = (n: number, extra: Partial<StatementData> = {}): StatementData => {
  let balance = 1_250_000;
  const rows: StatementRow[] = Array.from({ length: n }, (_, i) => {
    const invoice = i % 2 === 0;
    const debit = invoice ? 150_000 : 0;
    const credit = invoice ? 0 : 100_000;
    balance += debit - credit;
    return {
      date: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
      document: invoice ? `INV-2611-${String(i + 1).padStart(5, '0')}` : `PAY-2611-${String(i + 1).padStart(5, '0')}`,
      kind: invoice ? 'Invoice' : 'Pembayaran',
      item: `INV-2611-${String(i + (invoice ? 1 : 0)).padStart(5, '0')}`,
      debit,
      credit,
      balance,
    };
  });
  return {
    company: { name: 'PT Kurir Nusantara Ekspres', address: 'Jl. Gatot Subroto Kav. 12, Jakarta Selatan 12930', npwp: '01.234.567.8-901.000' },
    customer: { code: 'C-0042', name: 'CV Berkah Tekstil Mandiri', address: 'Jl. Cipulir Raya No. 9, Kebayoran Lama, Jakarta Selatan 12230', npwp: null },
    from: '2026-11-01',
    to: '2026-11-30',
    opening: 1_250_000,
    rows,
    closing: balance,
    unappliedDeposits: 0,
    ...extra,
  };
};

const pagesOf = async (data: StatementData) => (await pdfText(await renderStatement(data, { printedAt: FIXED_PRINT_DATE }))).split('\f').filter((p) => p.trim());

describe('statement of account', () => {
  it('A4 portrait; a long statement runs over several pages', async () => {
    const pdf = await renderStatement(statement(90), { printedAt: FIXED_PRINT_DATE });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = mediaBoxes(pdf);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0].width).toBeCloseTo(mm(210), 1);
    expect(pages[0].height).toBeCloseTo(mm(297), 1);
    expect(mediaBoxes(await renderStatement(statement(0)))).toHaveLength(1);
  });

  describe.skipIf(SKIP_POPPLER)('as printed', () => {
    it('the customer, the period, the opening balance first, each row with its document and invoice, the closing balance last', async () => {
      const pages = await pagesOf(statement(4, { unappliedDeposits: 75_000, aging: [{ label: 'Belum jatuh tempo', amount: 1_000_000 }, { label: '1-30 hari', amount: 350_000 }] }));
      expect(pages).toHaveLength(1);
      const [page] = pages;
      for (const expected of ['PT Kurir Nusantara Ekspres', 'REKENING KORAN PIUTANG', 'STATEMENT OF ACCOUNT', 'CV Berkah Tekstil Mandiri', 'Kode pelanggan: C-0042', 'NPWP: -', 'Halaman 1 / 1', 'Dicetak 21/11/2026 14:05 WIB']) {
        expect(page).toContain(expected);
      }
      expect(page).toMatch(/Periode\s+01\/11\/2026 - 30\/11\/2026/);
      expect(page).toMatch(/Saldo awal\s+Rp 1\.250\.000/);
      expect(page).toMatch(/Total debit\s+Rp 300\.000/);
      expect(page).toMatch(/Total kredit\s+Rp 200\.000/);
      expect(page).toMatch(/Saldo akhir\s+Rp 1\.350\.000/);
      expect(page).toMatch(/Tanggal\s+Dokumen\s+Keterangan\s+Debit \(Rp\)\s+Kredit \(Rp\)\s+Saldo \(Rp\)/);
      expect(page).toMatch(/01\/11\/2026\s+Saldo awal\s+1\.250\.000/);
      expect(page).toMatch(/01\/11\/2026\s+INV-2611-00001\s+Invoice\s+150\.000\s+1\.400\.000/);
      expect(page).toMatch(/02\/11\/2026\s+PAY-2611-00002\s+Pembayaran\s+100\.000\s+1\.300\.000/);
      expect(page).toMatch(/30\/11\/2026\s+Saldo akhir\s+300\.000\s+200\.000\s+1\.350\.000/);
      // The opening row comes before the first document, the closing row after the last.
      expect(page.indexOf('Saldo awal  ')).toBeLessThan(page.indexOf('INV-2611-00001'));
      expect(page.lastIndexOf('Saldo akhir')).toBeGreaterThan(page.indexOf('PAY-2611-00004'));
      expect(page).toMatch(/Deposit \/ pembayaran belum dialokasikan\s+Rp 75\.000/);
      expect(page).toContain('Umur piutang');
      expect(page).toMatch(/Belum jatuh tempo\s+1\.000\.000/);
      expect(page).toMatch(/1-30 hari\s+350\.000/);
      expect(page).toMatch(/Jumlah\s+1\.350\.000/);
    });

    it('no deposit line nor ageing table when there are none', async () => {
      const [page] = await pagesOf(statement(2));
      expect(page).not.toContain('belum dialokasikan');
      expect(page).not.toContain('Umur piutang');
    });

    it('a long statement: every row on exactly one page, the header row and "Halaman n / N" on each page, the closing balance once on the last', async () => {
      const data = statement(90);
      const pages = await pagesOf(data);
      expect(pages.length).toBeGreaterThan(2);
      // A payment's row names the invoice it settles too: look for the document followed by its kind.
      for (const row of data.rows) expect(pages.filter((p) => new RegExp(`${row.document}\\s+${row.kind}`).test(p)), row.document).toHaveLength(1);
      pages.forEach((page, i) => {
        expect(page).toContain(`Halaman ${i + 1} / ${pages.length}`);
        expect(page).toContain('Rekening koran CV Berkah Tekstil Mandiri (C-0042)');
        expect(page).toMatch(/Tanggal\s+Dokumen\s+Keterangan\s+Debit \(Rp\)\s+Kredit \(Rp\)\s+Saldo \(Rp\)/);
        if (i > 0) expect(page).toContain('PT Kurir Nusantara Ekspres - Rekening koran CV Berkah Tekstil Mandiri (C-0042) - 01/11/2026 - 30/11/2026');
      });
      // 45 invoices of 150,000 and 45 payments of 100,000 on 1,250,000.
      expect(data.closing).toBe(3_500_000);
      const closing = pages.map((p) => (p.match(/Saldo akhir\s+6\.750\.000\s+4\.500\.000\s+3\.500\.000/g) ?? []).length);
      expect(closing.reduce((a, b) => a + b, 0)).toBe(1);
      expect(closing[closing.length - 1]).toBe(1);
      expect(pages[0]).toMatch(/Saldo akhir\s+Rp 3\.500\.000/);
    });

    it('a closing row that starts a page comes with the header row and the printed-at line, never alone', async () => {
      // 24 rows fill the first page exactly (found by trying): the closing row goes over.
      const pages = await pagesOf(statement(24));
      expect(pages).toHaveLength(2);
      expect(pages[1]).not.toMatch(/(INV|PAY)-2611-\d{5}\s+(Invoice|Pembayaran)/);
      expect(pages[1]).toMatch(/Tanggal\s+Dokumen\s+Keterangan\s+Debit \(Rp\)\s+Kredit \(Rp\)\s+Saldo \(Rp\)\s+30\/11\/2026\s+Saldo akhir\s+1\.800\.000\s+1\.200\.000\s+1\.850\.000\s+Dicetak 21\/11\/2026 14:05 WIB/);
    });

    it('keeps every word inside the page margins', async () => {
      const long = statement(40, {
        customer: { code: 'C-0042', name: 'CV Berkah Tekstil Mandiri Sejahtera Abadi Nusantara Raya Indonesia Timur Jaya', address: 'Jl. Raya Kebayoran Lama No. 123 RT 005 RW 012, Kelurahan Grogol Utara, Kecamatan Kebayoran Lama, Kota Administrasi Jakarta Selatan, DKI Jakarta 12210, Gedung Graha Niaga Lantai 17', npwp: '02.345.678.9-012.000' },
        unappliedDeposits: 1_000_000,
        aging: [{ label: 'Lebih dari 90 hari sejak jatuh tempo, termasuk invoice yang sedang disengketakan', amount: 123_456_789 }],
      });
      for (const page of await pdfWords(await renderStatement(long, { printedAt: FIXED_PRINT_DATE }))) {
        for (const word of page.words) {
          expect(word.xMax, word.text).toBeLessThanOrEqual(page.width - mm(13));
          expect(word.yMax, word.text).toBeLessThanOrEqual(page.height - mm(4));
        }
      }
    });
  });
});
