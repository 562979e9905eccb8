import { type Doc, type FontName, fitLine, hLine, lineHeight } from './pdf';

/*
 * Flowing pages for prints that can run long (the cash register sheet, a receipt with many koli): a cursor
 * that moves down the page and starts a new one when a block would not fit, and a table whose rows are
 * one line each, so a row is never split across pages and the header row is repeated on every page.
 */

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export class Flow {
  y = 0;
  pages = 0;

  constructor(
    readonly doc: Doc,
    private readonly size: [number, number],
    readonly margins: Margins,
    /** Called on each new page after the cursor is set: running headers go here. */
    private readonly onPage?: (flow: Flow) => void,
  ) {}

  get left(): number {
    return this.margins.left;
  }
  get width(): number {
    return this.size[0] - this.margins.left - this.margins.right;
  }
  get right(): number {
    return this.left + this.width;
  }
  get bottom(): number {
    return this.size[1] - this.margins.bottom;
  }
  get room(): number {
    return this.bottom - this.y;
  }

  newPage(): void {
    this.doc.addPage({ size: this.size, margin: 0 });
    this.pages += 1;
    this.y = this.margins.top;
    this.onPage?.(this);
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.pages === 0 || height > this.room) this.newPage();
  }
}

/**
 * "Halaman n / N" at the foot of every page, after `left` (e.g. the document number); needs bufferPages.
 * `pages`: only these (one document's pages in a batch of several), numbered from 1.
 */
export function numberPages(doc: Doc, size: [number, number], margins: Margins, left = '', pages?: { start: number; count: number }): void {
  const { start, count } = pages ?? doc.bufferedPageRange();
  const width = size[0] - margins.left - margins.right;
  const y = size[1] - margins.bottom + (margins.bottom - 7) / 2;
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    if (left) fitLine(doc, left, { x: margins.left, y, width: width * 0.7 }, { font: 'Helvetica', size: 7, minSize: 6 });
    fitLine(doc, `Halaman ${i + 1} / ${count}`, { x: margins.left + width * 0.7, y, width: width * 0.3 }, { font: 'Helvetica', size: 7, align: 'right' });
  }
}

export interface Column<Row> {
  header: string;
  /** A share of the table's width; columns are scaled to fill it. */
  width: number;
  align?: 'left' | 'center' | 'right';
  font?: FontName;
  /** A row's own font (a report's subtotal rows in bold). */
  fontOf?(row: Row, index: number): FontName | undefined;
  value(row: Row, index: number): string;
  /** A second, smaller line under the value (a receiver's address under the name): every row is then two lines high. */
  sub?(row: Row, index: number): string;
}

export interface TableStyle {
  fontSize: number;
  /** Extra height of a row above its text line, in points. */
  padding: number;
  /** Shade every other row: long tables are read across by eye. */
  zebra?: boolean;
}

const CELL_PAD = 2;

function columnXs<Row>(flow: Flow, columns: Column<Row>[]): Array<{ x: number; width: number }> {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  let x = flow.left;
  return columns.map((c) => {
    const width = (c.width / total) * flow.width;
    const cell = { x: x + CELL_PAD, width: width - 2 * CELL_PAD };
    x += width;
    return cell;
  });
}

/**
 * Draws `rows` from the cursor on, starting new pages as needed with the header row repeated on each.
 * A row is one line: cells too long for their column are shrunk a little, then cut with an ellipsis.
 */
export function drawTable<Row>(flow: Flow, columns: Column<Row>[], rows: Row[], style: TableStyle): void {
  const { doc } = flow;
  const subSize = style.fontSize * 0.85;
  const twoLines = columns.some((c) => c.sub);
  const textHeight = lineHeight(doc, 'Helvetica', style.fontSize);
  const rowHeight = textHeight + style.padding + (twoLines ? lineHeight(doc, 'Helvetica', subSize) : 0);
  const headerHeight = textHeight + style.padding;
  const cells = columnXs(flow, columns);

  const header = () => {
    doc.save().fillColor('#e6e6e6').rect(flow.left, flow.y, flow.width, headerHeight).fill().restore();
    columns.forEach((c, i) => {
      fitLine(doc, c.header, { ...cells[i], y: flow.y, height: headerHeight }, { font: 'Helvetica-Bold', size: style.fontSize, minSize: style.fontSize * 0.75, align: c.align });
    });
    hLine(doc, flow.left, flow.right, flow.y, 0.8);
    flow.y += headerHeight;
    hLine(doc, flow.left, flow.right, flow.y, 0.8);
  };

  // Header and at least one row together: a header alone at the foot of a page is useless.
  flow.ensure(headerHeight + rowHeight);
  header();
  rows.forEach((row, index) => {
    if (rowHeight > flow.room) {
      flow.newPage();
      header();
    }
    if (style.zebra && index % 2 === 1) doc.save().fillColor('#f4f4f4').rect(flow.left, flow.y, flow.width, rowHeight).fill().restore();
    const firstLine = twoLines ? textHeight + style.padding / 2 : rowHeight;
    columns.forEach((c, i) => {
      fitLine(doc, c.value(row, index), { ...cells[i], y: flow.y, height: firstLine }, { font: c.fontOf?.(row, index) ?? c.font ?? 'Helvetica', size: style.fontSize, minSize: style.fontSize * 0.8, align: c.align });
      const sub = c.sub?.(row, index);
      if (sub) fitLine(doc, sub, { ...cells[i], y: flow.y + firstLine - style.padding / 4, height: rowHeight - firstLine }, { font: 'Helvetica', size: subSize, minSize: subSize * 0.8, align: c.align, color: '#333333' });
    });
    flow.y += rowHeight;
    hLine(doc, flow.left, flow.right, flow.y, 0.25);
  });
}

/** A row of labelled boxes to sign in, with a name line under each. */
export function drawSignatures(flow: Flow, captions: string[], height: number): void {
  const { doc } = flow;
  const gap = 12;
  const width = (flow.width - gap * (captions.length - 1)) / captions.length;
  flow.ensure(height + 14);
  captions.forEach((caption, i) => {
    const x = flow.left + i * (width + gap);
    fitLine(doc, caption, { x, y: flow.y, width }, { font: 'Helvetica-Bold', size: 8, minSize: 6 });
    doc.save().lineWidth(0.6).rect(x, flow.y + 11, width, height).stroke().restore();
    fitLine(doc, 'Nama & tanda tangan', { x: x + 3, y: flow.y + 11 + height - 10, width: width - 6 }, { font: 'Helvetica', size: 6, color: '#555555' });
  });
  flow.y += height + 14;
}

/** Label and value rows in a column (a document's header facts); returns the cursor below them. */
export function drawPairs(flow: Flow, x: number, top: number, width: number, align: 'left' | 'right', rows: Array<[string, string, boolean?]>): number {
  const labelWidth = width * (align === 'left' ? 0.3 : 0.45);
  let y = top;
  for (const [label, value, bold] of rows) {
    fitLine(flow.doc, label, { x, y, width: labelWidth - 4 }, { font: 'Helvetica', size: 9, minSize: 7, color: '#444444' });
    fitLine(flow.doc, value, { x: x + labelWidth, y, width: width - labelWidth }, { font: bold ? 'Helvetica-Bold' : 'Helvetica', size: 9.5, minSize: 7, align });
    y += 14;
  }
  return y + 4;
}
