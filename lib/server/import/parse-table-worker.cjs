'use strict';
/*
 * Reads the table of an import file — the first sheet of an XLSX, or a CSV — on a worker thread, so a
 * big or hostile file costs this thread's memory and time (capped by the parent: resourceLimits and a
 * deadline), never the server's event loop. Plain JavaScript so that it runs unchanged under tsx,
 * vitest and node (a worker thread does not get the TypeScript loader). Driven by read-table-file.ts.
 *
 * In:  workerData { data: Uint8Array (transferred), kind: 'xlsx' | 'csv', limits: { maxRows, maxUnpackedBytes, maxEntries } }
 * Out: { type: 'rows', bytes } (batches of rows as UTF-8 JSON, in file order), then { type: 'done', headers, lineErrors }
 *      or { type: 'refused', message } (the file breaks a rule; the parent answers 400 with the message).
 *
 * A row that cannot be trusted (a quote never closed, a NUL character) stays in the rows as an empty
 * placeholder, so that the line numbers of the rows after it do not move, and is named in lineErrors.
 */
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require('exceljs');
const Papa = require('papaparse');
const yauzl = require('yauzl');

const BATCH = 2000;
const encoder = new TextEncoder();
/**
 * What the rows may cost the server once read (the parent holds them on its own heap, outside this
 * thread's cap): a header of at most MAX_COLUMNS columns, cells of at most MAX_CELL_CHARS characters
 * (an XLSX can repeat one long shared string in every cell of a tiny file), and at most
 * MAX_READ_BYTES of rows in all.
 */
const MAX_COLUMNS = 200;
const MAX_CELL_CHARS = 10000;
const MAX_READ_BYTES = 64 * 1024 * 1024;

/** A rule the file breaks, in words for the person who uploaded it. */
class Refusal extends Error {}

const fmt = (n) => n.toLocaleString('en');
const megabytes = (bytes) => {
  const mb = bytes / 1024 / 1024;
  return `${mb >= 10 ? fmt(Math.round(mb)) : mb.toFixed(1)} MB`;
};

const { data, kind, limits } = workerData;
const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** Collects the data rows (header excluded), posts them in batches, stops at the row limit. */
function createSink() {
  let batch = [];
  let count = 0;
  let posted = 0;
  const lineErrors = [];
  const flush = () => {
    if (batch.length) {
      // as bytes, handed over without a copy: the parent keeps them as they are (no objects for its
      // heap to carry) and turns them into rows only once the whole file has been read
      const bytes = encoder.encode(JSON.stringify(batch));
      posted += bytes.byteLength;
      if (posted > MAX_READ_BYTES) {
        throw new Refusal(`The file holds more than ${megabytes(MAX_READ_BYTES)} of data once read; split it into smaller files`);
      }
      parentPort.postMessage({ type: 'rows', bytes }, [bytes.buffer]);
    }
    batch = [];
  };
  /** Counts one more row and answers its line in the file (the header is line 1). */
  const nextLine = () => {
    count += 1;
    if (count > limits.maxRows) {
      throw new Refusal(`The file has more than ${fmt(limits.maxRows)} rows; split it into files of at most ${fmt(limits.maxRows)} rows`);
    }
    if (batch.length >= BATCH) flush();
    return count + 1;
  };
  return {
    lineErrors,
    push(cells) {
      const line = nextLine();
      let clean = true;
      for (let i = 0; i < cells.length; i += 1) {
        if (cells[i].length > MAX_CELL_CHARS) {
          throw new Refusal(`A cell on line ${fmt(line)} holds more than ${fmt(MAX_CELL_CHARS)} characters; no field takes that much`);
        }
        if (cells[i].indexOf('\0') !== -1) {
          clean = false;
          lineErrors.push({ line, column: i, message: 'Holds a NUL character (\\0), which cannot be stored; remove it' });
        }
      }
      batch.push(clean ? cells : []);
    },
    /** A row that could not be read: an empty placeholder keeps the lines of the rows after it. */
    pushBroken(message) {
      lineErrors.push({ line: nextLine(), column: null, message });
      batch.push([]);
    },
    flush,
  };
}

/** A header wider than any resource's fields is not an import file of ours. */
function checkHeader(cells) {
  if (cells.length > MAX_COLUMNS) {
    throw new Refusal(`The header has ${fmt(cells.length)} columns; an import file has at most ${fmt(MAX_COLUMNS)}`);
  }
  return cells;
}

/** Cells beyond the header's width are never read: drop them here rather than carry them across. */
const fit = (cells, width) => (cells.length > width ? cells.slice(0, width) : cells);
const blank = (cells) => cells.every((c) => c.trim() === '');

// --- CSV ---------------------------------------------------------------------------------------

