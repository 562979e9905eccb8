import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_TYPE_LABELS } from '@/lib/resources/documents/shipment';
import { getResource } from '@/lib/resources/registry';
import { formatReportValue } from '@/lib/resources/reports/table';
import type { DrillDefinition, ReportDefinition } from '@/lib/resources/reports/define-report';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { reportFilters } from '../db/schema/reports';
import { tableOf } from '../db/schema/resources';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { ok } from '../http/reply';
import { drillFile, REPORT_CONTENT_TYPES, reportCsv, reportFilename, reportPdf, reportXlsx, type ReportFileFormat } from './export';
import { exportStamp } from '../table-file';
import { REPORT_MODULES } from './registry';
import { reportDatabaseOf, runReport, withReportContext, type ReportDatabase } from './runner';
import { isSet, rowsOf } from './sql';

/*
 * Every report's API, registered from the declarations (each call needs the report's screen):
 *   GET    /api/report/get/<name>?<params>                   the table (rows, subtotals, totals), summary, notes
 *   GET    /api/report/export/<name>?format=xlsx|csv|pdf&…   the same as a file (XLSX and CSV streamed)
 *   GET    /api/report/file/<name>/<file>?<params>           a report's own file (the tax files)
 *   GET    /api/report/drill/<name>/<drill>?<params>&k_<key>=…&page   the documents behind a figure, 100 a page
 *   GET    /api/report/saved-filter/<name>                   the user's saved parameters of it
 *   POST   /api/report/saved-filter/<name>   { name, params } saves (a name already used: 409)
 *   DELETE /api/report/saved-filter/<name>/<id>
 */

const FORMATS = ['xlsx', 'csv', 'pdf'] as const;
const savedFilterBody = z.object({
  name: z.string().trim().min(1, 'Required').max(60, 'At most 60 characters'),
  params: z.record(z.string().max(40), z.string().max(100)).refine((p) => Object.keys(p).length <= 20, 'At most 20 parameters'),
});

/** A referenced row as a user reads it: its code and name ("JKT Cabang Jakarta"), not its id. */
async function refWords(db: Db, resource: string, id: number): Promise<string> {
  const def = getResource(resource);
  const code = 'code' in def.fields ? 'code' : null;
  const [row] = await rowsOf<{ title: string; code?: string }>(db, sql`select ${sql.identifier(def.titleField)} as title${code ? sql`, ${sql.identifier(code)} as code` : sql``} from ${tableOf(resource)} where id = ${id}`);
  return row ? [row.code, row.title].filter(Boolean).join(' ') : String(id);
}

/** Each parameter as a user reads it, for a file's header. */
async function parameterWords(db: Db, def: ReportDefinition, params: Record<string, unknown>): Promise<Array<[string, string]>> {
  const out: Array<[string, string]> = [];
  for (const [key, p] of Object.entries(def.params)) {
    const v = params[key];
    if (!isSet(v)) out.push([p.label, p.type === 'ref' ? 'All' : '']);
    else if (p.type === 'ref') out.push([p.label, await refWords(db, p.resource, Number(v))]);
    else if (p.type === 'enum') out.push([p.label, p.labels[String(v)] ?? String(v)]);
    else out.push([p.label, p.type === 'date' ? formatReportValue('date', v) : String(v)]);
  }
  return out;
}

/** The drill-down keys a user reads, with the resource each id names. */
const KEY_WORDS: Record<string, { label: string; resource?: string }> = {
  date_from: { label: 'From' },
  date_to: { label: 'Until' },
  branch_id: { label: 'Branch', resource: 'branch' },
  destination_branch_id: { label: 'Destination', resource: 'branch' },
  service_id: { label: 'Service', resource: 'service' },
  customer_id: { label: 'Customer', resource: 'customer' },
  vendor_id: { label: 'Vendor', resource: 'vendor' },
  driver_id: { label: 'Courier', resource: 'driver' },
  sales_id: { label: 'Sales person', resource: 'employee' },
  collector_id: { label: 'Collector', resource: 'employee' },
  payment_type: { label: 'Payment' },
  number: { label: 'Number' },
};

/**
 * What a drill-down is narrowed by, in words ("Branch: JKT Cabang Jakarta", "From: 01/11/2026"). The
 * figure's own selectors (an aging bucket, a timing, a row key) are left to the figure's label, which
 * the screen shows with it.
 */
