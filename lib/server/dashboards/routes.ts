import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { DASHBOARDS, dashboardApi, RECEIVABLES_API, RECEIVABLES_SCREENS } from '@/lib/resources/dashboards';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { financeSettings } from '../finance/settings';
import { ok } from '../http/reply';
import { readOnly, reportDatabaseOf, type ReportDatabase } from '../reports/runner';
import { Coalescer } from './coalesce';
import { announceDispatchChanges } from './dispatch-live';
import { comparedPeriod, liveQuerySchema, periodQuerySchema } from './period';
import { eidFigures } from './eid';
import { eimFigures } from './eim';
import { eisFigures, receivablesToday } from './eis';
import { branchOptions, dashboardBranches } from './scope';

/*
 * The dashboards' API (each call needs the dashboard's screen; a read-only grant is enough):
 *   GET /api/dashboard/get/eis?date_from&date_to&branch_id   corporate: revenue, AWBs, on-time, AR
 *   GET /api/dashboard/get/eim?date_from&date_to&branch_id   marketing: targets, pareto, new and lost customers
 *   GET /api/dashboard/get/eid?branch_id                     dispatch, today (live: realtime 'dashboard:eid')
 *   GET /api/dashboard/get/receivables?branch_id             the receivables alone (the home page of finance)
 * The period defaults to this month so far, compared with the same days of the month before. Figures
 * are read like the reports' (a read-only transaction with a statement timeout, on the replica when
 * there is one), within the branches the user works for.
 */

function parse<T>(schema: ZodType<T>, query: unknown): T {
  const parsed = schema.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? (issue as { keys?: string[] }).keys?.[0] ?? '_');
    (errors[key] ??= []).push(issue.code === 'unrecognized_keys' ? 'Not a filter of this dashboard' : issue.message);
  }
  throw badRequest('Invalid dashboard filters: check the highlighted fields', errors);
}

/** One question a dashboard answers: which one, the day, its filters, the branches read (not who asks). */
const questionKey = (dashboard: string, today: string, filters: object, branches: readonly number[] | null) =>
  `${dashboard}|${today}|${JSON.stringify(filters)}|${branches ? [...branches].sort((a, b) => a - b).join(',') : '*'}`;

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const database: ReportDatabase = reportDatabaseOf(ctx);
  // the same question asked by many at once is computed once per run, never older than the request
  const shared = new Coalescer();
  const stop = announceDispatchChanges(ctx.realtime);
  app.addHook('onClose', async () => stop());

  app.get(dashboardApi('eis'), {
    config: { access: { screens: [DASHBOARDS.eis.route] } },
    handler: async (req) => {
      const today = jakartaDay(new Date());
      const q = parse(periodQuerySchema(today), req.query);
      const branches = dashboardBranches(req.principal!, q.branch_id);
      const { aging_bounds } = await financeSettings(ctx.db, ctx.references);
      const figures = await shared.run(questionKey('eis', today, q, branches), () =>
        readOnly(database, (db) => eisFigures(db, { period: comparedPeriod(q.date_from, q.date_to), today, branches, agingBounds: aging_bounds })),
      );
      return ok({ ...figures, branch_id: q.branch_id ?? null, branches: await branchOptions(ctx.db, req.principal!, ctx.references) });
    },
  });

  app.get(dashboardApi('eim'), {
    config: { access: { screens: [DASHBOARDS.eim.route] } },
    handler: async (req) => {
      const today = jakartaDay(new Date());
      const q = parse(periodQuerySchema(today), req.query);
      const branches = dashboardBranches(req.principal!, q.branch_id);
      const figures = await shared.run(questionKey('eim', today, q, branches), () =>
        readOnly(database, (db) => eimFigures(db, { period: comparedPeriod(q.date_from, q.date_to), today, branches })),
      );
      return ok({ ...figures, branch_id: q.branch_id ?? null, branches: await branchOptions(ctx.db, req.principal!, ctx.references) });
    },
  });

  app.get(dashboardApi('eid'), {
    config: { access: { screens: [DASHBOARDS.eid.route] } },
    handler: async (req) => {
      const today = jakartaDay(new Date());
      const q = parse(liveQuerySchema, req.query);
      const branches = dashboardBranches(req.principal!, q.branch_id);
      const { at, figures } = await shared.run(questionKey('eid', today, q, branches), () =>
        readOnly(database, async (db) => {
          const started = new Date();
          return { at: started, figures: await eidFigures(db, { today: jakartaDay(started), branches }) };
        }),
      );
      return ok({ today, at: at.toISOString(), ...figures, branch_id: q.branch_id ?? null, branches: await branchOptions(ctx.db, req.principal!, ctx.references) });
    },
  });

  app.get(RECEIVABLES_API, {
    config: { access: { screens: [...RECEIVABLES_SCREENS] } },
    handler: async (req) => {
      const today = jakartaDay(new Date());
      const q = parse(liveQuerySchema, req.query);
      const branches = dashboardBranches(req.principal!, q.branch_id);
      const { aging_bounds } = await financeSettings(ctx.db, ctx.references);
      const ar = await shared.run(questionKey('receivables', today, q, branches), () => readOnly(database, (db) => receivablesToday(db, { today, branches, agingBounds: aging_bounds })));
      return ok({ branch_id: q.branch_id ?? null, ar });
    },
  });
}
