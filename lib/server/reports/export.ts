import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ColumnFormat, DrillDefinition, ReportDefinition } from '@/lib/resources/reports/define-report';
import { formatReportValue, isNumeric, type ReportLine, type ReportTable } from '@/lib/resources/reports/table';
import { formatLogTime } from '@/lib/rules/log-time';
import { Flow, drawTable, numberPages, type Column, type Margins } from '../prints/layout';
import { PAGE, fitLine, mm, startPdf } from '../prints/pdf';
import { exportStamp } from '../table-file';

/*
 * A report's table as a file: XLSX (number formats, frozen header, bold subtotal and total rows, a
 * Parameters sheet saying what was asked and when), CSV (the same lines, plain numbers), PDF (landscape
 * A4, header repeated on every page, a row never split, page numbers). XLSX and CSV are streamed as they
 * are written, so a long report starts downloading at once and never meets a response timeout.
 */

export type ReportFileFormat = 'xlsx' | 'csv' | 'pdf';

export interface ReportExport {
  def: ReportDefinition;
  table: ReportTable;
  /** Each parameter as the user reads it: label → value ("Branch" → "JKT Jakarta"). */
  parameters: Array<[string, string]>;
  printedAt: Date;
  printedBy: string;
  /** Column names the answer gives (aging buckets named by the setting). */
  labels?: Record<string, string>;
}

export const REPORT_CONTENT_TYPES: Record<ReportFileFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

export const reportFilename = (def: ReportDefinition, format: ReportFileFormat, at: Date) => `${def.name}-${exportStamp(at)}.${format}`;

const NUMBER_FORMATS: Partial<Record<ColumnFormat, string>> = {
  money: '#,##0',
  int: '#,##0',
  kg: '#,##0.00',
  decimal: '#,##0.00',
  days: '#,##0.0',
  percent: '0.00"%"',
  date: 'dd/mm/yyyy',
};

/** The first column's words on a subtotal / total line. */
const lineLabel = (line: ReportLine | 'total') =>
  line === 'total' ? 'Total' : line.kind === 'subtotal' ? `Subtotal ${line.group ?? ''}`.trim() : null;