async function drillWords(db: Db, declared: Readonly<Record<string, string>>, keys: Record<string, string | number>): Promise<Array<[string, string]>> {
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(keys)) {
    const words = KEY_WORDS[key];
    if (!(key in declared) || !words) continue;
    if (words.resource) {
      if (typeof value === 'number' && value > 0) out.push([words.label, await refWords(db, words.resource, value)]);
    } else if (declared[key] === 'date') out.push([words.label, formatReportValue('date', value)]);
    else if (key === 'payment_type') out.push([words.label, PAYMENT_TYPE_LABELS[value as keyof typeof PAYMENT_TYPE_LABELS] ?? String(value)]);
    else out.push([words.label, String(value)]);
  }
  return out;
}

/** A drill-down's query: the report's parameters, the typed `k_<key>` values, the page; a branch key outside the user's is a 403. */
function parseDrill(drill: DrillDefinition, query: Record<string, unknown>, mine: readonly number[] | null | undefined) {
  const params: Record<string, unknown> = {};
  const keys: Record<string, string | number> = {};
  const errors: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(query)) {
    if (k === 'page') continue;
    if (!k.startsWith('k_')) {
      params[k] = v;
      continue;
    }
    const key = k.slice(2);
    const kind = drill.keys[key];
    const text = String(v);
    if (!kind) errors[k] = ['Not a key of this drill-down'];
    else if (kind === 'int' && !/^\d{1,10}$/.test(text)) errors[k] = ['A whole number'];
    else if (kind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(text)) errors[k] = ['A date (YYYY-MM-DD)'];
    else if (text.length > 100) errors[k] = ['At most 100 characters'];
    else keys[key] = kind === 'int' ? Number(text) : text;
  }
  const page = /^\d{1,6}$/.test(String(query.page ?? '1')) ? Math.max(1, Number(query.page ?? 1)) : 1;
  if (Object.keys(errors).length) throw badRequest('Invalid drill-down: check the highlighted fields', errors);
  if (typeof keys.branch_id === 'number' && mine && !mine.includes(keys.branch_id)) throw forbidden('You do not work for this branch: its documents are not yours to read');
  return { params, keys, page };
}

/** At most this many documents in one drill-down file, read this many at a time. */
const DRILL_EXPORT_MAX = 200_000;
const DRILL_EXPORT_PAGE = 2_000;

