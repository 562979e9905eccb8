import { renderPaymentReceipts, type PaymentReceiptData } from '@/lib/server/prints/payment-receipt';
import { mm } from '@/lib/server/prints/pdf';
import { FIXED_PRINT_DATE } from './fixtures';
import { SKIP_POPPLER, mediaBoxes, pdfText, pdfWords } from './poppler';

/** A transfer settling two invoices, one with PPh 23 withheld and a small difference written off, less the bank's charge. */
const receipt = (extra: Partial<PaymentReceiptData> = {}): PaymentReceiptData => ({
  company: { name: 'PT Kurir Nusantara Ekspres', address: 'Jl. Gatot Subroto Kav. 12, Jakarta Selatan 12930', npwp: '01.234.567.8-901.000' },
  number: 'PAY-2612-00007',
  date: '2026-12-05',
  customer: { code: 'C-0042', name: 'CV Berkah Tekstil Mandiri' },
  method: 'Transfer bank',
  reference: 'TRF 8812345',
  bankAccount: 'BCA 123-456-7890',
  received: 2_287_300,
  amountInWords: 'dua juta dua ratus delapan puluh tujuh ribu tiga ratus rupiah',
  lines: [
    { number: 'INV-2611-00042', date: '2026-11-30', amount: 1_793_800, pph23: 36_000, writeOff: 200 },
    { number: 'INV-2611-00043', date: '2026-11-30', amount: 500_000, pph23: 0, writeOff: 0 },
  ],
  pph23: 36_000,
  pph23SlipNo: 'BP-23/2026/0099',
  writeOff: 200,
  bankCharge: 6_500,
  depositApplied: 0,
  depositCreated: 0,
  signer: 'Siti Rahmawati',
  status: 'POSTED',
  ...extra,
});

const pagesOf = async (items: PaymentReceiptData[]) => (await pdfText(await renderPaymentReceipts(items, { printedAt: FIXED_PRINT_DATE }))).split('\f').filter((p) => p.trim());

describe('payment receipt (kwitansi)', () => {
  it('one A4 portrait page; nothing to print is refused', async () => {
    const pdf = await renderPaymentReceipts([receipt()], { printedAt: FIXED_PRINT_DATE });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = mediaBoxes(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0].width).toBeCloseTo(mm(210), 1);
    expect(pages[0].height).toBeCloseTo(mm(297), 1);
    await expect(renderPaymentReceipts([])).rejects.toThrow(RangeError);
  });

  describe.skipIf(SKIP_POPPLER)('as printed', () => {
    it('who paid, the sum in words and in figures, the invoices settled, the PPh 23 slip, the bank charge, the signature', async () => {
      const [page] = await pagesOf([receipt()]);
      for (const expected of [
        'PT Kurir Nusantara Ekspres',
        'KWITANSI / BUKTI PENERIMAAN',
        'No. PAY-2612-00007',
        'CV Berkah Tekstil Mandiri',
        'C-0042',
        'dua juta dua ratus delapan puluh tujuh ribu tiga ratus rupiah',
        'Rp 2.287.300',
        'Untuk pembayaran:',
        'BP-23/2026/0099',
        'Diterima oleh,',
        'Siti Rahmawati',
        'Dicetak 21/11/2026 14:05 WIB',
        'Halaman 1 / 1',
      ]) expect(page).toContain(expected);
      expect(page).toMatch(/Sudah terima dari\s+CV Berkah Tekstil Mandiri/);
      expect(page).toMatch(/Tanggal\s+05\/12\/2026/);
      expect(page).toMatch(/Cara bayar\s+Transfer bank/);
      expect(page).toMatch(/Referensi\s+TRF 8812345/);
      expect(page).toMatch(/Rekening\s+BCA 123-456-7890/);
      expect(page).toMatch(/No\s+No\. invoice\s+Tanggal\s+Dibayar \(Rp\)\s+PPh 23 \(Rp\)\s+Dihapus \(Rp\)/);
      expect(page).toMatch(/1\s+INV-2611-00042\s+30\/11\/2026\s+1\.793\.800\s+36\.000\s+200/);
      expect(page).toMatch(/2\s+INV-2611-00043\s+30\/11\/2026\s+500\.000\s+-\s+-/);
      expect(page).toMatch(/Jumlah\s+2\.293\.800\s+36\.000\s+200/);
      expect(page).toMatch(/PPh 23 dipotong pelanggan\s+Rp 36\.000/);
      expect(page).toMatch(/No\. bukti potong PPh 23\s+BP-23\/2026\/0099/);
      expect(page).toMatch(/Biaya bank\s+Rp 6\.500/);
      expect(page).not.toContain('Deposit');
      expect(page).not.toContain('DIBATALKAN');
    });

    it('deposit lines when non-zero; a cancelled receipt is marked', async () => {
      const [page] = await pagesOf([receipt({ depositApplied: 100_000, depositCreated: 15_000, bankCharge: 0, pph23: 0, pph23SlipNo: null, writeOff: 0, status: 'CANCELLED' })]);
      expect(page).toMatch(/Deposit dipakai\s+Rp 100\.000/);
      expect(page).toMatch(/Kelebihan bayar menjadi deposit\s+Rp 15\.000/);
      expect(page).not.toContain('Biaya bank');
      expect(page).not.toContain('bukti potong');
      expect(page).toContain('DIBATALKAN');
    });

    it('a payment settling many invoices runs on with the header repeated; several receipts each numbered on their own', async () => {
      const lines = Array.from({ length: 70 }, (_, i) => ({ number: `INV-2611-${String(i + 1).padStart(5, '0')}`, date: '2026-11-30', amount: 10_000, pph23: 0, writeOff: 0 }));
      const pages = await pagesOf([receipt({ lines }), receipt({ number: 'PAY-2612-00008' })]);
      expect(pages.length).toBeGreaterThan(2);
      const first = pages.filter((p) => p.includes('Kwitansi PAY-2612-00007'));
      for (const line of lines) expect(first.filter((p) => p.includes(line.number)), line.number).toHaveLength(1);
      first.forEach((page, i) => {
        expect(page).toContain(`Halaman ${i + 1} / ${first.length}`);
        if (/INV-2611-000\d\d/.test(page)) expect(page).toContain('No. invoice');
      });
      expect(first[first.length - 1]).toMatch(/Jumlah\s+700\.000/);
      expect(pages[pages.length - 1]).toContain('Kwitansi PAY-2612-00008');
      expect(pages[pages.length - 1]).toContain('Halaman 1 / 1');
    });

    it('keeps every word inside the page margins', async () => {
      const long = receipt({ customer: { code: 'C-0042', name: 'CV Berkah Tekstil Mandiri Sejahtera Abadi Nusantara Raya Indonesia Timur Jaya' }, amountInWords: 'sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan rupiah', status: 'CANCELLED' });
      for (const page of await pdfWords(await renderPaymentReceipts([long], { printedAt: FIXED_PRINT_DATE }))) {
        for (const word of page.words) {
          expect(word.xMax, word.text).toBeLessThanOrEqual(page.width - mm(13));
          expect(word.yMax, word.text).toBeLessThanOrEqual(page.height - mm(4));
        }
      }
    });
  });
});
