import type { Database, Engine } from '@/lib/server/db/client';

/** What every scenario gets: one seeded database (shared by every server it starts) and the run's settings. */
export interface BenchEnv {
  engine: Engine;
  /** Migrated and seeded with the demo data; owned by the runner (do not close it). */
  database: Database;
  /** PostgreSQL: the database's URL (a scenario may open its own pool on it, as the server does for reports). */
  url?: string;
  /** A scratch folder for this engine's run (uploads, etc.); removed by the runner. */
  workDir: string;
  /** Seconds measured per server and connection count. */
  durationSec: number;
  /** Seconds of load before each measurement, thrown away (JIT, caches, pools). */
  warmupSec: number;
  /** Measurements per server and connection count, alternating servers; figures are their medians. */
  rounds: number;
  /** Connection counts to measure, e.g. [1, 50]. */
  connections: number[];
  log(message: string): void;
}

/** One server measured at one connection count. */
export interface Measurement {
  server: string;
  connections: number;
  /** 2xx responses per second over the measured window (median over the rounds). */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Every response counted, over all rounds. */
  requests: number;
  /** Main-thread busy µs per response (event-loop utilisation): the server's own cost per request. */
  busyUsPerRequest: number;
  /** Socket errors + timeouts + non-2xx responses; anything but 0 makes the numbers suspect. */
  failures: number;
  /** This server's rps / the scenario's baseline rps at the same connection count. */
  ratio?: number;
}

/** A pass/fail line of the summary: `bench: <name> ratio <x> (target >= <t>) PASS|FAIL`. */
export interface Check {
  name: string;
  connections: number;
  ratio: number;
  target: number;
  /** `>=` (default): a throughput ratio that must reach the target; `<=`: a time ratio that must stay under it. */
  direction?: '>=' | '<=';
  /** The figure is a measure, not a ratio (`ratio` holds it): printed as `<name> <figure> <unit>`, e.g. 'KB', 'labels/s'. */
  unit?: string;
  pass: boolean;
  /** Why the check failed regardless of the ratio (e.g. errors under load). */
  invalid?: string;
}

export interface ScenarioResult {
  title: string;
  measurements: Measurement[];
  checks: Check[];
  notes?: string[];
}

/** bench/scenarios/*.ts export one of these (as default, or as `scenario`). */
export interface Scenario {
  name: string;
  description: string;
  /** Runs only when named on the command line (`npm run bench -- <name>`): diagnostics, slow runs. */
  optional?: boolean;
  run(env: BenchEnv): Promise<ScenarioResult>;
}
