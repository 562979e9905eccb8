import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { readTableFile, tableReads, TABLE_READS_AT_ONCE, TABLE_READS_WAITING, type TableFile } from '@/lib/server/import/read-table-file';
import type { HttpError } from '@/lib/server/errors';

/* The import's file reader: a worker thread that streams the first sheet or the CSV and stops early. */

const csv = (text: string) => Buffer.from(text, 'utf8');

async function refusal(promise: Promise<TableFile>): Promise<{ status: number; message: string }> {
  const err = (await promise.then(
    () => {
      throw new Error('expected the file to be refused');
    },
    (e: unknown) => e,
  )) as HttpError;
  return { status: err.statusCode, message: err.message };
}

async function workbook(fill: (book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A workbook written by ExcelJS's streaming writer (which stores the sheets before the shared strings). */
async function streamedWorkbook(rows: number, row: (i: number) => unknown[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
  const sheet = book.addWorksheet('Data');
  sheet.addRow(['code', 'amount']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow(row(i)).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** Rewrites one entry's record in the zip's central directory (what yauzl reads before unpacking anything). */
function patchCentralDirectory(zip: Buffer, name: string, patch: (record: Buffer) => void): Buffer {
  const copy = Buffer.from(zip);
  const end = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = copy.readUInt32LE(end + 16);
  for (let i = 0; i < copy.readUInt16LE(end + 10); i++) {
    const nameLength = copy.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + copy.readUInt16LE(at + 30) + copy.readUInt16LE(at + 32);
    if (copy.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      patch(copy.subarray(at, next));
      return copy;
    }
    at = next;
  }
  throw new Error(`no ${name} in the zip`);
}

describe('readTableFile: CSV', () => {
  it('reads headers and rows: BOM dropped, blank lines skipped, quoted commas, quotes and line breaks kept', async () => {
    const file = await readTableFile(csv('\uFEFFcode,name\r\nA1,"Jl. Sudirman, 1"\r\n\r\n   \r\nA2,"say ""hi"""\r\nA3,"two\r\nlines"\r\n'), 'x.csv');
    expect(file).toEqual({
      headers: ['code', 'name'],
      rows: [
        ['A1', 'Jl. Sudirman, 1'],
        ['A2', 'say "hi"'],
        ['A3', 'two\r\nlines'],
      ],
    });
  });

  it('takes the delimiter from the header line: a spreadsheet saved under an Indonesian locale separates with ";"', async () => {
    const file = await readTableFile(csv('code;name;rate\r\nA1;"Jl. Sudirman; 1";15000,50\r\n'), 'x.csv');
    expect(file).toEqual({ headers: ['code', 'name', 'rate'], rows: [['A1', 'Jl. Sudirman; 1', '15000,50']] });
  });

  it('reads 200,000 rows of quoted cells within the default limits', async () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `"31.71.01","35.78.${i}","REG","AIR",15000,1,1,2,2026-01-01,`);
    const file = await readTableFile(csv(['Origin,Destination,Service,Moda,Rate,min,lead_min,lead_max,from,to', ...lines].join('\r\n')), 'x.csv');
    expect(file.rows).toHaveLength(200_000);
    expect(file.rows[199_999]).toEqual(['31.71.01', '35.78.199999', 'REG', 'AIR', '15000', '1', '1', '2', '2026-01-01', '']);
  });

  it('refuses the line of a quote that is never closed, and still reads every line after it', async () => {
    const file = await readTableFile(csv('code,name\nA1,one\nA2,"never closed\nA3,three\nA4,four\n'), 'x.csv');
    expect(file.headers).toEqual(['code', 'name']);
    // the broken line keeps its place (an empty placeholder), so line numbers after it do not move
    expect(file.rows).toEqual([['A1', 'one'], [], ['A3', 'three'], ['A4', 'four']]);
    expect(file.lineErrors).toEqual([{ line: 3, column: null, message: 'A quote opened on this line is never closed' }]);
  });

  it('an unclosed quote that Papa would pair with a quote lines later does not swallow those lines', async () => {
    const file = await readTableFile(csv('code,name\nA1,"open\nA2,two\n"A3",three\nA4,"x"y\nA5,five\n'), 'x.csv');
    expect(file.rows).toEqual([[], ['A2', 'two'], ['A3', 'three'], [], ['A5', 'five']]);
    expect(file.lineErrors).toEqual([
      { line: 2, column: null, message: 'A quote opened on this line is never closed' },
      { line: 5, column: null, message: 'A quoted cell on this line does not end with a quote right before the next separator or the end of the line' },
    ]);
  });

  it('refuses a file whose header line has a broken quote', async () => {
    expect(await refusal(readTableFile(csv('code,"name\nA1,one\n'), 'x.csv'))).toEqual({
      status: 400,
      message: 'The header line cannot be read: a quote opened on this line is never closed',
    });
  });

  it('names each cell holding a NUL character; that row is not passed on', async () => {
    const file = await readTableFile(csv('code,name\nA1,ok\nA2,bad\0name\n'), 'x.csv');
    expect(file.rows).toEqual([['A1', 'ok'], []]);
    expect(file.lineErrors).toEqual([{ line: 3, column: 1, message: 'Holds a NUL character (\\0), which cannot be stored; remove it' }]);
  });

  it('stops at the row limit with a message that names it', async () => {
    const lines = (n: number) => ['code', ...Array.from({ length: n }, (_, i) => `A${i}`)].join('\n');
    expect((await readTableFile(csv(lines(5)), 'x.csv', { maxRows: 5 })).rows).toHaveLength(5);
    expect(await refusal(readTableFile(csv(lines(6)), 'x.csv', { maxRows: 5 }))).toEqual({
      status: 400,
      message: 'The file has more than 5 rows; split it into files of at most 5 rows',
    });
  });

  it('refuses other file types without starting a worker', async () => {
    expect(await refusal(readTableFile(csv('x'), 'notes.txt'))).toEqual({ status: 400, message: 'Upload a .csv or .xlsx file' });
  });
});

describe('readTableFile: XLSX', () => {
  it('reads the first sheet as text: dates as YYYY-MM-DD, rich text, formula results, links; blank rows skipped, cells past the header dropped', async () => {
    const file = await workbook((book) => {
      const sheet = book.addWorksheet('Prices');
      sheet.addRow(['code', 'amount', 'from']);
      sheet.addRow(['31.71.02', 30000, new Date(Date.UTC(2026, 2, 1))]);
      sheet.addRow([]);
      sheet.addRow([{ richText: [{ text: 'Jakarta ' }, { text: 'Pusat', font: { bold: true } }] }, { formula: '1+1', result: 2 }, { text: 'link', hyperlink: 'https://example.com' }, 'past the header']);
      sheet.addRow(['Bandung, Jawa Barat', true, '']);
      book.addWorksheet('Other').addRow(['not', 'read']);
    });
    expect(await readTableFile(file, 'prices.xlsx')).toEqual({
      headers: ['code', 'amount', 'from'],
      rows: [
        ['31.71.02', '30000', '2026-03-01'],
        ['Jakarta Pusat', '2', 'link'],
        ['Bandung, Jawa Barat', 'true', ''],
      ],
    });
  });

  it('reads a sheet stored before its shared strings (as Excel and ExcelJS store them), text beyond ASCII intact', async () => {
    // multi-byte characters everywhere: some fall across the chunks the zip is unpacked in
    const row = (i: number) => [`Kota ${i} — Daerah Istimewa Yogyakarta ééé 日本`, i];
    const file = await streamedWorkbook(3_000, row);
    const read = await readTableFile(file, 'x.xlsx');
    expect(read.headers).toEqual(['code', 'amount']);
    expect(read.rows).toEqual(Array.from({ length: 3_000 }, (_, i) => row(i).map(String)));
  });

  it('stops reading at the row limit', async () => {
    const file = await streamedWorkbook(50, (i) => [`A${i}`, i]);
    expect(await refusal(readTableFile(file, 'x.xlsx', { maxRows: 10 }))).toEqual({
      status: 400,
      message: 'The file has more than 10 rows; split it into files of at most 10 rows',
    });
  });

  it('refuses a workbook that declares more unpacked bytes than allowed, before unpacking it', async () => {
    const file = await streamedWorkbook(5_000, () => ['same', 1]); // compresses many times over
    expect(file.length).toBeLessThan(100_000);
    const refused = await refusal(readTableFile(file, 'x.xlsx', { maxUnpackedBytes: 200_000 }));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^The workbook unpacks to more than 0.2 MB \(an import may unpack at most that much\)/);
  });

  it('refuses a part that unpacks to more than its declared size (the declaration binds)', async () => {
    const honest = await streamedWorkbook(200, (i) => [`A${i}`, i]);
    const lying = patchCentralDirectory(honest, 'xl/worksheets/sheet1.xml', (record) => record.writeUInt32LE(100, 24));
    expect(await refusal(readTableFile(lying, 'x.xlsx'))).toEqual({ status: 400, message: 'The file is not a readable XLSX workbook' });
  });

  it('passes over a part no workbook reader needs (e.g. a sensitivity label); refuses what is no zip at all', async () => {
    const honest = await workbook((book) => book.addWorksheet('S').addRow(['code']));
    const labelled = patchCentralDirectory(honest, 'docProps/app.xml', (record) => record.write('docMetadata/L.xml', 46, 'utf8'));
    expect((await readTableFile(labelled, 'x.xlsx')).headers).toEqual(['code']);
    expect(await refusal(readTableFile(csv('code\nA1\n'), 'x.xlsx'))).toEqual({ status: 400, message: 'The file is not a readable XLSX workbook' });
  });

  it('refuses what would cost the server too much once read: a wide header, a huge cell', async () => {
    const wide = await workbook((book) => book.addWorksheet('S').addRow(Array.from({ length: 201 }, (_, i) => `c${i}`)));
    expect(await refusal(readTableFile(wide, 'x.xlsx'))).toEqual({ status: 400, message: 'The header has 201 columns; an import file has at most 200' });
    // one 20,000-character shared string repeated in every cell: a tiny file, a huge read
    const long = 'x'.repeat(20_000);
    const bomb = await workbook((book) => {
      const sheet = book.addWorksheet('S');
      sheet.addRow(['a', 'b']);
      for (let i = 0; i < 50; i++) sheet.addRow([long, long]);
    });
    const refused = await refusal(readTableFile(bomb, 'x.xlsx'));
    expect(refused).toEqual({ status: 400, message: 'A cell on line 2 holds more than 10,000 characters; no field takes that much' });
    expect(await refusal(readTableFile(csv(`a\n${long}\n`), 'x.csv'))).toEqual(refused);
  });
});

describe('readTableFile: limits of the worker', () => {
  it('a read that takes longer than allowed is stopped: 413, not a crash', async () => {
    const refused = await refusal(readTableFile(csv('code\nA1\n'), 'x.csv', { timeoutMs: 1 }));
    expect(refused.status).toBe(413);
    expect(refused.message).toMatch(/^The file could not be read within the limits of an import \(0 seconds\)/);
  });

  it('a read that needs more memory than allowed ends its worker: 413, and this process carries on', async () => {
    const big = csv(['code,name', ...Array.from({ length: 200_000 }, (_, i) => `A${i},${'x'.repeat(40)}${i}`)].join('\n'));
    const refused = await refusal(readTableFile(big, 'x.csv', { maxHeapMb: 8 }));
    expect(refused.status).toBe(413);
    expect(refused.message).toMatch(/could not be read within the limits of an import \(8 MB of memory\)/);
    expect((await readTableFile(csv('code\nA1\n'), 'x.csv')).rows).toEqual([['A1']]);
  });

  it(`reads at most ${TABLE_READS_AT_ONCE} files at once; the next ones wait in a short line, past it 503`, async () => {
    const file = csv(['code', ...Array.from({ length: 20_000 }, (_, i) => `A${i}`)].join('\n'));
    const reads = Array.from({ length: TABLE_READS_AT_ONCE + TABLE_READS_WAITING }, () => readTableFile(file, 'x.csv'));
    expect(tableReads()).toEqual({ running: TABLE_READS_AT_ONCE, waiting: TABLE_READS_WAITING });
    expect(await refusal(readTableFile(file, 'x.csv'))).toMatchObject({ status: 503 });
    for (const read of await Promise.all(reads)) expect(read.rows).toHaveLength(20_000);
    expect(tableReads()).toEqual({ running: 0, waiting: 0 });
  });
});
