import { measure, type LoadResult } from './load';
import { profiled } from './sequential';
import type { BenchEnv, Check, Measurement } from './types';

export interface Target {
  server: string;
  url: string;
  headers?: Record<string, string>;
  /** Rotate over these paths of the server (one per request), e.g. a different id each time. */
  paths?: string[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * Measures each target in turn (never two at once) at every connection count of the run; the first
 * target is the baseline that the others' ratios are taken against. With env.rounds > 1 the targets
 * alternate round after round (A B A B …) and each figure is the median of its rounds, which keeps a
 * burst of load from elsewhere on the machine from landing on one server only.
 */
export async function compareTargets(env: BenchEnv, scenario: string, targets: Target[]): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const connections of env.connections) {
    const runs = targets.map(() => [] as LoadResult[]);
    for (let round = 1; round <= env.rounds; round++) {
      for (const [i, t] of targets.entries()) {
        const of = env.rounds > 1 ? ` (round ${round}/${env.rounds})` : '';
        env.log(`${scenario}: ${t.server}, ${connections} connection(s), ${env.warmupSec}s warm-up + ${env.durationSec}s${of}`);
        runs[i].push(
          await profiled(`${scenario}-${i}-${connections}-${round}`.replace(/[^\w.-]+/g, '_'), () => measure({
            url: t.url,
            headers: t.headers ?? {},
            paths: t.paths,
            connections,
            warmupSec: env.warmupSec,
            durationSec: env.durationSec,
          })),
        );
      }
    }
    const row: Measurement[] = targets.map((t, i) => ({
      server: t.server,
      connections,
      rps: median(runs[i].map((r) => r.rps)),
      p50Ms: median(runs[i].map((r) => r.p50Ms)),
      p99Ms: median(runs[i].map((r) => r.p99Ms)),
      busyUsPerRequest: median(runs[i].map((r) => r.busyUsPerRequest)),
      requests: runs[i].reduce((n, r) => n + r.requests, 0),
      failures: runs[i].reduce((n, r) => n + r.failures, 0),
    }));
    const baseline = row[0];
    for (const m of row.slice(1)) m.ratio = baseline.rps > 0 ? m.rps / baseline.rps : 0;
    measurements.push(...row);
  }
  return measurements;
}

/** One check per connection count: `server`'s ratio against the baseline, failed requests invalidate it. */
export function ratioChecks(name: string, measurements: Measurement[], server: string, target: number): Check[] {
  const counts = [...new Set(measurements.map((m) => m.connections))];
  return counts.map((connections) => {
    const row = measurements.filter((m) => m.connections === connections);
    const subject = row.find((m) => m.server === server);
    const ratio = subject?.ratio ?? 0;
    const failed = row.filter((m) => m.failures > 0).map((m) => `${m.server}: ${m.failures} failed requests`);
    return {
      name,
      connections,
      ratio,
      target,
      pass: ratio >= target && failed.length === 0,
      invalid: failed.length ? failed.join(', ') : undefined,
    };
  });
}
