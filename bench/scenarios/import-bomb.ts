/**
 * import-bomb: the bulk import under a hostile XLSX, while other users keep working. Our real API
 * (startOurApi) answers a steady load of list GETs (a closed loop of BOMB_CONNECTIONS connections on a
 * worker thread, so the client never shares the server's event loop); first alone, then while it is
 * sent (a) one sheet of BENCH_BOMB_ROWS rows (default 1,000,000) and (b) three such sheets — the
 * files of the security review (about 8 and 26 MB, under the 30 MB upload limit; written once with
 * ExcelJS's streaming writer into the temp folder and reused).
 *
 * Printed, never asserted as a timed test: the list GET's p50/p99 alone and during each import (GETs
 * started between the upload and its answer), the import's answer (status and message: a 400 naming
 * the row limit is the expected one, a 5xx or a dead process the failure), how long it took, and the
 * process's peak RSS during the import (VmHWM, reset before each upload through /proc/self/clear_refs;
 * sampled VmRSS where that is not allowed). The server runs in this process, as in every scenario.
 * The check line is the list GET's p99 during the import against its p99 alone.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { IMPORT_MAX_BYTES } from '@/lib/resources/engine/import-format';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import { signIn, startOurApi } from '../lib/ours';
import type { RunningServer } from '../lib/servers';
import type { BenchEnv, Check, Measurement, Scenario } from '../lib/types';

const NAME = 'import-bomb';
const ROWS = Number(process.env.BENCH_BOMB_ROWS ?? 1_000_000);
const BOMB_CONNECTIONS = 4;
const LIST_URL = '/api/datamaster/get/branch?limit=20';
const IMPORT_URL = '/api/datamaster/import/price?mode=check';
/** p99 of the list GET during an import over its p99 alone. */
const TARGET = 5;
const HEADER = ['Origin', 'Destination', 'Service', 'Moda', 'Rate per kg', 'min_kg', 'lead_time_min', 'lead_time_max', 'effective_from', 'effective_to'];

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n: number) => Math.round(n).toLocaleString('en');

// --- the files ---------------------------------------------------------------------------------

