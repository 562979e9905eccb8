import path from 'node:path';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Request these paths (and query strings) of `url`'s server in turn, one per request, instead of `url`'s own. */
  paths?: string[];
  connections: number;
  warmupSec: number;
  durationSec: number;
}

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
  /**
   * Main-thread event-loop busy time per response, in µs: the server's own cost per request (the
   * load generator runs on another thread). Includes PGlite, which runs on the main thread.
   */
  busyUsPerRequest: number;
  statusCodes: Record<string, number>;
}

interface WorkerReply {
  phase: 'measuring' | 'done';
  ok: boolean;
  error?: string;
  durationSec: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
  p50Ms: number;
  p99Ms: number;
}

/**
 * Warm up, then measure one URL with autocannon. autocannon runs in a worker thread of this process
 * (its programmatic API), so the servers under test keep the main event loop to themselves.
 */
export function measure(opts: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'load-worker.mjs'), { workerData: opts });
    let settled = false;
    let elu: EventLoopUtilization | undefined;
    worker.on('message', (reply: WorkerReply) => {
      if (reply.phase === 'measuring') {
        elu = performance.eventLoopUtilization();
        return;
      }
      const busy = elu ? performance.eventLoopUtilization(elu) : undefined;
      settled = true;
      void worker.terminate();
      if (!reply.ok) return reject(new Error(`autocannon: ${reply.error}`));
      const statusCodes = Object.fromEntries(Object.entries(reply.statusCodeStats).map(([code, s]) => [code, s.count]));
      const responses = reply.ok2xx + reply.non2xx;
      resolve({
        busyUsPerRequest: busy && responses ? (busy.active * 1000) / responses : 0,
        rps: reply.ok2xx / reply.durationSec,
        p50Ms: reply.p50Ms,
        p99Ms: reply.p99Ms,
        requests: responses,
        failures: reply.non2xx + reply.errors + reply.timeouts,
        statusCodes,
      });
    });
    worker.once('error', (err) => {
      if (!settled) reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`autocannon worker exited with code ${code}`));
    });
  });
}
