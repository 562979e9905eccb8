// The explicit Node entry: the package's root export only resolves under the 'node' condition, which
// TypeScript's bundler resolution does not apply.
import bwipjs from 'bwip-js/node';
import { crc32, deflateSync } from 'node:zlib';

/*
 * Barcode pictures for prints: bwip-js encodes the symbol, and the PNG is written here from its modules.
 * bwip-js's own toBuffer draws an RGBA picture through its general-purpose rasteriser: about 6 ms a QR code,
 * and pdfkit then splits the alpha into a soft mask (slow on thermal printer drivers). Written directly,
 * the PNG is 1-bit greyscale, each module exactly a whole number of pixels at the print resolution (bars
 * of equal width), with the quiet zone inside the picture so no layout can crowd it; pdfkit embeds it
 * without decoding it, and a 100-label batch spends a fraction of the time on its barcodes.
 */

const MM_PER_INCH = 25.4;
export const PRINT_DPI = 300;

export interface BarcodePng {
  png: Buffer;
  /** Printed size at the requested module width, quiet zone included. */
  widthMm: number;
  heightMm: number;
  /** Width in modules, quiet zone included: what a layout needs to choose a module width that fits. */
  modules: number;
}

export interface Code128Options {
  /** Width of the narrowest bar; 0.33 mm and up scans reliably with handheld scanners. */
  moduleMm?: number;
  heightMm?: number;
  dpi?: number;
}

export interface QrOptions {
  moduleMm?: number;
  /** Error correction: M survives a scuffed label and keeps a URL at a small version. */
  ecLevel?: 'L' | 'M' | 'Q' | 'H';
  dpi?: number;
}

const CODE128_QUIET_MODULES = 10;
const QR_QUIET_MODULES = 4;

function pixelsPerModule(moduleMm: number, dpi: number): number {
  return Math.max(1, Math.round((moduleMm * dpi) / MM_PER_INCH));
}

/** Code 128 (bwip-js picks code set C for digits, so a 12-digit AWB stays short). No human-readable text: layouts print it larger themselves. */
export async function code128Png(text: string, options: Code128Options = {}): Promise<BarcodePng> {
  const { moduleMm = 0.4, heightMm = 15, dpi = PRINT_DPI } = options;
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js returned no Code 128 bars');
  // sbs: widths in modules of bar, space, bar, … from the first bar to the last.
  const dark: boolean[] = new Array(CODE128_QUIET_MODULES).fill(false);
  symbol.sbs.forEach((width, i) => {
    for (let k = 0; k < width; k++) dark.push(i % 2 === 0);
  });
  for (let k = 0; k < CODE128_QUIET_MODULES; k++) dark.push(false);
  const px = pixelsPerModule(moduleMm, dpi);
  // One row: the height is drawn by stretching, every row of a linear code being the same.
  const png = writePng(dark.length * px, 1, (x) => dark[Math.floor(x / px)]);
  return { png, widthMm: (dark.length * px * MM_PER_INCH) / dpi, heightMm, modules: dark.length };
}

/** QR code with its 4-module quiet zone. */
export async function qrPng(text: string, options: QrOptions = {}): Promise<BarcodePng> {
  const { moduleMm = 0.5, ecLevel = 'M', dpi = PRINT_DPI } = options;
  // eclevel is a BWIPP option that bwip-js's types do not list.
  const request: bwipjs.RawOptions & { eclevel: string } = { bcid: 'qrcode', text, eclevel: ecLevel };
  const [symbol] = bwipjs.raw(request);
  if (!symbol || !('pixs' in symbol)) throw new Error('bwip-js returned no QR modules');
  const { pixs, pixx, pixy } = symbol;
  const modules = pixx + 2 * QR_QUIET_MODULES;
  const px = pixelsPerModule(moduleMm, dpi);
  const size = modules * px;
  const png = writePng(size, size, (x, y) => {
    const mx = Math.floor(x / px) - QR_QUIET_MODULES;
    const my = Math.floor(y / px) - QR_QUIET_MODULES;
    return mx >= 0 && my >= 0 && mx < pixx && my < pixy && pixs[my * pixx + mx] === 1;
  });
  const sizeMm = (size * MM_PER_INCH) / dpi;
  return { png, widthMm: sizeMm, heightMm: sizeMm, modules };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A 1-bit greyscale PNG (0 black, 1 white), rows unfiltered. */
export function writePng(width: number, height: number, isDark: (x: number, y: number) => boolean): Buffer {
  const rowBytes = Math.ceil(width / 8);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1); // raw[row] = 0: filter type None
    for (let x = 0; x < width; x++) {
      if (!isDark(x, y)) raw[row + 1 + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