/** Writes one workbook on a worker thread (ExcelJS's streaming writer), so this process's heap stays as it was. */
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.exceljs);
(async () => {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: workerData.file, useSharedStrings: true, useStyles: false });
  for (let s = 0; s < workerData.sheets; s++) {
    const sheet = book.addWorksheet('Prices ' + (s + 1));
    sheet.addRow(workerData.header).commit();
    for (let i = 0; i < workerData.rows; i++) sheet.addRow(['31.71.01', 15000 + (i % 100)]).commit();
    sheet.commit();
  }
  await book.commit();
  parentPort.postMessage('done');
})();
`;

function writeWorkbook(file: string, sheets: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const exceljs = createRequire(__filename).resolve('exceljs');
    const worker = new Worker(WRITER, { eval: true, workerData: { file, sheets, rows: ROWS, header: HEADER, exceljs } });
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => (code ? reject(new Error(`workbook writer exited with ${code}`)) : resolve()));
  });
}

interface BombFile {
  /** `1 sheet`, `3 sheets` */
  name: string;
  label: string;
  file: string;
}

async function bombFiles(env: BenchEnv): Promise<BombFile[]> {
  const dir = path.join(os.tmpdir(), `bench-import-bomb-v2-${ROWS}`);
  fs.mkdirSync(dir, { recursive: true });
  const files: BombFile[] = [];
  for (const sheets of [1, 3]) {
    const file = path.join(dir, `${sheets}-sheet${sheets > 1 ? 's' : ''}.xlsx`);
    if (!fs.existsSync(file)) {
      env.log(`${NAME}: writing ${sheets} sheet(s) of ${fmt(ROWS)} rows into ${file}`);
      await writeWorkbook(`${file}.part`, sheets);
      fs.renameSync(`${file}.part`, file);
    }
    const name = `${sheets} sheet${sheets > 1 ? 's' : ''}`;
    const size = fs.statSync(file).size;
    if (size > IMPORT_MAX_BYTES) env.log(`${NAME}: ${file} is larger than the upload limit: it will be refused before it is read`);
    files.push({ name, label: `${name} × ${fmt(ROWS)} rows, ${(size / 1024 / 1024).toFixed(1)} MB`, file });
  }
  return files;
}

// --- the load and the memory samples -----------------------------------------------------------

/**
 * A closed loop of GETs on its own thread: each sample is [start (epoch ms), latency ms, status]
 * (status 0: network error). It samples this process's VmRSS too, from that thread, so a blocked
 * main thread does not hide a peak.
 */
const LOAD = `
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const now = () => performance.timeOrigin + performance.now();
const samples = [];
const rss = [];
let running = true;
const rssTimer = setInterval(() => {
  const m = /VmRSS:\\s+(\\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
  if (m) rss.push([now(), Number(m[1])]);
}, 20);
async function loop() {
  while (running) {
    const start = now();
    let status = 0;
    try {
      const res = await fetch(workerData.url, { headers: workerData.headers });
      await res.arrayBuffer();
      status = res.status;
    } catch {}
    samples.push([start, now() - start, status]);
  }
}
const loops = Array.from({ length: workerData.connections }, loop);
parentPort.on('message', async () => {
  running = false;
  clearInterval(rssTimer);
  await Promise.all(loops);
  parentPort.postMessage({ samples, rss });
});
`;

type Sample = [start: number, ms: number, status: number];

function startLoad(url: string, headers: Record<string, string>) {
  const worker = new Worker(LOAD, { eval: true, workerData: { url, headers, connections: BOMB_CONNECTIONS } });
  return {
    stop: () =>
      new Promise<{ samples: Sample[]; rss: [number, number][] }>((resolve, reject) => {
        worker.once('message', (result) => {
          void worker.terminate();
          resolve(result);
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}

/** Sends the file from its own thread too: building and streaming a 30 MB multipart body is the client's work, not the server's. */
const UPLOAD = `
const fs = require('node:fs');
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const now = () => performance.timeOrigin + performance.now();
(async () => {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(workerData.file)]), path.basename(workerData.file));
  const start = now();
  try {
    const res = await fetch(workerData.url, { method: 'POST', headers: workerData.headers, body: form });
    const text = await res.text();
    parentPort.postMessage({ start, end: now(), status: res.status, text });
  } catch (err) {
    parentPort.postMessage({ start, end: now(), status: 0, text: String(err && err.message || err) });
  }
})();
`;

function upload(url: string, headers: Record<string, string>, file: string) {
  return new Promise<{ start: number; end: number; status: number; text: string }>((resolve, reject) => {
    const worker = new Worker(UPLOAD, { eval: true, workerData: { url, headers, file } });
    worker.once('message', (result) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : 0);

/** The list GETs started within [from, to]. */
function measurement(server: string, samples: Sample[], from: number, to: number, busyMs: number): Measurement {
  const inWindow = samples.filter(([start]) => start >= from && start <= to);
  const ok = inWindow.filter(([, , status]) => status >= 200 && status < 300);
  const latencies = ok.map(([, ms]) => ms).sort((a, b) => a - b);
  return {
    server,
    connections: BOMB_CONNECTIONS,
    rps: ok.length / ((to - from) / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    requests: inWindow.length,
    busyUsPerRequest: inWindow.length ? (busyMs * 1000) / inWindow.length : 0,
    failures: inWindow.length - ok.length,
  };
}

function readStatusKb(field: 'VmHWM' | 'VmRSS'): number | null {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) : null;
}

/** Resets the kernel's peak-RSS mark of this process (Linux ≥ 4.0); false where that is not allowed. */
function resetPeakRss(): boolean {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

const mb = (kb: number) => `${fmt(kb / 1024)} MB`;

// --- the scenario ------------------------------------------------------------------------------

const scenario: Scenario = {
  name: NAME,
  description: `list GETs alone and while an XLSX of 1 and of 3 sheets × ${fmt(ROWS)} rows is imported: latency, the import's answer, peak RSS`,

  async run(env: BenchEnv) {
    const files = await bombFiles(env);
    let server: RunningServer | undefined;
    try {
      server = (await startOurApi(env)).server;
      const token = await signIn(server.url, 'admin', DEMO_PASSWORD);
      const headers = { authorization: `Bearer ${token}` };
      const listUrl = `${server.url}${LIST_URL}`;
      const first = await fetch(listUrl, { headers });
      if (first.status !== 200) throw new Error(`GET ${LIST_URL} answered ${first.status}`);

      const measurements: Measurement[] = [];
      const notes: string[] = [];
      const checks: Check[] = [];
      let aloneDelay = '';

      env.log(`${NAME}: list GETs alone, ${env.warmupSec}s warm-up + ${env.durationSec}s`);
      {
        const load = startLoad(listUrl, headers);
        await sleep(env.warmupSec * 1000);
        const elu = performance.eventLoopUtilization();
        const delay = monitorEventLoopDelay({ resolution: 10 });
        delay.enable();
        const from = now();
        await sleep(env.durationSec * 1000);
        const to = now();
        delay.disable();
        const busy = performance.eventLoopUtilization(elu).active;
        measurements.push(measurement('list GET alone', (await load.stop()).samples, from, to, busy));
        aloneDelay = `server event-loop delay alone: p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms`;
      }
      const alone = measurements[0];

      for (const bomb of files) {
        env.log(`${NAME}: list GETs while importing ${bomb.label}`);
        const load = startLoad(listUrl, headers);
        await sleep(Math.max(1, env.warmupSec) * 1000);
        const rssBefore = readStatusKb('VmRSS') ?? 0;
        const peakReset = resetPeakRss();
        const elu = performance.eventLoopUtilization();
        const delay = monitorEventLoopDelay({ resolution: 10 });
        delay.enable();
        const sent = await upload(`${server.url}${IMPORT_URL}`, headers, bomb.file);
        delay.disable();
        const busy = performance.eventLoopUtilization(elu).active;
        const { start: from, end: to } = sent;
        let message = sent.text.slice(0, 200);
        try {
          message = (JSON.parse(sent.text) as { message?: string }).message ?? message;
        } catch {
          // not JSON: shown as it came
        }
        const answer = sent.status ? `${sent.status} ${message}` : `no answer: ${message}`;
        const hwm = peakReset ? readStatusKb('VmHWM') : null;
        await sleep(250);
        const { samples, rss } = await load.stop();
        const sampledPeak = Math.max(0, ...rss.filter(([t]) => t >= from && t <= to).map(([, kb]) => kb));
        const row = measurement(`list GET during import (${bomb.label})`, samples, from, to, busy);
        row.ratio = alone.rps > 0 ? row.rps / alone.rps : 0;
        measurements.push(row);

        const p99Ratio = alone.p99Ms > 0 ? row.p99Ms / alone.p99Ms : 0;
        const slowest = Math.max(0, ...samples.filter(([start]) => start >= from && start <= to).map(([, ms]) => ms));
        notes.push(
          `${bomb.label}: import answered in ${((to - from) / 1000).toFixed(1)} s: ${answer}`,
          `   list GET during it: p50 ${row.p50Ms.toFixed(1)} ms, p99 ${row.p99Ms.toFixed(1)} ms (${p99Ratio.toFixed(2)}× alone), slowest ${slowest.toFixed(0)} ms, ${fmt(row.requests)} answered`,
          `   server event-loop delay during it: p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms (the longest the server's thread was held)`,
          `   process RSS: ${mb(rssBefore)} before, peak ${hwm !== null ? `${mb(hwm)} (VmHWM)` : `${mb(sampledPeak)} (sampled VmRSS)`} during the import` +
            (hwm !== null ? `; sampled VmRSS peak ${mb(sampledPeak)}` : ''),
        );
        checks.push({
          name: `${NAME} list p99 during/alone (${bomb.name})`,
          connections: BOMB_CONNECTIONS,
          ratio: p99Ratio,
          target: TARGET,
          direction: '<=',
          pass: p99Ratio <= TARGET && row.failures === 0 && /^4\d\d /.test(answer),
          invalid: /^4\d\d /.test(answer) ? undefined : `import answered ${answer.slice(0, 80)}`,
        });
      }

      notes.push(
        `list GET alone: p50 ${alone.p50Ms.toFixed(1)} ms, p99 ${alone.p99Ms.toFixed(1)} ms (${BOMB_CONNECTIONS} connections, closed loop, GET ${LIST_URL}); ${aloneDelay}`,
        `the files are kept in ${path.dirname(files[0].file)} for the next run; BENCH_BOMB_ROWS changes the rows per sheet`,
        `check: list GET p99 during the import / p99 alone, target ≤ ${TARGET}, and the import answered 4xx`,
      );
      return {
        title: `${NAME}: list GETs while a hostile XLSX (1 and 3 sheets × ${fmt(ROWS)} rows) is imported`,
        measurements,
        checks,
        notes,
      };
    } finally {
      await server?.close().catch(() => undefined);
    }
  },
};

export default scenario;
