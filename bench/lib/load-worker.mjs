// Runs autocannon (programmatic API) on its own thread, so the load generator does not share the
// event loop of the servers it measures. Plain JS: worker threads do not get tsx's loader.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, headers, connections, warmupSec, durationSec, paths } = workerData;

// `paths`: each request takes the next one of the list (shared by every connection), round and round.
let next = 0;
const requests = paths?.length ? [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }] : undefined;

function run(duration, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration, pipelining: 1, ...(requests ? { requests } : {}) }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    if (onResponse) instance.on('response', onResponse);
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

try {
  if (warmupSec > 0) await run(warmupSec);
  parentPort.postMessage({ phase: 'measuring' });
  // autocannon's own histogram has whole-millisecond buckets, too coarse for sub-millisecond calls:
  // keep every 2xx response time (ms, float) and take the percentiles ourselves.
  const latencies = [];
  const result = await run(durationSec, (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  latencies.sort((a, b) => a - b);
  parentPort.postMessage({
    phase: 'done',
    ok: true,
    durationSec: result.duration,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodeStats: result.statusCodeStats,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  });
} catch (err) {
  parentPort.postMessage({ phase: 'done', ok: false, error: err instanceof Error ? err.stack || err.message : String(err) });
}
