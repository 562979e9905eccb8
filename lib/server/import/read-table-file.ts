import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { IMPORT_MAX_ROWS } from '@/lib/resources/engine/import-format';
import { HttpError } from '../errors';

/*
 * The table of an import file (the first sheet of an XLSX, or a CSV), read on a worker thread
 * (parse-table-worker.cjs) with a memory cap and a deadline, at most TABLE_READS_AT_ONCE at a time:
 * a file built to exhaust memory or time costs that worker, never the server's event loop or heap.
 */

/** A line the reader could not take as a row: its line in the file (header = 1), the column if one cell is to blame. */
export interface TableLineError {
  line: number;
  /** Position of the offending cell in the row, or null when the whole line is broken. */
  column: number | null;
  message: string;
}

export interface TableFile {
  headers: string[];
  /** Data rows in file order (line = index + 2); a line named in lineErrors is an empty placeholder. */
  rows: string[][];
  lineErrors?: TableLineError[];
}

/** The most an XLSX may declare to unpack to, all its parts together (a legitimate 200,000-row sheet of 30 columns stays under it). */
export const XLSX_MAX_UNPACKED_BYTES = 400 * 1024 * 1024;

export interface TableReadLimits {
  /** Data rows (header excluded); one more and reading stops with a 400. */
  maxRows: number;
  /** XLSX: the declared uncompressed size of all parts together. */
  maxUnpackedBytes: number;
  /** XLSX: files in the zip. */
  maxEntries: number;
  /** The worker's heap (V8 old generation); past it the worker dies and the answer is 413. */
  maxHeapMb: number;
  /** Wall time of one read, from the worker's start; past it the worker is stopped and the answer is 413. */
  timeoutMs: number;
}

export const TABLE_READ_LIMITS: Readonly<TableReadLimits> = {
  maxRows: IMPORT_MAX_ROWS,
  maxUnpackedBytes: XLSX_MAX_UNPACKED_BYTES,
  maxEntries: 10_000,
  maxHeapMb: 256,
  timeoutMs: 60_000,
};

/** Reads running at once (a worker each); others wait in line, up to TABLE_READS_WAITING. */
export const TABLE_READS_AT_ONCE = 2;
export const TABLE_READS_WAITING = 8;

const WORKER_FILE = path.join(__dirname, 'parse-table-worker.cjs');

type WorkerMessage =
  | { type: 'rows'; bytes: Uint8Array }
  | { type: 'done'; headers: string[]; lineErrors: TableLineError[] }
  | { type: 'refused'; message: string };

let running = 0;
const waiting: (() => void)[] = [];

/** How many reads run and wait right now (for tests and diagnostics). */
export const tableReads = () => ({ running, waiting: waiting.length });

async function acquire() {
  if (running < TABLE_READS_AT_ONCE) {
    running += 1;
    return;
  }
  if (waiting.length >= TABLE_READS_WAITING) {
    throw new HttpError(503, 'The server is reading other import files right now; try again in a minute');
  }
  // the slot passes straight from the read that ends to the one that waited longest
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release() {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

const beyondLimits = (why: string) => new HttpError(413, `The file could not be read within the limits of an import (${why}); split it into smaller files`);

/** What the worker sends: the rows still as the JSON bytes of their batches. */
interface WorkerResult {
  headers: string[];
  batches: Uint8Array[];
  lineErrors: TableLineError[];
}

function readInWorker(buffer: Buffer, kind: 'xlsx' | 'csv', limits: TableReadLimits): Promise<WorkerResult> {
  // a copy of our own to hand over: the upload's Buffer may share its memory with others
  const data = new Uint8Array(buffer.byteLength);
  data.set(buffer);
  return new Promise<WorkerResult>((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { data, kind, limits: { maxRows: limits.maxRows, maxUnpackedBytes: limits.maxUnpackedBytes, maxEntries: limits.maxEntries } },
      transferList: [data.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: Math.min(32, Math.max(4, limits.maxHeapMb / 8)) },
    });
    const batches: Uint8Array[] = [];
    let settled = false;
    const finish = (err: Error | null, result?: WorkerResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate();
      if (err) reject(err);
      else resolve(result!);
    };
    const deadline = setTimeout(() => finish(beyondLimits(`${Math.round(limits.timeoutMs / 1000)} seconds`)), limits.timeoutMs);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'rows') batches.push(message.bytes);
      else if (message.type === 'done') finish(null, { headers: message.headers, batches, lineErrors: message.lineErrors }); else if (message.type === 'refused') {
        finish(new HttpError(400, message.message));
      }
    });
    worker.on('error', (err: Error & { code?: string }) => {
      finish(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? beyondLimits(`${limits.maxHeapMb} MB of memory`) : err);
    });
    worker.on('exit', (code) => finish(new Error(`The table reader stopped (exit code ${code}) without an answer`)));
  });
}

/**
 * Headers and text cells of the first sheet (XLSX) or of the CSV, read off the main thread. A 400
 * names what is wrong with the file (not a workbook, too many rows, unpacks to too much); a 413 says
 * it could not be read within the worker's memory or time; a 503 that too many reads are under way.
 */
export async function readTableFile(buffer: Buffer, filename: string, limits: Partial<TableReadLimits> = {}): Promise<TableFile> {
  const kind = /\.xlsx$/i.test(filename) ? 'xlsx' : /\.csv$/i.test(filename) ? 'csv' : null;
  if (!kind) throw new HttpError(400, 'Upload a .csv or .xlsx file');
  await acquire();
  let result: WorkerResult;
  try {
    result = await readInWorker(buffer, kind, { ...TABLE_READ_LIMITS, ...limits });
  } finally {
    release();
  }
  // a batch at a time, letting other requests in between (2,000 rows take a few ms)
  const decoder = new TextDecoder();
  const rows: string[][] = [];
  for (const bytes of result.batches) {
    for (const row of JSON.parse(decoder.decode(bytes)) as string[][]) rows.push(row);
    await new Promise(setImmediate);
  }
  return { headers: result.headers, rows, ...(result.lineErrors.length ? { lineErrors: result.lineErrors } : {}) };
}
