import { fitBlock, fitLine, formatDateTime, formatDecimal, formatRupiah, mm, pdfSafe, startPdf } from '@/lib/server/prints/pdf';
import { LONG_ADDRESS } from './fixtures';

describe('print formats', () => {
  it('writes rupiah Indonesian style, integers only', () => {
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(990)).toBe('Rp 990');
    expect(formatRupiah(12_500)).toBe('Rp 12.500');
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(-5_000)).toBe('-Rp 5.000');
    expect(() => formatRupiah(12.5)).toThrow(RangeError);
  });

  it('writes kilograms and centimetres with a decimal comma', () => {
    expect(formatDecimal(3)).toBe('3');
    expect(formatDecimal(12.5)).toBe('12,5');
    expect(formatDecimal(1.256)).toBe('1,26');
    expect(formatDecimal(1250.75)).toBe('1.250,75');
  });

  it("writes dates on the office's clock with its zone", () => {
    expect(formatDateTime('2026-11-21T07:05:00Z')).toBe('21/11/2026 14:05 WIB');
    expect(formatDateTime('2026-11-21T07:05:00Z', 'Asia/Makassar')).toBe('21/11/2026 15:05 WITA');
    expect(formatDateTime('2026-11-21T20:05:00Z', 'Asia/Jayapura')).toBe('22/11/2026 05:05 WIT');
  });

  it('keeps only what the built-in fonts can print', () => {
    expect(pdfSafe('Café “Ibu” – 5 × 3 kg…')).toBe('Café “Ibu” – 5 × 3 kg…');
    expect(pdfSafe('Ābc → 李😀')).toBe('Abc ? ??');
    expect(pdfSafe('line\nbreak\ttab')).toBe('line break tab');
  });
});

describe('text fitting', () => {
  it('shrinks a line down to its minimum size, then cuts it with an ellipsis', () => {
    const { doc } = startPdf({ title: 't', size: [mm(100), mm(150)] });
    doc.addPage();
    expect(fitLine(doc, 'SUB', { x: 0, y: 0, width: 200 }, { font: 'Helvetica-Bold', size: 40, minSize: 10 })).toBe(40);
    const shrunk = fitLine(doc, 'UPG20000', { x: 0, y: 0, width: 100 }, { font: 'Helvetica-Bold', size: 40, minSize: 10 });
    expect(shrunk).toBeLessThan(40);
    expect(shrunk).toBeGreaterThanOrEqual(10);
    expect(fitLine(doc, LONG_ADDRESS, { x: 0, y: 0, width: 100 }, { font: 'Helvetica', size: 12, minSize: 8 })).toBe(8);
  });

  it('wraps a block, and cuts it to the lines that fit its height', () => {
    const { doc } = startPdf({ title: 't', size: [mm(100), mm(150)] });
    doc.addPage();
    const roomy = fitBlock(doc, LONG_ADDRESS, { x: 0, y: 0, width: 250, height: 400 }, { font: 'Helvetica', size: 10, minSize: 6 });
    expect(roomy.size).toBe(10);
    const tight = fitBlock(doc, LONG_ADDRESS, { x: 0, y: 0, width: 250, height: 20 }, { font: 'Helvetica', size: 10, minSize: 6 });
    expect(tight.size).toBe(6);
    expect(tight.height).toBeLessThanOrEqual(20);
    const word = fitBlock(doc, 'x'.repeat(400), { x: 0, y: 0, width: 100, height: 30 }, { font: 'Helvetica', size: 9, minSize: 6 });
    expect(word.height).toBeLessThanOrEqual(30);
  });
});