function cellValue(format: ColumnFormat, v: unknown): unknown {
  if (v === null || v === undefined || v === '') return null;
  if (format === 'date') {
    const s = String(v).slice(0, 10);
    return /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00Z`) : String(v);
  }
  return isNumeric(format) ? Number(v) : String(v);
}

/** The lines of the file, in order: the rows with their subtotals, then the total. */
function* fileLines(e: ReportExport): Generator<{ values: Record<string, unknown>; label: string | null; strong: boolean }> {
  const first = shown(e.def)[0].key;
  for (const line of e.table.lines) {
    const label = lineLabel(line);
    yield { values: label ? { ...line.values, [first]: label } : line.values, label, strong: line.kind === 'subtotal' };
  }
  yield { values: { ...e.table.totals, [first]: 'Total' }, label: 'Total', strong: true };
}

const shown = (def: ReportDefinition) => def.columns.filter((c) => !c.hidden);

export function reportXlsx(e: ReportExport): Readable {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = e.printedBy;
  wb.created = e.printedAt;
  const ws = wb.addWorksheet(e.def.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = shown(e.def).map((c) => ({ header: e.labels?.[c.key] ?? c.label, key: c.key, width: Math.max(12, Math.min(40, c.label.length + 4)), style: { numFmt: NUMBER_FORMATS[c.format] } }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  void (async () => {
    try {
      for (const line of fileLines(e)) {
        const row = ws.addRow(Object.fromEntries(shown(e.def).map((c) => [c.key, line.label && c.key === shown(e.def)[0].key ? line.label : cellValue(c.format, line.values[c.key])])));
        if (line.strong) {
          row.font = { bold: true };
          row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: line.label === 'Total' ? 'FFD9D9D9' : 'FFF2F2F2' } };
        }
        row.commit();
      }
      ws.commit();
      const ps = wb.addWorksheet('Parameters');
      ps.columns = [
        { header: 'Parameter', key: 'k', width: 28 },
        { header: 'Value', key: 'v', width: 48 },
      ];
      ps.getRow(1).font = { bold: true };
      for (const [k, v] of [['Report', e.def.title], ...e.parameters, ['Rows', String(e.table.count)], ['Source', e.def.freshness], ['Printed at (WIB)', formatLogTime(e.printedAt)], ['Printed by', e.printedBy]] as Array<[string, string]>) ps.addRow({ k, v }).commit();
      ps.commit();
      await wb.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}

export function reportCsv(e: ReportExport): Readable {
  const out = new PassThrough();
  // A BOM: spreadsheet programs then read the text as UTF-8.
  out.write('\uFEFF');
  out.write(Papa.unparse([shown(e.def).map((c) => e.labels?.[c.key] ?? c.label)]) + '\r\n');
  void (async () => {
    let batch: unknown[][] = [];
    const flush = () => {
      if (batch.length) out.write(Papa.unparse(batch, { escapeFormulae: true }) + '\r\n');
      batch = [];
    };
    for (const line of fileLines(e)) {
      batch.push(shown(e.def).map((c) => (line.label && c.key === shown(e.def)[0].key ? line.label : (line.values[c.key] ?? ''))));
      if (batch.length >= 1000) {
        flush();
        await new Promise((r) => setImmediate(r));
      }
    }
    flush();
    out.end();
  })();
  return out;
}

const LANDSCAPE: [number, number] = [PAGE.a4[1], PAGE.a4[0]];
const MARGINS: Margins = { top: mm(12), right: mm(12), bottom: mm(12), left: mm(12) };

export async function reportPdf(e: ReportExport): Promise<Buffer> {
  const pdf = startPdf({ title: e.def.title, size: LANDSCAPE, createdAt: e.printedAt, bufferPages: true });
  const { doc } = pdf;
  const flow = new Flow(doc, LANDSCAPE, MARGINS, (f) => {
    if (f.pages === 1) return;
    fitLine(doc, `${e.def.title} · ${e.parameters.map(([k, v]) => `${k}: ${v}`).join(' · ')}`, { x: f.left, y: f.y, width: f.width }, { font: 'Helvetica', size: 8, minSize: 6, color: '#444444' });
    f.y += 12;
  });
  flow.newPage();
  fitLine(doc, e.def.title, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica-Bold', size: 15, minSize: 10 });
  flow.y += 20;
  fitLine(doc, e.parameters.map(([k, v]) => `${k}: ${v}`).join(' · '), { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica', size: 9, minSize: 6 });
  flow.y += 13;
  fitLine(doc, `Printed ${formatLogTime(e.printedAt)} WIB by ${e.printedBy} · ${e.def.freshness}`, { x: flow.left, y: flow.y, width: flow.width }, { font: 'Helvetica', size: 8, minSize: 6, color: '#444444' });
  flow.y += 16;
  type Line = { values: Record<string, unknown>; label: string | null; strong: boolean };
  const columns: Column<Line>[] = shown(e.def).map((c, i) => ({
    header: e.labels?.[c.key] ?? c.label,
    width: c.format === 'text' ? 2.2 : 1.3,
    align: isNumeric(c.format) ? 'right' : 'left',
    fontOf: (line) => (line.strong ? 'Helvetica-Bold' : undefined),
    value: (line) => (i === 0 && line.label ? line.label : formatReportValue(c.format, line.values[c.key])),
  }));
  drawTable(flow, columns, [...fileLines(e)], { fontSize: 8, padding: 5, zebra: true });
  numberPages(doc, LANDSCAPE, MARGINS, e.def.title);
  return pdf.done();
}

/**
 * The documents behind a figure as a CSV or XLSX file, written as `produce` hands over each page of them:
 * the response starts at once and never waits for the last page. An error after the first byte ends
 * the file early (the download fails rather than looking complete).
 */
export function drillFile(format: 'csv' | 'xlsx', drill: DrillDefinition, printedAt: Date, produce: (write: (rows: Record<string, unknown>[]) => Promise<void>) => Promise<void>): Readable {
  const out = new PassThrough();
  const columns = drill.columns.filter((c) => !c.hidden);
  if (format === 'csv') {
    out.write('\uFEFF' + Papa.unparse([columns.map((c) => c.label)]) + '\r\n');
    produce(async (rows) => {
      if (rows.length) out.write(Papa.unparse(rows.map((r) => columns.map((c) => r[c.key] ?? '')), { escapeFormulae: true }) + '\r\n');
      await new Promise((r) => setImmediate(r));
    })
      .then(() => out.end())
      .catch((err: Error) => out.destroy(err));
    return out;
  }
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.created = printedAt;
  const ws = wb.addWorksheet(drill.label.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.label, key: c.key, width: Math.max(12, Math.min(40, c.label.length + 4)), style: { numFmt: NUMBER_FORMATS[c.format] } }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  produce(async (rows) => {
    for (const r of rows) ws.addRow(Object.fromEntries(columns.map((c) => [c.key, cellValue(c.format, r[c.key])]))).commit();
  })
    .then(async () => {
      ws.commit();
      await wb.commit();
    })
    .catch((err: Error) => out.destroy(err));
  return out;
}
