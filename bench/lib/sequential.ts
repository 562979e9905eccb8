import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import type { BenchEnv, Measurement } from './types';

/*
 * One request after the other (a clerk saving, a dispatcher scanning), ours against a raw baseline in
 * the same process: time per operation, latencies, event-loop busy time, and the table row for a side.
 */

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : 0);

export interface Run {
  msPerOp: number;
  latencies: number[];
  busyMs: number;
  failures: number;
}

/** `count` operations one after the other; `op` returns false for a refused one. */
export async function timed(count: number, op: (i: number) => Promise<boolean>): Promise<Run> {
  const latencies: number[] = [];
  let failures = 0;
  const elu = performance.eventLoopUtilization();
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    if (!(await op(i))) failures++;
    latencies.push(performance.now() - t);
  }
  const ms = performance.now() - t0;
  return { msPerOp: ms / count, latencies, busyMs: performance.eventLoopUtilization(elu).active, failures };
}

/**
 * With BENCH_CPU_PROFILE=<folder>, a CPU profile of `run` alone (not of the seeding around it), written
 * as <folder>/<label>.cpuprofile: where ours spends its time, without the start-up in the picture.
 */
export async function profiled<T>(label: string, run: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${folder}/${label}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
}

/**
 * `count` operations of ours, then of raw, `rounds` times (alternating, so a machine that slows down
 * hurts both alike); each side's median time per operation and their ratio.
 */
export async function alternateRounds(env: Pick<BenchEnv, 'rounds' | 'log'>, what: string, count: number, ours: () => Promise<boolean>, raw: () => Promise<boolean>) {
  const runs = { ours: [] as Run[], raw: [] as Run[] };
  for (let round = 1; round <= env.rounds; round++) {
    const of = env.rounds > 1 ? ` (round ${round}/${env.rounds})` : '';
    env.log(`${what}: ours, ${count} over HTTP${of}`);
    runs.ours.push(await profiled(`${what}-ours-${round}`, () => timed(count, ours)));
    env.log(`${what}: raw SQL, ${count}${of}`);
    runs.raw.push(await timed(count, raw));
  }
  const oursMs = median(runs.ours.map((r) => r.msPerOp));
  const rawMs = median(runs.raw.map((r) => r.msPerOp));
  return { ...runs, oursMs, rawMs, ratio: oursMs / rawMs };
}

/** The table row of one side over its rounds (`ms`: its median time per operation). */
export function sequentialRow(server: string, runs: Run[], ms: number, ratio?: number): Measurement {
  const all = runs.flatMap((x) => x.latencies).sort((a, b) => a - b);
  return {
    server,
    connections: 1,
    rps: 1000 / ms,
    p50Ms: percentile(all, 50),
    p99Ms: percentile(all, 99),
    busyUsPerRequest: median(runs.map((x) => (x.busyMs * 1000) / x.latencies.length)),
    requests: all.length,
    failures: runs.reduce((n, x) => n + x.failures, 0),
    ratio,
  };
}
