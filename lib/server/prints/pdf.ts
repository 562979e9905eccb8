import PDFDocument from 'pdfkit';

/*
 * What every print shares: creating a document, collecting it into a Buffer, units, the number and date
 * formats printed on paper, and text that is fitted to its box. Prints use only the 14 standard PDF fonts
 * (Helvetica here): nothing to embed, nothing to ship, and a 100-label batch stays small.
 */

export type Doc = PDFKit.PDFDocument;
export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique' | 'Helvetica-BoldOblique';

export const PRODUCER = 'Courier back office';
const PT_PER_MM = 72 / 25.4;

export function mm(value: number): number {
  return value * PT_PER_MM;
}

export const PAGE = {
  label100x150: [mm(100), mm(150)] as [number, number],
  a6: [mm(105), mm(148)] as [number, number],
  a4: [mm(210), mm(297)] as [number, number],
};

export interface PdfOptions {
  title: string;
  size: [number, number];
  /** Written as the PDF creation date; the file's ID derives from it, so a fixed date gives the same bytes. */
  createdAt?: Date;
  /** Keep pages in memory to write "page n / N" once N is known. */
  bufferPages?: boolean;
}

export interface Pdf {
  doc: Doc;
  /** Ends the document and resolves with its bytes. */
  done(): Promise<Buffer>;
}

export function startPdf(options: PdfOptions): Pdf {
  const doc = new PDFDocument({
    size: options.size,
    margin: 0,
    autoFirstPage: false,
    bufferPages: options.bufferPages ?? false,
    compress: true,
    info: { Title: options.title, Producer: PRODUCER, Creator: PRODUCER, CreationDate: options.createdAt ?? new Date() },
  });
  // Listening from the start: the document is a stream and would otherwise hold every chunk until the end.
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    done() {
      doc.end();
      return finished;
    },
  };
}

/** Lets the event loop run between chunks of a long render, so a 100-label batch does not stall other requests. */
export function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/* ---------- images ---------- */

/** A PNG parsed once by pdfkit, drawn on many pages as one shared XObject. */
export interface PdfImage {
  readonly width: number;
  readonly height: number;
}

// pdfkit keeps no registry for Buffer sources, so doc.image(buffer) on every page would embed a copy per
// page; openImage (missing from @types/pdfkit) gives one object that every page can reference.
export function openImage(doc: Doc, png: Buffer): PdfImage {
  return (doc as unknown as { openImage(src: Buffer): PdfImage }).openImage(png);
}

export function drawImage(doc: Doc, image: PdfImage, x: number, y: number, width: number, height: number): void {
  doc.image(image as unknown as Buffer, x, y, { width, height });
}

/* ---------- numbers and dates ---------- */

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Integer rupiah, Indonesian style: 12500 → "Rp 12.500", -2500 → "-Rp 2.500". */
export function formatRupiah(amount: number): string {
  // Money is integer rupiah everywhere; a fraction here means a rule forgot to round, so say so.
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an integer rupiah amount: ${amount}`);
  const text = `Rp ${groupThousands(String(Math.abs(amount)))}`;
  return amount < 0 ? `-${text}` : text;
}

/** Kilograms, centimetres: a decimal comma and at most two decimals: 12.5 → "12,5", 3 → "3", 1250 → "1.250". */
export function formatDecimal(value: number): string {
  const [whole, fraction] = (Math.round(value * 100) / 100).toFixed(2).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = groupThousands(whole.replace('-', ''));
  return `${sign}${grouped}${trimmed ? `,${trimmed}` : ''}`;
}

const ZONE_NAMES: Record<string, string> = { 'Asia/Jakarta': 'WIB', 'Asia/Pontianak': 'WIB', 'Asia/Makassar': 'WITA', 'Asia/Jayapura': 'WIT' };

/** "21/11/2026 14:05 WIB": the office's own clock, which differs across Indonesia's three zones. */
export function formatDateTime(value: string | Date, timeZone = 'Asia/Jakarta'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const zone = ZONE_NAMES[timeZone];
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}${zone ? ` ${zone}` : ''}`;
}

/** "21/11/2026" in the office's zone. */
export function formatDate(value: string | Date, timeZone = 'Asia/Jakarta'): string {
  return formatDateTime(value, timeZone).slice(0, 10);
}

/* ---------- text ---------- */

// pdfkit writes a standard font's text as WinAnsi hex codes and garbles anything outside it (emoji, CJK,
// "→"). Accents are dropped first (NFKD), then what is still unprintable becomes "?".
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d,
  0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

function printable(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
}

export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (printable(code)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += [...base].every((c) => printable(c.codePointAt(0) ?? 0)) && base ? base : '?';
  }
  return out;
}

export interface TextStyle {
  font: FontName;
  /** The size wanted; text is shrunk from it down to minSize before it is cut. */
  size: number;
  minSize?: number;
  align?: 'left' | 'center' | 'right';
  color?: string;
  /** Extra space between lines of a block, in points. */
  lineGap?: number;
}

export interface LineBox {
  x: number;
  y: number;
  width: number;
  /** When given, the line is centred in it vertically (on its capitals), whatever size it shrank to. */
  height?: number;
}