/** Quote errors past this many make the whole file unreadable (each one costs a pass over the rest). */
const MAX_QUOTE_ERRORS = 100;
const NEVER_CLOSED = 'A quote opened on this line is never closed';
const BADLY_CLOSED = 'A quoted cell on this line does not end with a quote right before the next separator or the end of the line';

/**
 * The delimiter, from the header line: the candidate seen most often outside quotes (a comma unless the
 * header says otherwise; a spreadsheet saved as CSV under an Indonesian locale separates with ';').
 * Papa's own guess tries every candidate on the first rows, and under a wrong one a file of quoted cells
 * reads as one endless row with an error object per quote: hundreds of MB for a 12 MB file.
 */
function delimiterOf(text) {
  const counts = { ',': 0, ';': 0, '\t': 0, '|': 0 };
  let quoted = false;
  for (let i = 0; i < text.length && i < 65536; i += 1) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch] += 1;
  }
  return Object.keys(counts).reduce((best, d) => (counts[d] > counts[best] ? d : best), ',');
}

/**
 * Papa Parse row by row. A row with a quote error (a quote never closed swallows the rest of the file
 * into one cell) is reported as a bad line, and reading starts again on the line after the one the
 * quote opened on, so the rest of the file is still checked.
 */
function readCsv() {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const sink = createSink();
  const delimiter = delimiterOf(text);
  let headers = null;
  let quoteErrors = 0;
  let offset = 0;
  while (offset < text.length) {
    let resume = -1;
    let failure = null;
    Papa.parse(offset ? text.slice(offset) : text, {
      delimiter,
      skipEmptyLines: 'greedy',
      step(result, parser) {
        try {
          const quote = result.errors.find((e) => e.type === 'Quotes');
          if (quote) {
            const opened = Math.max(0, quote.index - 1);
            const end = /\r\n|\n|\r/g;
            end.lastIndex = offset + opened;
            const next = end.exec(text);
            resume = next ? next.index + next[0].length : text.length;
            // no other quote on the rest of its line: Papa paired it with one on a later line, or none
            const rest = text.slice(offset + opened + 1, next ? next.index : text.length);
            const message = rest.includes('"') ? BADLY_CLOSED : NEVER_CLOSED;
            if (!headers) throw new Refusal(`The header line cannot be read: ${message.charAt(0).toLowerCase()}${message.slice(1)}`);
            quoteErrors += 1;
            if (quoteErrors > MAX_QUOTE_ERRORS) {
              throw new Refusal(`More than ${MAX_QUOTE_ERRORS} lines have a quote that is not closed properly; check how the file was saved`);
            }
            sink.pushBroken(message);
            parser.abort();
            return;
          }
          if (!headers) {
            headers = checkHeader(result.data);
            return;
          }
          sink.push(fit(result.data, headers.length));
        } catch (err) {
          failure = err;
          resume = -1;
          parser.abort();
        }
      },
    });
    if (failure) throw failure;
    if (resume < 0) break;
    offset = resume;
  }
  sink.flush();
  return { headers: headers || [], lineErrors: sink.lineErrors };
}

// --- XLSX --------------------------------------------------------------------------------------

/** What an XLSX package holds (ECMA-376 part names as Excel, LibreOffice and Google Sheets write them). */
const XLSX_PART = /^(\[Content_Types\]\.xml|(_rels|docProps|xl|customXml|_xmlsignatures|\[trash\])\/.*)$/;
const NOT_XLSX = 'The file is not a readable XLSX workbook';

const openZip = () =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) => (err ? reject(err) : resolve(zip)));
  });

/**
 * The zip's central directory, checked before anything is unpacked: the parts an XLSX holds (others
 * are passed over), none encrypted or compressed in an unusual way, and at most limits.maxUnpackedBytes declared in all.
 * yauzl then holds every entry to its declared size while unpacking, so the declaration binds.
 */
async function listParts(zip) {
  if (zip.entryCount > limits.maxEntries) throw new Refusal(`${NOT_XLSX}: it holds ${fmt(zip.entryCount)} files`);
  const parts = new Map();
  let declared = 0;
  await new Promise((resolve, reject) => {
    zip.on('entry', (entry) => {
      try {
        const name = entry.fileName;
        // a part no workbook reader needs (an Office sensitivity label, a tool's own metadata) is never
        // unpacked: passed over, not refused
        if (!XLSX_PART.test(name)) {
          zip.readEntry();
          return;
        }
        if (entry.isEncrypted()) throw new Refusal(`${NOT_XLSX}: it is encrypted`);
        if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw new Refusal(`${NOT_XLSX}: "${name.slice(0, 80)}" is compressed in an unsupported way`);
        declared += entry.uncompressedSize;
        if (declared > limits.maxUnpackedBytes) {
          throw new Refusal(
            `The workbook unpacks to more than ${megabytes(limits.maxUnpackedBytes)} (an import may unpack at most that much); ` +
              'keep only the sheet to import, or split it into smaller files',
          );
        }
        if (!name.endsWith('/')) parts.set(name, entry);
        zip.readEntry();
      } catch (err) {
        reject(err);
      }
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return parts;
}

/** One part as a stream of text (decoded across chunk boundaries, which ExcelJS would not do). */
const openPart = (zip, entry) =>
  new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err);
      stream.setEncoding('utf8');
      resolve(stream);
    });
  });

