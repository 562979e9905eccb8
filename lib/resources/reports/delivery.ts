import { REASON_LISTS, TRACKING_STATUSES, type TrackingStatus } from '../engine/define-document';
import { TRACKING_CODES, TRACKING_STATUS_STAFF_LABELS, type TrackingCode } from '../documents/tracking-texts';
import { branchParam, periodParams, reportRoute, serviceParam } from './common';
import { defineReport, type DrillDefinition, type ReportDefinition, type ReportParam } from './define-report';

/*
 * Delivery: how well the AWBs were delivered (on time against their ETA, at the first attempt, how many
 * days it took), what the couriers' runsheets came back with (delivered, failed and why, COD collected),
 * which open AWBs are stuck where and for how long, and how much each member of staff did per hour.
 * Performance, runsheet results and productivity read the daily rollups; the monitoring reads the open
 * AWBs themselves (a few percent of all, through their own partial index), live.
 */

const ROLLUP_FRESHNESS = 'Exact to the last saved POD (daily rollups kept in each save’s own transaction).';
const TRACKING_ROUTE = '/operational/tracking/system';

/* ---------------------------------------------------------------- delivery performance */

export const DELIVERY_BY = ['service', 'branch', 'destination', 'day'] as const;
export const DELIVERY_BY_LABELS: Record<(typeof DELIVERY_BY)[number], string> = { service: 'Service', branch: 'Origin branch', destination: 'Destination branch', day: 'Day' };
export const BRANCH_SIDES = ['origin', 'destination'] as const;

/** Which figure of a performance row a drill-down lists: every delivered AWB, or only those on time, late … */
export const DELIVERY_TIMINGS = ['all', 'on_time', 'late', 'no_eta', 'first_attempt'] as const;

const deliveryParams = {
  ...periodParams,
  by: { type: 'enum', label: 'Per', options: DELIVERY_BY, labels: DELIVERY_BY_LABELS, default: 'service' },
  ...branchParam,
  branch_side: {
    type: 'enum',
    label: 'Branch is the',
    options: BRANCH_SIDES,
    labels: { origin: 'Origin (sent from)', destination: 'Destination (delivered by)' },
    default: 'origin',
    help: 'Which end of an AWB the branch — and the branches you work for — is matched against.',
  },
  ...serviceParam,
} as const satisfies Record<string, ReportParam>;

/** The delivered AWBs behind a performance figure (delivered in the period, Jakarta day). */
export const deliveredAwbsDrill: DrillDefinition = {
  label: 'Delivered AWBs',
  // group: the row's kind (service, branch, destination, day), group_id its id (0 for a day or no branch)
  keys: { date_from: 'date', date_to: 'date', group: 'text', group_id: 'int', service_id: 'int', timing: 'text' },
  columns: [
    { key: 'number', label: 'AWB', format: 'text', priority: 'always' },
    { key: 'shipment_date', label: 'Date', format: 'date', priority: 'md' },
    { key: 'delivered_on', label: 'Delivered', format: 'date', priority: 'always' },
    { key: 'eta_to', label: 'ETA', format: 'date', priority: 'md' },
    { key: 'timing', label: 'On time', format: 'text', priority: 'always' },
    { key: 'lead_days', label: 'Days', format: 'days', priority: 'md' },
    { key: 'failed_attempts', label: 'Failed attempts', format: 'int', priority: 'lg' },
    { key: 'service', label: 'Service', format: 'text', priority: 'lg' },
    { key: 'origin', label: 'Origin branch', format: 'text', priority: 'lg' },
    { key: 'destination', label: 'Destination', format: 'text', priority: 'lg' },
  ],
  open: { route: TRACKING_ROUTE, query: { q: '@number' } },
};

const deliveredLink = (timing: (typeof DELIVERY_TIMINGS)[number]) => ({
  to: 'delivered',
  keys: { date_from: '@date_from', date_to: '@date_to', group: '@group', group_id: '@group_id', service_id: '$service_id', timing },
});

