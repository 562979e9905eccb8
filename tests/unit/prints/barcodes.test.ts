import { code128Png, qrPng } from '@/lib/server/prints/barcodes';
import sharp from 'sharp';
import { decodeBarcode } from './poppler';

/* The barcode pictures are read back by ZXing straight from the PNG, before any PDF is involved. */

async function padded(png: Buffer, height?: number): Promise<Buffer> {
  const meta = await sharp(png).metadata();
  const tall = height ? sharp(png).resize({ width: meta.width, height, fit: 'fill', kernel: 'nearest' }) : sharp(png);
  return tall.extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' }).png().toBuffer();
}

describe('barcodes', () => {
  it('draws a Code 128 with a whole number of pixels per module and a 10-module quiet zone', async () => {
    const barcode = await code128Png('100000000123', { moduleMm: 0.5, heightMm: 15 });
    const meta = await sharp(barcode.png).metadata();
    // 12 digits in code set C: start, 6 pairs, check, stop (11 modules each, stop 13) and two quiet zones.
    expect(barcode.modules).toBe(11 * 8 + 13 + 20);
    expect(meta.width).toBe(barcode.modules * 6); // 0.5 mm at 300 dpi is 5.9 px, drawn as 6
    expect(barcode.widthMm).toBeCloseTo((barcode.modules * 6 * 25.4) / 300, 6);
    expect(await decodeBarcode(await padded(barcode.png, 120), 'CODE_128')).toBe('100000000123');
  });

  it('encodes letters in Code 128 too (pickup and register numbers)', async () => {
    const barcode = await code128Png('PU2611000042');
    expect(await decodeBarcode(await padded(barcode.png, 120), 'CODE_128')).toBe('PU2611000042');
  });

  it('draws a QR code with its 4-module quiet zone that reads back as the URL', async () => {
    const url = 'https://kirim.example.co.id/lacak/100000000123';
    const qr = await qrPng(url, { moduleMm: 0.5 });
    const meta = await sharp(qr.png).metadata();
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBe(qr.modules * 6);
    expect(qr.widthMm).toBeGreaterThan(15);
    expect(await decodeBarcode(await padded(qr.png), 'QR_CODE')).toBe(url);
  });
});