/** The part of the first sheet in the workbook's order (as the old full reader took worksheets[0]). */
function firstSheetPart(reader, parts) {
  const sheet = reader.model && Array.isArray(reader.model.sheets) ? reader.model.sheets[0] : undefined;
  const rel = sheet && (reader.workbookRels || []).find((r) => r.Id === sheet.rId);
  if (rel && typeof rel.Target === 'string') {
    const target = rel.Target.startsWith('/') ? rel.Target.slice(1) : path.posix.normalize(`xl/${rel.Target}`);
    if (parts.has(target)) return target;
  }
  const sheets = [...parts.keys()]
    .map((name) => /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name))
    .filter(Boolean)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  return sheets.length ? sheets[0][0] : null;
}

/** A cell as text, as the import has always read it: a date as YYYY-MM-DD, rich text as its text, a formula as its result. */
function cellText(v) {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if (Array.isArray(v.richText)) return v.richText.map((r) => (r && r.text != null ? String(r.text) : '')).join('');
    if ('text' in v) return cellText(v.text);
    if ('result' in v) return cellText(v.result);
    if ('error' in v) return String(v.error);
    return '';
  }
  return String(v);
}

/**
 * ExcelJS's streaming reader, fed part by part from the checked zip (random access, so the shared
 * strings and styles are read before the sheet whatever order the zip stores them in, and only the
 * first sheet is ever unpacked), stopping at the row limit.
 */
async function readXlsx() {
  let zip;
  let parts;
  try {
    zip = await openZip();
    parts = await listParts(zip);
  } catch (err) {
    if (err instanceof Refusal) throw err;
    throw new Refusal(NOT_XLSX);
  }
  if (!parts.has('xl/workbook.xml')) throw new Refusal(`${NOT_XLSX}: it has no xl/workbook.xml`);

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(null, {
    sharedStrings: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    // dates are numbers formatted as dates: the styles say which
    styles: 'cache',
    entries: 'ignore',
  });
  for (const method of ['_parseRels', '_parseWorkbook', '_parseStyles', '_parseSharedStrings', '_parseWorksheet']) {
    // the part-by-part entry points of ExcelJS 4's WorkbookReader; a major upgrade must be looked at
    if (typeof reader[method] !== 'function') throw new Error(`exceljs WorkbookReader has no ${method}: check the import reader against this exceljs version`);
  }

  const sink = createSink();
  let headers = null;
  try {
    if (parts.has('xl/_rels/workbook.xml.rels')) await reader._parseRels(await openPart(zip, parts.get('xl/_rels/workbook.xml.rels')));
    await reader._parseWorkbook(await openPart(zip, parts.get('xl/workbook.xml')));
    if (parts.has('xl/styles.xml')) await reader._parseStyles(await openPart(zip, parts.get('xl/styles.xml')));
    if (parts.has('xl/sharedStrings.xml')) {
      for await (const _ of reader._parseSharedStrings(await openPart(zip, parts.get('xl/sharedStrings.xml')))) {
        // 'cache' keeps them on the reader and yields nothing
      }
    }
    const sheetPart = firstSheetPart(reader, parts);
    if (!sheetPart) throw new Refusal('The workbook has no sheet');
    const stream = await openPart(zip, parts.get(sheetPart));
    for (const { value: sheet } of reader._parseWorksheet(stream, /(\d+)\.xml$/.exec(sheetPart)?.[1] ?? '1')) {
      for await (const row of sheet) {
        const values = row.values;
        if (!headers) {
          const cells = Array.from(values.slice(1), cellText);
          if (!blank(cells)) headers = checkHeader(cells);
          continue;
        }
        const cells = new Array(headers.length);
        for (let i = 0; i < headers.length; i += 1) cells[i] = cellText(values[i + 1]);
        if (!blank(cells)) sink.push(cells);
      }
    }
  } catch (err) {
    if (err instanceof Refusal) throw err;
    throw new Refusal(NOT_XLSX);
  }
  sink.flush();
  return { headers: headers || [], lineErrors: sink.lineErrors };
}

(async () => {
  try {
    const { headers, lineErrors } = kind === 'xlsx' ? await readXlsx() : readCsv();
    parentPort.postMessage({ type: 'done', headers, lineErrors });
  } catch (err) {
    if (err instanceof Refusal) parentPort.postMessage({ type: 'refused', message: err.message });
    else throw err;
  }
})();