export const deliveryReport = defineReport({
  name: 'delivery',
  title: 'Delivery performance',
  description: 'Delivered AWBs per service, branch or day: on time against their ETA, at the first attempt, and the average days from booking to delivery.',
  route: reportRoute('delivery'),
  params: deliveryParams,
  columns: [
    { key: 'name', label: 'Service, branch or day', format: 'text', priority: 'always' },
    { key: 'delivered', label: 'Delivered', format: 'int', total: 'sum', priority: 'always', drill: deliveredLink('all') },
    { key: 'on_time', label: 'On time', format: 'int', total: 'sum', priority: 'md', drill: deliveredLink('on_time'), help: 'Delivered on or before the last day of the ETA.' },
    { key: 'late', label: 'Late', format: 'int', total: 'sum', priority: 'md', drill: deliveredLink('late') },
    { key: 'no_eta', label: 'Without ETA', format: 'int', total: 'sum', priority: 'xl', drill: deliveredLink('no_eta'), help: 'Left out of the on-time %.' },
    { key: 'on_time_pct', label: 'On-time %', format: 'percent', total: { ratio: ['on_time', 'with_eta'] }, priority: 'always', help: 'On time ÷ delivered with an ETA.' },
    { key: 'first_attempt', label: 'First attempt', format: 'int', total: 'sum', priority: 'lg', drill: deliveredLink('first_attempt'), help: 'Delivered without a failed attempt before.' },
    { key: 'first_attempt_pct', label: 'First-attempt %', format: 'percent', total: { ratio: ['first_attempt', 'delivered'] }, priority: 'md' },
    { key: 'avg_lead_days', label: 'Average days', format: 'days', total: { ratio: ['lead_days', 'delivered'], percent: false }, priority: 'md', help: 'From the shipment date to the day delivered.' },
    { key: 'with_eta', label: 'With ETA', format: 'int', total: 'sum', hidden: true },
    { key: 'lead_days', label: 'Days (sum)', format: 'int', total: 'sum', hidden: true },
    { key: 'group', label: 'Group', format: 'text', hidden: true },
    { key: 'group_id', label: 'Group id', format: 'int', hidden: true },
    { key: 'date_from', label: 'From', format: 'date', hidden: true },
    { key: 'date_to', label: 'Until', format: 'date', hidden: true },
  ],
  chart: { type: 'bar', x: 'name', series: ['on_time_pct', 'first_attempt_pct'] },
  drills: { delivered: deliveredAwbsDrill },
  source: 'rollup',
  freshness: 'Exact to the last delivery (daily rollups kept in each save’s own transaction).',
  branchScoped: true,
});

/* ---------------------------------------------------------------- runsheet results (operational delivery) */

export const OPERATIONAL_BY = ['courier', 'reason', 'day'] as const;
export const OPERATIONAL_BY_LABELS: Record<(typeof OPERATIONAL_BY)[number], string> = { courier: 'Courier', reason: 'Failure reason', day: 'Day' };

/** A failure reason as staff read it (the master list's words), an unknown code as it is. */
export const deliveryFailureLabel = (code: string | null | undefined): string =>
  !code ? 'No reason given' : (REASON_LISTS.deliveryFailure.find((r) => r.code === code)?.label ?? code);

export const podEntriesDrill: DrillDefinition = {
  label: 'Delivery statuses (POD)',
  // by: the report's rows (courier, reason, day); row: the row's key (a driver id, RESULT:REASON, a day)
  keys: { date_from: 'date', date_to: 'date', by: 'text', row: 'text', result: 'text', driver_id: 'int' },
  columns: [
    { key: 'number', label: 'POD', format: 'text', priority: 'md' },
    { key: 'pod_date', label: 'Date', format: 'date', priority: 'always' },
    { key: 'awb', label: 'AWB', format: 'text', priority: 'always' },
    { key: 'result', label: 'Result', format: 'text', priority: 'always' },
    { key: 'reason', label: 'Failure reason', format: 'text', priority: 'md' },
    { key: 'courier', label: 'Courier', format: 'text', priority: 'md' },
    { key: 'runsheet_number', label: 'Runsheet', format: 'text', priority: 'lg' },
    { key: 'receiver_name', label: 'Received by', format: 'text', priority: 'lg' },
    { key: 'event_at', label: 'When', format: 'text', priority: 'lg' },
    { key: 'branch', label: 'Branch', format: 'text', priority: 'xl' },
    { key: 'cod_collected', label: 'COD collected', format: 'money', priority: 'lg' },
  ],
  open: { route: TRACKING_ROUTE, query: { q: '@awb' } },
};

const podLink = (result: string) => ({
  to: 'pods',
  keys: { date_from: '@date_from', date_to: '@date_to', by: '$by', row: '@row_key', result, driver_id: '$driver_id' },
});

