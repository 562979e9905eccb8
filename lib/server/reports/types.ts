import type { SQL } from 'drizzle-orm';
import type { ReportDefinition } from '@/lib/resources/reports/define-report';
import type { ReportRow } from '@/lib/resources/reports/table';
export type { ReportRow };
import type { ReferenceCache } from '../cache/reference-cache';
import type { Db } from '../db/client';

/** What a report's query gets from the runner. */
export interface ReportQueryContext {
  /** Read-only with a statement timeout (the reports' own pool, on the replica when DATABASE_REPLICA_URL is set). */
  db: Db;
  /** The app's master-data and settings cache, when the caller has one (settings without a query each run). */
  references?: ReferenceCache;
  /** The parameters, checked against the declaration, defaults filled. */
  params: Record<string, unknown>;
  /**
   * The branches the rows may come from: the user's branches narrowed by a `branch_id` parameter; null
   * when the user works for every branch and chose none. Each query applies it with `inBranches`.
   */
  branches: readonly number[] | null;
  /** Today in Jakarta (YYYY-MM-DD). */
  today: string;
}

export interface ReportAnswer {
  rows: ReportRow[];
  /** Figures shown above the table (the period compared, the previous period's totals …). */
  summary?: Record<string, unknown>;
  /** Lines said under the table ("3 AWBs without an ETA are left out of on-time"). */
  notes?: string[];
}

export interface ReportFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

/** A report's server side: its SQL, and the extra files it offers (tax files). */
export interface ReportModule {
  definition: ReportDefinition;
  run(q: ReportQueryContext): Promise<ReportAnswer>;
  files?: Record<string, (q: ReportQueryContext) => Promise<ReportFile>>;
  /** The documents behind a figure, one function per declared drill-down: a page of rows (one more than asked: there is a next page). */
  drills?: Record<string, (q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) => Promise<ReportRow[]>>;
}

export type { SQL };
