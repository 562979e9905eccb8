import { sql } from 'drizzle-orm';
import { reportParamsSchema } from '@/lib/resources/reports/define-report';
import { reportTable, type ReportTable } from '@/lib/resources/reports/table';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { Db, Engine } from '../db/client';
import { badRequest, forbidden, HttpError, pgError } from '../errors';
import type { ReportAnswer, ReportModule, ReportQueryContext } from './types';

/*
 * The one runner: parameters checked against the declaration (defaults filled), the branches narrowed
 * to the user's (a branch they do not work for is refused, not silently emptied), then the report's SQL
 * in a read-only transaction with a statement timeout — on the replica when one is configured — so a
 * heavy report can neither write nor hold the counter up. The table (subtotals, totals) is computed once
 * here for the screen and every export.
 */

/** How long one report statement may run before it is cancelled (the user is told to narrow it). */
export const REPORT_STATEMENT_TIMEOUT_MS = 30_000;

export interface ReportDatabase {
  db: Db;
  engine: Engine;
}

export interface Reader {
  /** The user's branches (null: every branch). */
  branches: readonly number[] | null;
}

export interface ReportRun extends ReportAnswer {
  params: Record<string, unknown>;
  table: ReportTable;
}

/** Checks the query string against the report's parameters (400 with the fields named). */
export function parseReportParams(module: ReportModule, raw: Record<string, unknown>, today = jakartaDay(new Date())) {
  const input = Object.fromEntries(Object.entries(raw).filter(([k]) => k !== 'format'));
  const parsed = reportParamsSchema(module.definition, today).safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? (issue as { keys?: string[] }).keys?.[0] ?? '_');
      (errors[key] ??= []).push(issue.code === 'unrecognized_keys' ? 'Not a parameter of this report' : issue.message);
    }
    throw badRequest('Invalid report parameters: check the highlighted fields', errors);
  }
  return parsed.data as Record<string, unknown>;
}

/** The branches a report may read for this user and these parameters. */
export function reportBranches(module: ReportModule, params: Record<string, unknown>, reader: Reader): readonly number[] | null {
  const chosen = typeof params.branch_id === 'number' ? params.branch_id : null;
  if (chosen !== null) {
    if (reader.branches && !reader.branches.includes(chosen)) throw forbidden('You do not work for this branch: its figures are not yours to read');
    return [chosen];
  }
  return module.definition.branchScoped ? reader.branches : null;
}

/** Runs `fn` in a read-only transaction with the statement timeout (PostgreSQL; PGlite has one connection). */
export async function readOnly<T>(database: ReportDatabase, fn: (db: Db) => Promise<T>): Promise<T> {
  try {
    // `begin read only` (one round trip fewer than a `set transaction` after it)
    return await database.db.transaction(
      async (tx) => {
        if (database.engine === 'postgres') await tx.execute(sql.raw(`set local statement_timeout = ${REPORT_STATEMENT_TIMEOUT_MS}`));
        return fn(tx as unknown as Db);
      },
      { accessMode: 'read only' },
    );
  } catch (err) {
    if (pgError(err).code === '57014') throw new HttpError(503, 'The report took too long and was stopped: choose a shorter period or one branch, then run it again.');
    throw err;
  }
}

export async function runReport(module: ReportModule, database: ReportDatabase, raw: Record<string, unknown>, reader: Reader, today = jakartaDay(new Date())): Promise<ReportRun> {
  const params = parseReportParams(module, raw, today);
  const branches = reportBranches(module, params, reader);
  const answer = await readOnly(database, (db) => module.run({ db, params, branches, today } satisfies ReportQueryContext));
  return { ...answer, params, table: reportTable(module.definition, answer.rows) };
}

/** The context a report's file (a tax file) is made in: the same checks as the report. */
export async function withReportContext<T>(module: ReportModule, database: ReportDatabase, raw: Record<string, unknown>, reader: Reader, fn: (q: ReportQueryContext) => Promise<T>, today = jakartaDay(new Date())): Promise<T> {
  const params = parseReportParams(module, raw, today);
  const branches = reportBranches(module, params, reader);
  return readOnly(database, (db) => fn({ db, params, branches, today }));
}