export const operationalDeliveryReport = defineReport({
  name: 'operational-delivery',
  title: 'Runsheet results',
  description: 'Delivery attempts per courier, failure reason or day: delivered, failed, success %, COD collected, and the runsheets taken out.',
  route: reportRoute('operational-delivery'),
  params: {
    ...periodParams,
    by: { type: 'enum', label: 'Per', options: OPERATIONAL_BY, labels: OPERATIONAL_BY_LABELS, default: 'courier' },
    ...branchParam,
    driver_id: { type: 'ref', label: 'Courier', resource: 'driver' },
  },
  columns: [
    { key: 'name', label: 'Courier, reason or day', format: 'text', priority: 'always' },
    { key: 'runsheets', label: 'Runsheets', format: 'int', total: 'sum', priority: 'md', help: 'Runsheets dispatched in the period (not counted per failure reason).' },
    { key: 'awbs_out', label: 'AWBs taken out', format: 'int', total: 'sum', priority: 'lg' },
    { key: 'attempts', label: 'Attempts', format: 'int', total: 'sum', priority: 'always', drill: podLink('ALL') },
    { key: 'delivered', label: 'Delivered', format: 'int', total: 'sum', priority: 'always', drill: podLink('DELIVERED') },
    { key: 'failed', label: 'Failed', format: 'int', total: 'sum', priority: 'md', drill: podLink('FAILED') },
    { key: 'success_pct', label: 'Success %', format: 'percent', total: { ratio: ['delivered', 'attempts'] }, priority: 'always' },
    { key: 'failure_share_pct', label: 'Share of failures', format: 'percent', total: { ratio: ['failed', 'failed'] }, priority: 'lg' },
    { key: 'cod_collected', label: 'COD collected', format: 'money', total: 'sum', priority: 'md' },
    { key: 'row_key', label: 'Row', format: 'text', hidden: true },
    { key: 'date_from', label: 'From', format: 'date', hidden: true },
    { key: 'date_to', label: 'Until', format: 'date', hidden: true },
  ],
  chart: { type: 'bar', x: 'name', series: ['delivered', 'failed'], stacked: true },
  drills: { pods: podEntriesDrill },
  source: 'rollup',
  freshness: ROLLUP_FRESHNESS,
  branchScoped: true,
});

/* ---------------------------------------------------------------- monitoring: open AWBs */

/** The statuses of an AWB still on its way (not delivered, returned or voided), in the order they come. */
export const OPEN_STATUSES = ['pending', 'picked_up', 'in_transit', 'out_for_delivery', 'on_hold', 'delivery_failed'] as const satisfies readonly TrackingStatus[];
/** Where an open AWB waits at its origin branch; in every other open status the destination's branch has it. */
export const AT_ORIGIN_STATUSES = ['pending', 'picked_up'] as const satisfies readonly TrackingStatus[];
export const CLOSED_STATUSES = TRACKING_STATUSES.filter((s) => !(OPEN_STATUSES as readonly string[]).includes(s));

/** Age buckets in days since the shipment date (inclusive bounds; the last has none above). */
export const AGE_BUCKETS = [
  { key: 'age_0_1', label: '0–1 day', from: 0, to: 1 },
  { key: 'age_2_3', label: '2–3 days', from: 2, to: 3 },
  { key: 'age_4_7', label: '4–7 days', from: 4, to: 7 },
  { key: 'age_8_plus', label: 'Over 7 days', from: 8, to: null },
] as const;

export const stuckAwbsDrill: DrillDefinition = {
  label: 'Open AWBs, oldest first',
  // age: an AGE_BUCKETS key, 'past_eta' or 'all'
  keys: { status: 'text', branch_id: 'int', age: 'text', service_id: 'int' },
  columns: [
    { key: 'number', label: 'AWB', format: 'text', priority: 'always' },
    { key: 'shipment_date', label: 'Date', format: 'date', priority: 'md' },
    { key: 'age_days', label: 'Age', format: 'days', priority: 'always' },
    { key: 'eta_to', label: 'ETA', format: 'date', priority: 'md' },
    { key: 'status', label: 'Status', format: 'text', priority: 'lg' },
    { key: 'service', label: 'Service', format: 'text', priority: 'lg' },
    { key: 'origin', label: 'Origin branch', format: 'text', priority: 'lg' },
    { key: 'destination', label: 'Destination', format: 'text', priority: 'lg' },
    { key: 'last_event', label: 'Last event', format: 'text', priority: 'always' },
    { key: 'last_event_at', label: 'Last event at', format: 'text', priority: 'md' },
    { key: 'last_place', label: 'Where', format: 'text', priority: 'lg' },
    { key: 'idle_days', label: 'Days since', format: 'days', priority: 'md', help: 'Jakarta days since the last event.' },
  ],
  open: { route: TRACKING_ROUTE, query: { q: '@number' } },
};

