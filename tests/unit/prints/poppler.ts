import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import sharp from 'sharp';

/*
 * Test helpers that look at a PDF from the outside, the way a printer or a scanner would: poppler's
 * pdftoppm / pdftotext (Debian poppler-utils) to rasterise and extract text, and ZXing to read barcodes
 * off the rasterised page.
 */

const run = promisify(execFile);

function hasTool(name: string): boolean {
  try {
    execFileSync(name, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const HAS_POPPLER = hasTool('pdftoppm') && hasTool('pdftotext');
// Skipped with a message on a machine without poppler-utils; CI installs it, so there a missing tool fails.
export const SKIP_POPPLER = !HAS_POPPLER && !process.env.CI;
if (SKIP_POPPLER) console.warn('prints tests: pdftoppm/pdftotext not found (apt-get install poppler-utils); rendering checks skipped');

async function withTmp<T>(pdf: Buffer, work: (dir: string, file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'prints-test-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    return await work(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One PNG per page, in page order. */
export async function rasterize(pdf: Buffer, dpi = 300, pages?: { first: number; last: number }): Promise<Buffer[]> {
  return withTmp(pdf, async (dir, file) => {
    const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
    await run('pdftoppm', ['-r', String(dpi), '-png', ...range, file, path.join(dir, 'page')]);
    const names = (await readdir(dir)).filter((n) => n.endsWith('.png')).sort();
    return Promise.all(names.map((n) => readFile(path.join(dir, n))));
  });
}

export async function pdfText(pdf: Buffer): Promise<string> {
  return withTmp(pdf, async (_dir, file) => (await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout);
}

export interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface PageWords {
  width: number;
  height: number;
  words: Word[];
}

/** Every word with its box in points, page by page (pdftotext -bbox). */
export async function pdfWords(pdf: Buffer): Promise<PageWords[]> {
  const html = await withTmp(pdf, async (_dir, file) => (await run('pdftotext', ['-bbox', file, '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout);
  const pages: PageWords[] = [];
  for (const page of html.split('<page ').slice(1)) {
    const size = /width="([\d.]+)" height="([\d.]+)"/.exec(page);
    const words = [...page.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)].map((m) => ({
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
      text: m[5].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"'),
    }));
    pages.push({ width: Number(size?.[1]), height: Number(size?.[2]), words });
  }
  return pages;
}

/** Page sizes in points, read from the page dictionaries' /MediaBox (pdfkit writes them uncompressed). */
export function mediaBoxes(pdf: Buffer): Array<{ width: number; height: number }> {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/MediaBox \[([\d.\s-]+)\]/g)].map((m) => {
    const [x0, y0, x1, y1] = m[1].trim().split(/\s+/).map(Number);
    return { width: x1 - x0, height: y1 - y0 };
  });
}

export function imageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
}

/** A part of the page in points from its top-left corner, and the resolution the page was rasterised at. */
export interface Region {
  dpi: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Reads one barcode of `format` on a rasterised page, or in `region` of it; null when none is found.
 * Code 128 needs a region that leaves out anything black left of the barcode on its rows: ZXing-js's
 * Code128Reader.findStartPattern shrinks its counter array when it slides past a first bar that is not
 * the start code (Int32Array.slice in place of Java's arraycopy, still so in 0.23.0), so a label's frame
 * line or a heading to the left hides a barcode a real scanner reads.
 */
export async function decodeBarcode(png: Buffer, format: 'CODE_128' | 'QR_CODE', region?: Region): Promise<string | null> {
  let image = sharp(png);
  if (region) {
    const px = (pt: number) => Math.round((pt * region.dpi) / 72);
    image = image.extract({ left: px(region.x), top: px(region.y), width: px(region.width), height: px(region.height) });
  }
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  // A Uint8ClampedArray is taken as one luminance byte per pixel.
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat[format]]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    return null;
  }
}
