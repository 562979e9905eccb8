import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { IMPORT_MAX_ROWS } from '@/lib/resources/engine/import-format';
import { getResource } from '@/lib/resources/registry';
import { checkImport } from '@/lib/server/crud/import';
import { seedCoverageAreas } from '@/lib/server/seed/seed-areas';
import { branches, columnOf, prices } from '@/lib/server/db/schema/resources';
import { multipartBody, testEngines, useTestApp } from '../helpers/test-app';

/* Bulk import through the engine, on the price list (references by code, unique-together, one transaction). */

const IMPORT = '/api/datamaster/import/price';
const HEADER = 'Origin,Destination,Service,Moda,Rate per kg,min_kg,lead_time_min,lead_time_max,effective_from,effective_to';

const csv = (...lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8');
const ROW_LIMIT_MESSAGE = `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows; split it into files of at most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows`;

/** One row past the limit, in an XLSX written by ExcelJS's streaming writer (a few MB; built once per run). */
let overLimitXlsx: Promise<Buffer> | undefined;
function xlsxOverTheLimit(): Promise<Buffer> {
  overLimitXlsx ??= (async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
    const sheet = book.addWorksheet('Prices');
    sheet.addRow(HEADER.split(',')).commit();
    for (let i = 0; i < IMPORT_MAX_ROWS + 1; i++) sheet.addRow(['31.71.01', '35.78.01', 'REG', 'AIR', 15000 + (i % 100), 1, 1, 2, '2026-01-01']).commit();
    sheet.commit();
    await book.commit();
    return Buffer.concat(chunks);
  })();
  return overLimitXlsx;
}

/** The same, as a CSV. */
const csvOverTheLimit = () => Buffer.from([HEADER, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `31.71.01,35.78.01,REG,AIR,${15000 + (i % 100)},1,1,2,2026-01-01,`)].join('\n'));

/** A small real workbook whose zip directory says its sheet unpacks to 3.75 GB (a zip bomb declares no less). */
async function xlsxDeclaringGigabytes(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Prices').addRow(HEADER.split(','));
  const zip = Buffer.from(await book.xlsx.writeBuffer());
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === 'xl/worksheets/sheet1.xml') zip.writeUInt32LE(0xf000_0000, at + 24);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return zip;
}