const stuckLink = (age: string) => ({ to: 'stuck', keys: { status: '@status_code', branch_id: '@branch_id', age, service_id: '$service_id' } });

export const monitoringDeliveryReport = defineReport({
  name: 'monitoring-delivery',
  title: 'Monitoring delivery',
  description:
    'AWBs still on their way today, per status and the branch that has them (origin while pending or picked up, the destination’s branch after): how old they are and how many are past their ETA.',
  route: reportRoute('monitoring-delivery'),
  params: { ...branchParam, ...serviceParam },
  columns: [
    { key: 'status', label: 'Status', format: 'text', priority: 'always' },
    { key: 'branch', label: 'Branch', format: 'text', priority: 'always', help: 'Origin branch while pending or picked up; the branch serving the destination after.' },
    { key: 'open', label: 'Open AWBs', format: 'int', total: 'sum', priority: 'always', drill: stuckLink('all') },
    ...AGE_BUCKETS.map((b) => ({ key: b.key, label: b.label, format: 'int' as const, total: 'sum' as const, priority: b.key === 'age_8_plus' ? ('always' as const) : ('md' as const), drill: stuckLink(b.key), help: 'Days since the shipment date.' })),
    { key: 'past_eta', label: 'Past ETA', format: 'int', total: 'sum', priority: 'always', drill: stuckLink('past_eta'), help: 'The last day of the ETA is before today.' },
    { key: 'oldest_days', label: 'Oldest', format: 'days', total: 'none', priority: 'lg' },
    { key: 'status_code', label: 'Status code', format: 'text', hidden: true },
    { key: 'branch_id', label: 'Branch id', format: 'int', hidden: true },
  ],
  groupBy: 'status',
  drills: { stuck: stuckAwbsDrill },
  source: 'live',
  freshness: 'Live: the open AWBs as they are now (read through their own index), ages on today’s Jakarta date.',
  branchScoped: true,
});

/** Status labels of the monitoring's rows. */
export const openStatusLabel = (status: string) => TRACKING_STATUS_STAFF_LABELS[status as TrackingStatus] ?? status;

/* ---------------------------------------------------------------- productivity */

export const STAFF_KINDS = ['all', 'counter', 'dispatcher', 'courier'] as const;
export const STAFF_KIND_LABELS: Record<(typeof STAFF_KINDS)[number] | 'other', string> = {
  all: 'Everyone',
  counter: 'Counter clerk',
  dispatcher: 'Dispatcher',
  courier: 'Courier',
  other: 'Other (supervisor, system)',
};

/**
 * What a member of staff is, by the screens their role may change (read-only grants do no work):
 * a counter clerk enters AWBs at the POS, a dispatcher bags, sends, receives and runs the deliveries,
 * a courier enters PODs only. A role with both the POS and dispatch screens (a supervisor, the
 * administrator) is "other", shown under "Everyone".
 */
export const STAFF_KIND_SCREENS = {
  counter: ['/operational/pos/'],
  dispatcher: ['/operational/pickup/', '/operational/outgoing/', '/operational/incoming/', '/operational/delivery/'],
  courier: ['/operational/pod/'],
} as const;

export type ActivityKind = 'entry' | 'scan' | 'delivery' | 'other';

/** Each tracking code as staff work: entering an AWB, scanning one through, a delivery attempt, or other. */
export const ACTIVITY_KINDS: Record<TrackingCode, ActivityKind> = {
  ENTRY: 'entry',
  INTEGRATION_CREATED: 'entry',
  RETURN_CREATED: 'entry',
  ACCEPTED: 'other',
  PICKUP_REQUESTED: 'other',
  WEIGHT_CHANGED: 'other',
  CANCELLED: 'other',
  IN_CASH_REGISTER: 'other',
  CASH_REGISTER_VOID: 'other',
  PICKED_UP: 'scan',
  BAGGED: 'scan',
  UNBAGGED: 'scan',
  DEPARTED: 'scan',
  ARRIVED: 'scan',
  ARRIVED_DAMAGED: 'scan',
  MISSING_ON_ARRIVAL: 'scan',
  OUT_FOR_DELIVERY: 'scan',
  HANDED_TO_VENDOR: 'scan',
  POD_PAPER_SENT: 'scan',
  POD_PAPER_RECEIVED: 'scan',
  DELIVERED: 'delivery',
  DELIVERY_FAILED: 'delivery',
  DEPARTURE_CANCELLED: 'other',
  ARRIVAL_CANCELLED: 'other',
  DELIVERY_CANCELLED: 'other',
  VENDOR_HANDOVER_CANCELLED: 'other',
  RETURN_BOOKED: 'other',
  POD_CANCELLED: 'other',
  POD_PAPER_RETURN_CANCELLED: 'other',
  DATA_CHANGED: 'other',
  SERVICE_CHANGED: 'other',
  DESTINATION_CHANGED: 'other',
  ADDRESS_CHANGED: 'other',
  CONSIGNEE_CHANGED: 'other',
  INSTRUCTIONS_CHANGED: 'other',
};

