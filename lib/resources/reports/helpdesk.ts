import { HELPDESK } from '../documents/screens';
import { branchParam, periodParams } from './common';
import { defineReport, type ReportParam } from './define-report';

/*
 * The helpdesk's own report (its screen is the helpdesk supervisor's): the tickets and the change
 * requests of a period, by kind, status, branch or user — how many, how many still open, the share
 * resolved within its service level, the oldest still open, the claims; the changes asked, waiting,
 * applied and rejected, the AWBs they changed and what they moved in money.
 */

export const HELPDESK_GROUPS = ['kind', 'status', 'branch', 'user'] as const;
export const HELPDESK_GROUP_LABELS = { kind: 'Kind', status: 'Status', branch: 'Branch', user: 'User' } as const;

const params = {
  ...periodParams,
  by: { type: 'enum', label: 'By', options: HELPDESK_GROUPS, labels: HELPDESK_GROUP_LABELS, default: 'kind' },
  ...branchParam,
} as const satisfies Record<string, ReportParam>;

export const helpdeskReport = defineReport({
  name: 'report-helpdesk',
  title: 'Helpdesk report',
  description: 'Tickets and change requests of the period by kind, status, branch or user: SLA met, the oldest still open, claims, and what the changes moved.',
  route: HELPDESK.report,
  params,
  columns: [
    { key: 'source', label: 'Of', format: 'text', priority: 'always' },
    { key: 'label', label: 'Group', format: 'text', priority: 'always' },
    { key: 'count', label: 'Opened / asked', format: 'int', total: 'sum', priority: 'always' },
    { key: 'open', label: 'Still open', format: 'int', total: 'sum', priority: 'always', help: 'Tickets not yet resolved; change requests waiting for approval.' },
    { key: 'resolved', label: 'Resolved', format: 'int', total: 'sum', priority: 'md' },
    { key: 'sla_met', label: 'Within SLA', format: 'int', total: 'sum', priority: 'lg', help: 'Resolved within the resolution limit of its kind (business hours, waits left out).' },
    { key: 'sla_met_pct', label: 'SLA met', format: 'percent', total: { ratio: ['sla_met', 'resolved'], percent: true }, priority: 'always' },
    { key: 'response_breached', label: 'Response late', format: 'int', total: 'sum', priority: 'lg', help: 'First response after its limit (or still none past it).' },
    { key: 'oldest_open', label: 'Oldest open since', format: 'date', total: 'none', priority: 'md' },
    { key: 'claims', label: 'Claims', format: 'int', total: 'sum', priority: 'lg' },
    { key: 'claimed', label: 'Claims approved', format: 'money', total: 'sum', priority: 'lg' },
    { key: 'applied', label: 'Applied', format: 'int', total: 'sum', priority: 'md' },
    { key: 'rejected', label: 'Rejected', format: 'int', total: 'sum', priority: 'lg' },
    { key: 'awbs', label: 'AWBs changed', format: 'int', total: 'sum', priority: 'lg' },
    { key: 'delta', label: 'Price moved', format: 'money', total: 'sum', priority: 'lg', help: 'What the applied changes added to (or took off) the AWBs’ totals.' },
  ],
  groupBy: 'source',
  source: 'documents',
  freshness: 'Exact: read from the tickets and change requests themselves.',
  branchScoped: true,
});
