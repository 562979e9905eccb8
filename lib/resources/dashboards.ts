/*
 * The three dashboards of the menu (spec §2, DASHBOARD), declared once (isomorphic, and light: the home
 * page's bundle carries it): each one's route — which is also the permission its API checks —, its API
 * and the shape of what the API answers. The figures are computed on the server (lib/server/dashboards/);
 * the screens (components/dashboards/) draw them and link every tile to the report behind it with the
 * same filters.
 */

export const DASHBOARDS = {
  eis: { route: '/dashboard/eis', title: 'Corporate Performance', description: 'Revenue, AWBs, on-time delivery and receivables against the previous period.' },
  eim: { route: '/dashboard/eim', title: 'Marketing Performance', description: 'Sales against targets, the customers that carry the revenue, customers won and lost.' },
  eid: { route: '/dashboard/eid', title: 'Dispatch Performance', description: 'Today, per branch: pickups, AWBs on their way, delivered and failed; live.' },
} as const;

export type DashboardName = keyof typeof DASHBOARDS;

/** GET /api/dashboard/get/<name> */
export const dashboardApi = (name: DashboardName) => `/api/dashboard/get/${name}`;

/**
 * GET /api/dashboard/get/receivables: the corporate dashboard's receivables alone, for the home page of
 * whoever may read them — the corporate dashboard's holders and the aging AR report's (finance).
 */
export const RECEIVABLES_API = '/api/dashboard/get/receivables';
export const RECEIVABLES_SCREENS = [DASHBOARDS.eis.route, '/app/report/aging-ar-customer'] as const;

/** The socket event the server sends (throttled) when tracking events were written: the dispatch dashboard refetches. */
export const DISPATCH_LIVE_EVENT = 'dashboard:eid';

/* ---------------------------------------------------------------- the period */

/** The charts draw a point per day up to this many days, else a point per week (a year: 58 points). */
export const DAILY_POINTS_UP_TO = 62;

/** Days from `from` to `to`, both counted (YYYY-MM-DD). */
export const daysIn = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A period and the one it is compared with (lib/server/dashboards/period.ts). */
export interface ComparedPeriod {
  date_from: string;
  date_to: string;
  previous_from: string;
  previous_to: string;
}

/* ---------------------------------------------------------------- the open AWBs (booked, not delivered, returned or voided) */

/** While pending or picked up an open AWB is at its origin branch; after, the branch serving its destination has it. */
export const AT_ORIGIN_STATUSES = ['pending', 'picked_up'] as const;

/* ---------------------------------------------------------------- what the API answers */

export interface BranchOption {
  id: number;
  code: string;
  name: string;
}

/** A figure of this period and of the one compared with. */
export interface Compared {
  current: number;
  previous: number;
}

/** One point of a trend chart: this period's n-th day (or week) and the previous period's n-th. */
export interface TrendPoint {
  /** The day (or the week's first day) in this period. */
  x: string;
  current: number | null;
  previous: number | null;
}

export interface ReceivablesAnswer {
  branch_id: number | null;
  ar: EisAnswer['ar'];
}

export interface EisAnswer {
  period: ComparedPeriod & { today: string; unit: 'day' | 'week' };
  branch_id: number | null;
  /** The branches the user may choose from (theirs; every branch for head office). */
  branches: BranchOption[];
  revenue: Compared;
  awbs: Compared;
  /** Delivered in the period with an ETA: on time ÷ (on time + late); null when none had an ETA. */
  on_time: { current: number | null; previous: number | null; delivered: number; with_eta: number; on_time: number };
  /** Receivables from the ledger as of today, aged from the due date. */
  ar: { as_of: string; outstanding: number; overdue: number; customers: number; labels: string[]; buckets: number[] };
  /** Revenue (total before PPN) per day or week, this period and the previous. */
  revenue_chart: TrendPoint[];
}

export interface TargetRow {
  id: number;
  name: string;
  revenue: number;
  awbs: number;
  revenue_target: number;
  shipment_target: number;
  /** Revenue ÷ its target × 100; null without a target. */
  achieved_pct: number | null;
}

export interface NamedCustomer {
  id: number;
  code: string;
  name: string;
  revenue: number;
}

export interface EimAnswer {
  period: ComparedPeriod & { today: string; month_from: string; month_to: string };
  branch_id: number | null;
  branches: BranchOption[];
  /** Revenue of customers (not walk-ins), this period and the previous. */
  revenue: Compared;
  walk_in_revenue: number;
  /** Each sales person: their customers' revenue and AWBs against the targets of the months the period touches. */
  sales: { rows: TargetRow[]; totals: Omit<TargetRow, 'id' | 'name'>; more: number };
  /** The customers with the most revenue against their own targets. */
  customers: { rows: TargetRow[]; totals: Omit<TargetRow, 'id' | 'name'>; more: number };
  /** How concentrated revenue is: the top customers' share, how many make 80 %. */
  pareto: { customers: number; revenue: number; top10_share_pct: number | null; customers_for_80_pct: number; slices: { name: string; value: number }[] };
  new_customers: { count: number; top: NamedCustomer[] };
  lost_customers: { count: number; previous_revenue: number; top: NamedCustomer[] };
}

export interface DispatchRow {
  branch_id: number;
  code: string;
  name: string;
  pickups: number;
  picked_up: number;
  pickups_failed: number;
  at_origin: number;
  in_transit: number;
  out_for_delivery: number;
  delivered: number;
  failed: number;
  past_eta: number;
  open: number;
}

export type DispatchFigures = Omit<DispatchRow, 'branch_id' | 'code' | 'name'>;

export interface EidAnswer {
  today: string;
  /** When the figures were read (ISO): the screen says how fresh it is. */
  at: string;
  branch_id: number | null;
  branches: BranchOption[];
  rows: DispatchRow[];
  totals: DispatchFigures;
}