export function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const database: ReportDatabase = reportDatabaseOf(ctx);

  for (const module of Object.values(REPORT_MODULES)) {
    const def = module.definition;
    const access = { screens: [def.route] };
    r.get(`/api/report/get/${def.name}`, {
      config: { access },
      handler: async (req) => {
        const run = await runReport(module, database, req.query as Record<string, unknown>, { branches: req.principal!.branches ?? null });
        return ok({ params: run.params, table: run.table, summary: run.summary ?? null, notes: run.notes ?? [] });
      },
    });

    r.get(`/api/report/export/${def.name}`, {
      config: { access },
      handler: async (req, reply) => {
        const query = req.query as Record<string, unknown>;
        if (query.format !== undefined && !(FORMATS as readonly string[]).includes(String(query.format))) throw badRequest('Invalid export', { format: [`One of: ${FORMATS.join(', ')}`] });
        const format = (query.format as ReportFileFormat | undefined) ?? 'xlsx';
        const run = await runReport(module, database, query, { branches: req.principal!.branches ?? null });
        const printedAt = new Date();
        const labels = (run.summary?.column_labels as Record<string, string> | undefined) ?? undefined;
        const file = { def, table: run.table, parameters: await parameterWords(ctx.db, def, run.params), printedAt, printedBy: req.principal!.userCode, labels };
        reply.header('content-type', REPORT_CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${reportFilename(def, format, printedAt)}"`).header('cache-control', 'no-store');
        if (format === 'pdf') return reply.send(await reportPdf(file));
        return reply.send(format === 'csv' ? reportCsv(file) : reportXlsx(file));
      },
    });

    for (const [drillName, list] of Object.entries(module.drills ?? {})) {
      const drill = def.drills?.[drillName];
      if (!drill) throw new Error(`${def.name}: drill "${drillName}" has SQL but no declaration`);
      r.get(`/api/report/drill/${def.name}/${drillName}`, {
        config: { access },
        handler: async (req) => {
          const { params, keys, page } = parseDrill(drill, req.query as Record<string, unknown>, req.principal!.branches);
          const limit = 100;
          const rows = await withReportContext(module, database, params, { branches: req.principal!.branches ?? null }, (q) => list(q, keys, { offset: (page - 1) * limit, limit: limit + 1 }));
          return ok({ rows: rows.slice(0, limit), page, has_more: rows.length > limit, filters: await drillWords(ctx.db, drill.keys, keys) });
        },
      });

      // every document behind the figure as a file, streamed page by page (a month of a branch's AWBs)
      r.get(`/api/report/drill-export/${def.name}/${drillName}`, {
        config: { access },
        handler: async (req, reply) => {
          const query = { ...(req.query as Record<string, unknown>) };
          const format = query.format ?? 'csv';
          delete query.format;
          if (format !== 'csv' && format !== 'xlsx') throw badRequest('Invalid export', { format: ['One of: csv, xlsx'] });
          const { params, keys } = parseDrill(drill, query, req.principal!.branches);
          // parameters checked before the first byte: a bad one is still a 400, not a broken file
          await withReportContext(module, database, params, { branches: req.principal!.branches ?? null }, async () => undefined);
          const printedAt = new Date();
          const stream = drillFile(format, drill, printedAt, (write) =>
            withReportContext(module, database, params, { branches: req.principal!.branches ?? null }, async (q) => {
              for (let offset = 0; offset < DRILL_EXPORT_MAX; offset += DRILL_EXPORT_PAGE) {
                const rows = await list(q, keys, { offset, limit: DRILL_EXPORT_PAGE });
                await write(rows);
                if (rows.length < DRILL_EXPORT_PAGE) return;
              }
            }),
          );
          const filename = `${def.name}-${drillName}-${exportStamp(printedAt)}.${format}`;
          return reply.header('content-type', REPORT_CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').send(stream);
        },
      });
    }

    for (const [fileName, make] of Object.entries(module.files ?? {})) {
      r.get(`/api/report/file/${def.name}/${fileName}`, {
        config: { access },
        handler: async (req, reply) => {
          const file = await withReportContext(module, database, req.query as Record<string, unknown>, { branches: req.principal!.branches ?? null }, make);
          return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').send(file.body);
        },
      });
    }

    r.get(`/api/report/saved-filter/${def.name}`, {
      config: { access },
      handler: async (req) => {
        const f = reportFilters;
        const rows = await ctx.db.select({ id: f.id, name: f.name, params: f.params }).from(f).where(and(eq(f.user_code, req.principal!.userCode), eq(f.report, def.name))).orderBy(f.name);
        return ok(rows);
      },
    });

    // a saved filter is the reader's own preference, not the company's data: a read-only grant may keep one
    r.post(`/api/report/saved-filter/${def.name}`, {
      config: { access: { ...access, mode: 'read' as const } },
      schema: { body: savedFilterBody },
      handler: async (req) => {
        const keys = new Set(Object.keys(def.params));
        const params = Object.fromEntries(Object.entries(req.body.params).filter(([k, v]) => keys.has(k) && v !== ''));
        const [row] = await ctx.db
          .insert(reportFilters)
          .values({ user_code: req.principal!.userCode, report: def.name, name: req.body.name, params })
          .onConflictDoNothing()
          .returning({ id: reportFilters.id, name: reportFilters.name, params: reportFilters.params });
        if (!row) throw conflict(`You already have a saved filter named "${req.body.name}"`);
        return ok(row, 'Saved');
      },
    });

    r.delete(`/api/report/saved-filter/${def.name}/:id`, {
      config: { access: { ...access, mode: 'read' as const } },
      schema: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
      handler: async (req) => {
        const f = reportFilters;
        const gone = await ctx.db.delete(f).where(and(eq(f.id, req.params.id), eq(f.user_code, req.principal!.userCode), eq(f.report, def.name))).returning({ id: f.id });
        if (!gone.length) throw notFound('Saved filter');
        return ok(null, 'Deleted');
      },
    });
  }
}