describe.each(testEngines())('import (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let counter: string;

  beforeAll(async () => {
    await seedCoverageAreas(t.ctx.db);
    admin = await t.signIn('admin');
    counter = await t.signIn('counter');
  });

  async function upload(file: Buffer, filename: string, mode: 'check' | 'commit', token = admin) {
    const type = filename.endsWith('.csv') ? 'text/csv' : 'application/octet-stream';
    const { payload, headers } = await multipartBody({ file: { name: filename, type, data: file } });
    return t.call('POST', `${IMPORT}?mode=${mode}`, { token, payload, headers });
  }
  const stored = async () => (await t.ctx.db.select({ n: count() }).from(prices))[0].n;

  it('checks every row and names each bad one with its line and reasons; commit then refuses, writing nothing', async () => {
    const file = csv(
      '31.71.01,35.78.01,REG,AIR,15000,1,1,2,2026-01-01,',
      '31.71.01,35.78.02,reg,air,15000,1,1,2,2026-01-01,2026-12-31',
      '31.71.01,99.99.99,REG,AIR,15000,1,1,2,2026-01-01,', // unknown area
      '31.71.01,35.78.03,REG,AIR,-5,1,1,2,2026-01-01,', // negative rate
      '31.71.01,35.78.04,REG,AIR,15000,1,3,2,2026-13-01,', // bad date, lead times reversed
      '31.71.01,35.78.01,REG,AIR,16000,1,1,2,2026-01-01,', // same key as line 2
    );
    const res = await upload(file, 'prices.csv', 'check');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 6, valid: 2, invalid: 4 });
    const byLine = Object.fromEntries(res.body.data.errors.map((e: { line: number; errors: Record<string, string[]> }) => [e.line, e.errors]));
    expect(Object.keys(byLine).map(Number)).toEqual([4, 5, 6, 7]);
    expect(byLine[4].destination_id).toEqual(['No coverage area "99.99.99"']);
    expect(byLine[5].rate_per_kg).toBeDefined();
    expect(Object.keys(byLine[6]).sort()).toEqual(['effective_from', 'lead_time_max']);
    expect(byLine[7].origin_id[0]).toMatch(/as line 2/);
    expect(res.body.data.sample[0]).toMatchObject({ rate_per_kg: 15000, min_kg: 1, effective_to: null });

    const commit = await upload(file, 'prices.csv', 'commit');
    expect(commit.status).toBe(400);
    expect(commit.body.message).toBe('Nothing imported: 4 of 6 rows have errors');
    expect(await stored()).toBe(0);
  });

  it('a clean file commits in one go, audited once; importing it again reports every row as existing', async () => {
    const lines = Array.from({ length: 250 }, (_, i) => `31.71.0${1 + (i % 8)},35.78.${String(1 + (Math.floor(i / 8) % 30)).padStart(2, '0')},${['REG', 'YES', 'OKE'][i % 3]},AIR,${10000 + i},1,1,3,2026-02-01,`);
    // keys repeat when (origin, destination, service) repeat: keep the unique ones
    const unique = [...new Map(lines.map((l) => [l.split(',').slice(0, 3).join(','), l])).values()];
    const res = await upload(csv(...unique), 'prices.csv', 'commit');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.imported).toBe(unique.length);
    expect(await stored()).toBe(unique.length);
    const audit = await t.call('GET', '/api/log/get/transactions?entity=price&action=import', { token: admin });
    if (audit.status === 200) expect(audit.body.data[0].after).toMatchObject({ rows: unique.length, file: 'prices.csv' });

    const again = await upload(csv(...unique.slice(0, 3)), 'prices.csv', 'check');
    expect(again.body.data).toMatchObject({ valid: 0, invalid: 3 });
    expect(again.body.data.errors[0].errors.origin_id[0]).toMatch(/already exists/);
  });

  it("a resource with rules of its own gets them on import: AWB quantities take consecutive free ranges, an overlap refuses the file", async () => {
    const branch = await t.call('POST', '/api/datamaster/create/branch', {
      token: admin,
      body: { code: 'IMP', name: 'Cabang Impor', kind: 'BRANCH', city: 'Jakarta', address: 'Jl. Impor 1' },
    });
    expect(branch.status).toBe(201);
    const awbCsv = (...lines: string[]) => Buffer.from(['Allocated to,Branch,Quantity,First AWB no.,Last AWB no.,Allocated on', ...lines].join('\n'));
    const upload = async (file: Buffer) => {
      const { payload, headers } = await multipartBody({ file: { name: 'awb.csv', type: 'text/csv', data: file } });
      return t.call('POST', '/api/datamaster/import/awb-allocation?mode=commit', { token: admin, payload, headers });
    };
    // the holder type as its stored code, or in the words the export writes (issue 22)
    const ok = await upload(awbCsv('BRANCH,IMP,100,,,2026-11-21', 'Branch,IMP,50,,,2026-11-21'));
    expect(ok.status, ok.text).toBe(200);
    const list = await t.call('GET', '/api/datamaster/get/awb-allocation?sort=range_start', { token: admin });
    expect(list.body.data.map((r: Record<string, number>) => [r.range_start, r.range_end, r.quantity, r.remaining])).toEqual([
      [100_000_000_001, 100_000_000_100, 100, 100],
      [100_000_000_101, 100_000_000_150, 50, 50],
    ]);
    const overlap = await upload(awbCsv('BRANCH,IMP,,100000000120,100000000130,2026-11-21'));
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe('A row overlaps another awb allocation; nothing was imported.');
    expect((await t.call('GET', '/api/datamaster/get/awb-allocation', { token: admin })).body.meta.total).toBe(2);
  });

  it('reads XLSX too', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Prices');
    sheet.addRow(HEADER.split(','));
    sheet.addRow(['31.71.02', '35.78.20', 'YES', 'AIR', 30000, 1, 1, 1, '2026-03-01', '']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(file, 'prices.xlsx', 'check');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ total: 1, valid: 1 });
  });

  it('refuses what is not a table of prices, and anyone without the import screen', async () => {
    expect((await upload(Buffer.from('hello'), 'notes.txt', 'check')).status).toBe(400);
    const unknown = await upload(Buffer.from('Colour,Origin\nred,31.71.01\n'), 'x.csv', 'check');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown columns: Colour/);
    const missing = await upload(Buffer.from('Origin\n31.71.01\n'), 'x.csv', 'check');
    expect(missing.body.message).toMatch(/^Missing columns: Destination, Service/);
    expect((await upload(Buffer.from(`${HEADER}\n`), 'x.csv', 'check')).body.message).toBe('The file has no rows under its header');
    expect((await upload(csv('31.71.01,35.78.01,REG,AIR,1,1,1,1,2026-01-01,'), 'p.csv', 'check', counter)).status).toBe(403);
    expect((await t.call('POST', `${IMPORT}?mode=check`)).status).toBe(401);
  });

  it('an XLSX of more rows than allowed is refused as soon as the reader passes the limit, with the limit in the message', async () => {
    const before = await stored();
    const res = await upload(await xlsxOverTheLimit(), 'prices.xlsx', 'commit');
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(ROW_LIMIT_MESSAGE);
    expect(await stored()).toBe(before);
    const asCsv = await upload(csvOverTheLimit(), 'prices.csv', 'check');
    expect(asCsv.status).toBe(400);
    expect(asCsv.body.message).toBe(ROW_LIMIT_MESSAGE);
  });

  it('an XLSX whose zip declares more than an import may unpack is refused before anything is unpacked', async () => {
    const res = await upload(await xlsxDeclaringGigabytes(), 'prices.xlsx', 'check');
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toMatch(/^The workbook unpacks to more than 400 MB/);
  });

  it('a CSV line with a quote never closed is a bad line of the report; the lines after it are still checked', async () => {
    const file = csv(
      '31.71.01,35.78.01,REG,AIR,15000,1,1,2,2026-01-01,',
      '31.71.01,"35.78.02,REG,AIR,15000,1,1,2,2026-01-01,', // the quote never closes
      '31.71.01,35.78.03,REG,AIR,15000,1,1,2,2026-01-01,',
    );
    const before = await stored();
    const res = await upload(file, 'prices.csv', 'check');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ total: 3, valid: 2, invalid: 1, errors: [{ line: 3, errors: { _: ['A quote opened on this line is never closed'] } }] });
    const commit = await upload(file, 'prices.csv', 'commit');
    expect(commit.status).toBe(400);
    expect(commit.body.message).toBe('Nothing imported: 1 of 3 rows have errors');
    expect(await stored()).toBe(before);
  });

  it('a NUL character in a text cell is a bad line of the report (400), never a database error (500)', async () => {
    const file = Buffer.from(['Code,Name,Kind,City,Address', 'NULA,Cabang Satu,BRANCH,Jakarta,Jl. Satu 1', 'NULB,Cabang\0Dua,BRANCH,Jakarta,Jl. Dua 2'].join('\n'));
    const { payload, headers } = await multipartBody({ file: { name: 'branches.csv', type: 'text/csv', data: file } });
    const res = await t.call('POST', '/api/datamaster/import/branch?mode=commit', { token: admin, payload, headers });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe('Nothing imported: 1 of 2 rows have errors');
    expect(res.body.data.errors).toEqual([{ line: 3, errors: { name: [expect.stringMatching(/NUL character/)] } }]);
    expect(await t.ctx.db.select({ n: count() }).from(branches).where(eq(columnOf(branches, 'code'), 'NULA'))).toEqual([{ n: 0 }]);
  });

  it('checking a big file lets other work run in between: the row checks yield to the event loop', async () => {
    // every row fails the schema (no origin, destination …), so the check needs no database at all:
    // without yielding it would run start to end before anything else got a turn
    const rows = Array.from({ length: 30_000 }, () => ['', '', '', '', '15000', '1', '1', '2', '2026-01-01', '']);
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    const { check } = await checkImport(t.ctx.db, getResource('price'), { headers: HEADER.split(','), rows });
    order.push('check done');
    expect(check).toMatchObject({ total: 30_000, valid: 0, invalid: 30_000 });
    expect(order).toEqual(['other work', 'check done']);
  });

  it.each([
    ['an XLSX', 'prices.xlsx', xlsxOverTheLimit],
    ['a CSV', 'prices.csv', async () => csvOverTheLimit()],
  ])('while %s of 200,001 rows is being read, a list request made meanwhile is answered before it', async (_kind, filename, build) => {
    const file = await build();
    const finished: string[] = [];
    const importing = upload(file, filename, 'check').then((res) => {
      finished.push('import');
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the upload has arrived and is being read
    const list = await t.call('GET', '/api/datamaster/get/branch?limit=5', { token: admin });
    finished.push('list');
    expect(list.status).toBe(200);
    expect((await importing).body.message).toBe(ROW_LIMIT_MESSAGE);
    expect(finished).toEqual(['list', 'import']);
  });
});
