/**
 * `npm run bench [-- scenario…]`: runs every bench/scenarios/*.ts (each exports `{ name, description,
 * run(env) }`) on a fresh, seeded PGlite and, when DATABASE_URL is set, on a temporary PostgreSQL
 * database too; prints a table per scenario and engine, the first-load JS of the last production build
 * (with a budget check per screen of lib/bundle.ts BUDGET_ROUTES), and one `bench: … PASS|FAIL` line per check.
 *
 * Settings: BENCH_DURATION (s, default 5), BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 1,50),
 * BENCH_ROUNDS (default 1: alternate the servers this many times and report medians; use 3+ on a busy machine).
 * Exit code 0 even when a check fails (a report, not a test) unless BENCH_STRICT=1; 1 if a run crashed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstLoadReport } from './lib/bundle';
import { benchDatabases, readOptions, type BenchDatabase } from './lib/env';
import { formatCheck, formatMeasurements } from './lib/table';
import type { Scenario } from './lib/types';

const PROJECT_DIR = path.resolve(__dirname, '..');
const SCENARIO_DIR = path.join(__dirname, 'scenarios');
const LEGEND =
  'p50/p99: latency of 2xx responses; busy µs/req: main-thread event-loop busy time per response ' +
  '(the server\'s own cost, PGlite included; autocannon runs on a worker thread)';

/** The database alive right now, so that Ctrl-C still drops a temporary PostgreSQL database. */
let current: BenchDatabase | undefined;

async function loadScenarios(only: string[]): Promise<Scenario[]> {
  const files = fs
    .readdirSync(SCENARIO_DIR)
    .filter((f) => /\.ts$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const mod = (await import(path.join(SCENARIO_DIR, file))) as Record<string, unknown>;
    // tsx may hand a CommonJS module back with its exports under `default`.
    const candidates = [mod.default, mod.scenario, (mod.default as Record<string, unknown> | undefined)?.default];
    const scenario = candidates.find(
      (c): c is Scenario => !!c && typeof (c as Scenario).name === 'string' && typeof (c as Scenario).run === 'function',
    );
    if (!scenario) throw new Error(`bench/scenarios/${file} exports no { name, run(env) }`);
    scenarios.push(scenario);
  }
  const unknown = only.filter((n) => !scenarios.some((s) => s.name === n));
  if (unknown.length) {
    throw new Error(`unknown scenario(s) ${unknown.join(', ')}; available: ${scenarios.map((s) => s.name).join(', ')}`);
  }
  if (!only.length) return scenarios.filter((s) => !s.optional);
  return only.map((n) => scenarios.find((s) => s.name === n)!);
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2), process.env);
  const scenarios = await loadScenarios(options.only);
  const engines = benchDatabases(options.databaseUrl);
  const log = (message: string) => process.stderr.write(`  … ${message}\n`);

  console.log(
    `bench: node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}`.trim() +
      `; ${options.warmupSec}s warm-up + ${options.durationSec}s per measurement` +
      (options.rounds > 1 ? `, ${options.rounds} alternating rounds (medians)` : '') +
      `; connections ${options.connections.join(', ')}` +
      `; engines ${engines.map((e) => e.engine).join(', ')}${options.databaseUrl ? '' : ' (set DATABASE_URL to add PostgreSQL)'}`,
  );

  const load = os.loadavg()[0];
  console.log(`bench: scenarios ${scenarios.map((s) => s.name).join(', ')}; load average ${load.toFixed(2)}`);
  if (load > os.cpus().length * 0.5) {
    console.log(`bench: warning: the machine is busy (load ${load.toFixed(2)} on ${os.cpus().length} CPUs); expect noisy numbers`);
  }

  const summary: string[] = [];
  let failures = 0;
  let crashed = false;
  for (const engine of engines) {
    let bdb: BenchDatabase | undefined;
    try {
      log(`${engine.engine}: creating, migrating and seeding a fresh database`);
      bdb = await engine.open();
      current = bdb;
      for (const scenario of scenarios) {
        const result = await scenario.run({
          engine: bdb.engine,
          database: bdb.database,
          url: bdb.url,
          workDir: bdb.workDir,
          durationSec: options.durationSec,
          warmupSec: options.warmupSec,
          connections: options.connections,
          rounds: options.rounds,
          log,
        });
        console.log(`\n== ${result.title}\n   engine: ${bdb.label}\n`);
        if (result.measurements.length) {
          console.log(formatMeasurements(result.measurements));
          console.log(`   ${LEGEND}`);
        }
        for (const note of result.notes ?? []) console.log(`   ${note}`);
        for (const check of result.checks) {
          if (!check.pass) failures++;
          const conns = check.connections ? `${check.connections} connection${check.connections === 1 ? '' : 's'}` : 'one run';
          summary.push(formatCheck(check, `${bdb.engine}, ${conns}`));
        }
      }
    } catch (err) {
      crashed = true;
      console.error(`\nbench: ${engine.engine} run failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    } finally {
      current = undefined;
      await bdb?.dispose();
    }
  }

  console.log('');
  const firstLoad = firstLoadReport(PROJECT_DIR);
  for (const line of firstLoad.lines) console.log(line);
  for (const check of firstLoad.checks) {
    if (!check.pass) failures++;
    summary.push(formatCheck(check, 'gzip, last build'));
  }
  console.log('');
  for (const line of summary) console.log(line);
  if (crashed) return 1;
  return options.strict && failures > 0 ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, cleaning up`);
    setTimeout(() => process.exit(130), 5000).unref();
    void (current?.dispose() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