/** The tracking codes of one kind of work. */
export const activityCodes = (kind: ActivityKind): string[] => (Object.keys(TRACKING_CODES) as TrackingCode[]).filter((c) => ACTIVITY_KINDS[c] === kind);

export const userEventsDrill: DrillDefinition = {
  label: 'Tracking events',
  // kind: an ActivityKind or 'all'
  keys: { date_from: 'date', date_to: 'date', user_code: 'text', kind: 'text' },
  columns: [
    { key: 'input_at', label: 'Entered at', format: 'text', priority: 'always' },
    { key: 'awb', label: 'AWB', format: 'text', priority: 'always' },
    { key: 'event', label: 'Event', format: 'text', priority: 'always' },
    { key: 'status', label: 'Status', format: 'text', priority: 'lg' },
    { key: 'place', label: 'Where', format: 'text', priority: 'md' },
    { key: 'branch', label: 'Branch', format: 'text', priority: 'lg' },
    { key: 'document', label: 'Document', format: 'text', priority: 'lg' },
  ],
  open: { route: TRACKING_ROUTE, query: { q: '@awb' } },
};

const eventsLink = (kind: ActivityKind | 'all') => ({ to: 'events', keys: { date_from: '$date_from', date_to: '$date_to', user_code: '@user_code', kind } });

export const productivityReport = defineReport({
  name: 'productivity',
  title: 'Staff productivity',
  description: 'Per counter clerk, dispatcher and courier: AWBs entered, scans, delivery results entered, and events per working hour.',
  route: reportRoute('productivity'),
  params: {
    ...periodParams,
    ...branchParam,
    kind: { type: 'enum', label: 'Role', options: STAFF_KINDS, labels: STAFF_KIND_LABELS, default: 'all', help: 'By the screens the user’s role may change.' },
  },
  columns: [
    { key: 'name', label: 'Name', format: 'text', priority: 'always' },
    { key: 'user_code', label: 'User', format: 'text', priority: 'lg' },
    { key: 'kind', label: 'Works as', format: 'text', priority: 'lg' },
    { key: 'office', label: 'Office', format: 'text', priority: 'xl' },
    { key: 'entered', label: 'AWBs entered', format: 'int', total: 'sum', priority: 'always', drill: eventsLink('entry') },
    { key: 'scans', label: 'Scans', format: 'int', total: 'sum', priority: 'always', drill: eventsLink('scan'), help: 'Picked up, bagged, departed, arrived, out for delivery, handed to a vendor, POD paper.' },
    { key: 'deliveries', label: 'Deliveries', format: 'int', total: 'sum', priority: 'md', drill: eventsLink('delivery'), help: 'Delivery results entered: delivered or failed.' },
    { key: 'other', label: 'Other events', format: 'int', total: 'sum', priority: 'lg', drill: eventsLink('other'), help: 'Bookings, weight corrections, voids, returns.' },
    { key: 'events', label: 'Events', format: 'int', total: 'sum', priority: 'md', drill: eventsLink('all') },
    { key: 'days', label: 'Days worked', format: 'int', total: 'sum', priority: 'lg' },
    { key: 'hours', label: 'Hours', format: 'decimal', total: 'sum', priority: 'md', help: 'Each day from the first event to the last, at least one hour.' },
    { key: 'events_per_hour', label: 'Events per hour', format: 'decimal', total: { ratio: ['events', 'hours'], percent: false }, priority: 'always' },
  ],
  chart: { type: 'bar', x: 'name', series: ['entered', 'scans', 'deliveries'], stacked: true },
  drills: { events: userEventsDrill },
  source: 'rollup',
  freshness: 'Exact to the last tracking event (daily rollups kept in each save’s own transaction).',
  branchScoped: true,
});

/* The delivery reports, in menu order. */
export const DELIVERY_REPORTS: readonly ReportDefinition[] = [deliveryReport, operationalDeliveryReport, monitoringDeliveryReport, productivityReport] as unknown as ReportDefinition[];
