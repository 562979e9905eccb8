import ExcelJS from 'exceljs';
import { exportStamp, writeTableFile, type TableColumn } from '@/lib/server/table-file';

interface Row {
  code: string;
  day: string | null;
  at: string | Date | null;
}

const columns: TableColumn<Row>[] = [
  { header: 'Code', value: (r) => r.code },
  { header: 'Date', value: (r) => r.day, type: 'date' },
  { header: 'Updated at', value: (r) => r.at, type: 'datetime' },
];

// 18:30 UTC on 28 Nov is 01:30 on 29 Nov in Jakarta; PostgreSQL's text form and an ISO string alike
const rows: Row[] = [
  { code: 'A', day: '2026-11-29', at: '2026-11-28 18:30:05.123+00' },
  { code: 'B', day: null, at: new Date('2026-11-29T00:30:00Z') },
  { code: 'C', day: '2026-01-31', at: '2026-01-31T16:59:59.000Z' },
];

async function* once<R>(batch: R[]) {
  yield batch;
}

describe('exports are named and stamped in Jakarta time, with real date cells', () => {
  it('stamps the file name with the export time in Jakarta (WIB), not UTC', async () => {
    expect(exportStamp(new Date('2026-11-29T00:30:00Z'))).toBe('20261129-0730');
    expect(exportStamp(new Date('2026-11-28T18:30:00Z'))).toBe('20261129-0130');
    const file = await writeTableFile({ name: 'shipments', stampedAt: new Date('2026-11-29T00:30:00Z'), format: 'xlsx', columns, batches: once(rows) });
    expect(file.filename).toBe('shipments-20261129-0730.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    expect(book.worksheets[0].name).toBe('shipments');
    // without a stamp the name is as given
    expect((await writeTableFile({ name: 'INV-2611-0001-awb', format: 'csv', columns, batches: once([]) })).filename).toBe('INV-2611-0001-awb.csv');
  });

  it('XLSX: dates and date-times are Excel dates (dd/mm/yyyy, dd/mm/yyyy hh:mm:ss) holding Jakarta wall time', async () => {
    const file = await writeTableFile({ name: 'x', stampedAt: new Date(), format: 'xlsx', columns, batches: once(rows) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const [a, b, c] = [2, 3, 4].map((n) => sheet.getRow(n));
    expect(a.getCell(2).value).toEqual(new Date('2026-11-29T00:00:00Z'));
    expect(a.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(a.getCell(3).value).toEqual(new Date('2026-11-29T01:30:05.123Z'));
    expect(a.getCell(3).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(b.getCell(2).value).toBeNull();
    expect(b.getCell(3).value).toEqual(new Date('2026-11-29T07:30:00Z'));
    expect(c.getCell(3).value).toEqual(new Date('2026-01-31T23:59:59Z'));
    expect(c.getCell(1).value).toBe('C');
  });

  it('CSV: ISO dates, date-times in Jakarta time', async () => {
    const file = await writeTableFile({ name: 'x', format: 'csv', columns, batches: once(rows) });
    const lines = file.body.toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'Code,Date,Updated at',
      'A,2026-11-29,2026-11-29 01:30:05',
      'B,,2026-11-29 07:30:00',
      'C,2026-01-31,2026-01-31 23:59:59',
    ]);
  });
});
