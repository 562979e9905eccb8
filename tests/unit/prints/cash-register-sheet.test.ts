import { renderCashRegisterSheet } from '@/lib/server/prints/cash-register-sheet';
import { mm } from '@/lib/server/prints/pdf';
import { FIXED_PRINT_DATE, buildCashRegister } from './fixtures';
import { SKIP_POPPLER, mediaBoxes, pdfText, pdfWords } from './poppler';

describe('cash register sheet', () => {
  it('fits a short register on one A4 page', async () => {
    const pages = mediaBoxes(await renderCashRegisterSheet(buildCashRegister(5), { printedAt: FIXED_PRINT_DATE }));
    expect(pages).toHaveLength(1);
    expect(pages[0].width).toBeCloseTo(mm(210), 1);
    expect(pages[0].height).toBeCloseTo(mm(297), 1);
  });

  describe.skipIf(SKIP_POPPLER)('120 AWBs, as printed', () => {
    const data = buildCashRegister(120);
    const render = () => renderCashRegisterSheet(data, { printedAt: FIXED_PRINT_DATE });

    it('runs over several pages, each with the header row and "Halaman n / N"', async () => {
      const pdf = await render();
      const count = mediaBoxes(pdf).length;
      expect(count).toBeGreaterThan(1);
      const pages = (await pdfText(pdf)).split('\f').filter((p) => p.trim());
      expect(pages).toHaveLength(count);
      pages.forEach((page, i) => {
        expect(page).toContain(`Halaman ${i + 1} / ${count}`);
        expect(page).toMatch(/No\s+No\. AWB\s+Waktu\s+Pembayaran\s+Referensi\s+Jumlah/);
      });
      expect(pages[0]).toContain('CR-JKT-2611-0007');
      expect(pages.at(-1)).toContain('Supervisor / kepala kantor');
    });

    it('prints every AWB exactly once, in order, each whole on one line with its amount', async () => {
      const text = await pdfText(await render());
      const lines = text.split('\n');
      let last = -1;
      data.rows.forEach((row, i) => {
        expect(text.split(row.awb).length - 1, row.awb).toBe(1);
        const line = lines.findIndex((l) => l.includes(row.awb));
        expect(line).toBeGreaterThan(last);
        last = line;
        const amount = `Rp ${row.amount.toLocaleString('de-DE')}`;
        expect(lines[line]).toMatch(new RegExp(`^\\s*${i + 1}\\s+${row.awb}\\s.*${amount.replace('.', '\\.')}\\s*$`));
      });
    });

    it('prints the totals per payment method, the counted cash and the difference with its reason', async () => {
      const text = await pdfText(await render());
      expect(text).toMatch(/Tunai\s+Rp 675\.000/);
      expect(text).toMatch(/Kartu debit\/kredit\s+Rp 660\.000/);
      expect(text).toMatch(/QRIS\s+Rp 667\.500/);
      expect(text).toMatch(/Transfer bank\s+Rp 675\.000/);
      expect(text).toMatch(/Total\s+Rp 2\.677\.500/);
      expect(text).toMatch(/Uang tunai dihitung\s+Rp 673\.000/);
      expect(text).toMatch(/Selisih\s+-Rp 2\.000/);
      expect(text).toContain('Uang kembalian kurang, dicatat di buku kas.');
    });

    it('keeps every row above the footer', async () => {
      for (const page of await pdfWords(await render())) {
        const rows = page.words.filter((w) => /^\d{12}$/.test(w.text));
        for (const word of rows) expect(word.yMax).toBeLessThanOrEqual(page.height - mm(14));
      }
    });
  });
});
