import { sql } from 'drizzle-orm';
import { reportParamsSchema } from '@/lib/resources/reports/define-report';
import { reportTable, type ReportTable } from '@/lib/resources/reports/table';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { openDatabase, type Database, type Db, type Engine } from '../db/client';
import type { ReferenceCache } from '../cache/reference-cache';
import type { AppContext } from '../context';
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
  /** Its connections are read-only with the statement timeout from the start (openReportDatabase): no transaction needed. */
  guarded?: boolean;
  /** The app's master-data and settings cache (ReportQueryContext.references). */
  references?: ReferenceCache;
}

/** Settings every connection of the reports' own pool starts with. */
export const REPORT_SESSION_SETTINGS = { default_transaction_read_only: 'on', statement_timeout: String(REPORT_STATEMENT_TIMEOUT_MS) } as const;

/**
 * The reports' own PostgreSQL pool (the replica's, or the primary's): each connection read-only with the
 * statement timeout from its start, so a report statement needs no transaction and no `set` around it.
 */
export async function openReportDatabase(url: string, poolSize = 5): Promise<Database & { guarded: true }> {
  const database = await openDatabase({ url, poolSize, sessionSettings: { ...REPORT_SESSION_SETTINGS } });
  return { ...database, guarded: true };
}

/** Where this app's reports read. */
export function reportDatabaseOf(ctx: Pick<AppContext, 'db' | 'engine' | 'reportDb' | 'reportEngine' | 'reportGuarded' | 'references'>): ReportDatabase {
  const references = ctx.references;
  return ctx.reportDb ? { db: ctx.reportDb, engine: ctx.reportEngine ?? ctx.engine, guarded: ctx.reportGuarded, references } : { db: ctx.db, engine: ctx.engine, references };
}

export interface Reader {
  /** The user's branches (null: every branch). */
  branches: readonly number[] | null;
}

export interface ReportRun extends ReportAnswer {
  params: Record<string, unknown>;
  table: ReportTable;
}

/** Each report's parameter schema, built once a day (its defaults are dates): building one costs more than a drill-down's query. */
const schemas = new WeakMap<ReportModule, { today: string; schema: ReturnType<typeof reportParamsSchema> }>();
function paramsSchemaOf(module: ReportModule, today: string) {
  const cached = schemas.get(module);
  if (cached?.today === today) return cached.schema;
  const schema = reportParamsSchema(module.definition, today);
  schemas.set(module, { today, schema });
  return schema;
}

/** Checks the query string against the report's parameters (400 with the fields named). */
export function parseReportParams(module: ReportModule, raw: Record<string, unknown>, today = jakartaDay(new Date())) {
  const input = Object.fromEntries(Object.entries(raw).filter(([k]) => k !== 'format'));
  const parsed = paramsSchemaOf(module, today).safeParse(input);
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

/**
 * Runs `fn` read-only with the statement timeout: on the reports' own pool as it is (its connections
 * are so from the start), else in a read-only transaction (PGlite has one connection; tests use the app's).
 */
export async function readOnly<T>(database: ReportDatabase, fn: (db: Db) => Promise<T>): Promise<T> {
  try {
    if (database.guarded) return await fn(database.db);
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
  const answer = await readOnly(database, (db) => module.run({ db, params, branches, today, references: database.references } satisfies ReportQueryContext));
  return { ...answer, params, table: reportTable(module.definition, answer.rows) };
}

/** The context a report's file (a tax file) is made in: the same checks as the report. */
export async function withReportContext<T>(module: ReportModule, database: ReportDatabase, raw: Record<string, unknown>, reader: Reader, fn: (q: ReportQueryContext) => Promise<T>, today = jakartaDay(new Date())): Promise<T> {
  const params = parseReportParams(module, raw, today);
  const branches = reportBranches(module, params, reader);
  return readOnly(database, (db) => fn({ db, params, branches, today, references: database.references }));
}