export interface Box extends LineBox {
  height: number;
}

const ELLIPSIS = '…';
const SIZE_STEP = 0.5;

function sizesFrom(style: TextStyle): number[] {
  const min = Math.min(style.minSize ?? style.size, style.size);
  const sizes: number[] = [];
  for (let s = style.size; s > min; s -= SIZE_STEP) sizes.push(s);
  sizes.push(min);
  return sizes;
}

/** The longest start of `text` that fits `width` with an ellipsis after it. */
export function ellipsize(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(text.slice(0, mid).trimEnd() + ELLIPSIS) <= width) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '' : text.slice(0, low).trimEnd() + ELLIPSIS;
}

/** How many leading characters of `text` fit `width` (at least one, so a cut always moves on). */
function longestFit(doc: Doc, text: string, width: number): number {
  let low = 1;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(text.slice(0, mid)) <= width) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Greedy word wrap at the current font and size; a word wider than the line is cut into pieces. */
export function wrapLines(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (doc.widthOfString(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (doc.widthOfString(rest) > width && rest.length > 1) {
      const cut = longestFit(doc, rest, width);
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

// Helvetica's capitals span 0.718 em from the top of pdfkit's line box (its ascender is the cap height).
const CAP_HEIGHT = 0.718;

function drawLine(doc: Doc, text: string, box: LineBox, align: TextStyle['align'], size: number): void {
  const w = doc.widthOfString(text);
  const x = align === 'right' ? box.x + box.width - w : align === 'center' ? box.x + (box.width - w) / 2 : box.x;
  const y = box.height == null ? box.y : box.y + (box.height - CAP_HEIGHT * size) / 2;
  // lineBreak: false keeps pdfkit from wrapping or adding a page on its own: the layout is ours.
  doc.text(text, x, y, { lineBreak: false });
}

function applyStyle(doc: Doc, style: TextStyle, size: number): void {
  doc.font(style.font).fontSize(size).fillColor(style.color ?? 'black');
}

/** One line of text inside `box.width`: shrunk down to minSize, then cut with an ellipsis. Returns the size used. */
export function fitLine(doc: Doc, raw: string, box: LineBox, style: TextStyle): number {
  const text = pdfSafe(raw).trim();
  const sizes = sizesFrom(style);
  for (const size of sizes) {
    applyStyle(doc, style, size);
    if (doc.widthOfString(text) <= box.width) {
      drawLine(doc, text, box, style.align, size);
      return size;
    }
  }
  const size = sizes[sizes.length - 1];
  applyStyle(doc, style, size);
  drawLine(doc, ellipsize(doc, text, box.width), box, style.align, size);
  return size;
}

/** Height of one line at a font and size, gap included. */
export function lineHeight(doc: Doc, font: FontName, size: number, lineGap = 0): number {
  doc.font(font).fontSize(size);
  return doc.currentLineHeight(true) + lineGap;
}

/**
 * Wrapped text inside `box`: the largest size from style.size down to minSize at which every line fits;
 * at minSize, the lines that fit and an ellipsis at the end of the last. Returns the size and the lines
 * drawn, and never draws below box.y + box.height (at least one line is drawn if the box is too short).
 */
export function fitBlock(doc: Doc, raw: string, box: Box, style: TextStyle): { size: number; lines: number; height: number } {
  const text = pdfSafe(raw).trim();
  if (!text) return { size: style.size, lines: 0, height: 0 };
  const sizes = sizesFrom(style);
  let size = sizes[sizes.length - 1];
  let lines: string[] = [];
  let lh = 0;
  for (const candidate of sizes) {
    lh = lineHeight(doc, style.font, candidate, style.lineGap);
    lines = wrapLines(doc, text, box.width);
    size = candidate;
    if (lines.length * lh <= box.height + 0.01) break;
  }
  applyStyle(doc, style, size);
  const maxLines = Math.max(1, Math.floor((box.height + 0.01) / lh));
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = ellipsize(doc, `${kept[maxLines - 1]}${ELLIPSIS}`, box.width);
    lines = kept;
  }
  lines.forEach((line, i) => drawLine(doc, line, { x: box.x, y: box.y + i * lh, width: box.width }, style.align, size));
  return { size, lines: lines.length, height: lines.length * lh };
}

/* ---------- shapes ---------- */

export function hLine(doc: Doc, x1: number, x2: number, y: number, weight: number): void {
  doc.save().lineWidth(weight).strokeColor('black').moveTo(x1, y).lineTo(x2, y).stroke().restore();
}

export function vLine(doc: Doc, x: number, y1: number, y2: number, weight: number): void {
  doc.save().lineWidth(weight).strokeColor('black').moveTo(x, y1).lineTo(x, y2).stroke().restore();
}

export function frame(doc: Doc, box: Box, weight: number): void {
  doc.save().lineWidth(weight).strokeColor('black').rect(box.x, box.y, box.width, box.height).stroke().restore();
}

export function fillBox(doc: Doc, box: Box, color = 'black'): void {
  doc.save().fillColor(color).rect(box.x, box.y, box.width, box.height).fill().restore();
}
