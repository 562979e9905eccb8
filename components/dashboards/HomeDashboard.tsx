import Link from 'next/link';
import type { ReactNode } from 'react';
import { useReceivables } from '@/hooks/dashboards/use-dashboard';
import { DASHBOARDS, RECEIVABLES_SCREENS } from '@/lib/resources/dashboards';
import { grantsAny } from '@/lib/rules/grants';
import { DashboardTile, TileGrid } from './DashboardTile';
import { EidContent } from './EidDashboard';
import { EisContent } from './EisDashboard';
import { money, whole } from './dashboard-format';
import { reportLinks } from './report-links';
import { Worklist } from './Worklist';

/*
 * The home page's "your day", by what the user's role holds (the dashboard itself, rendered here rather
 * than a redirect: home keeps its greeting and its modules, and its address stays /):
 * - the corporate dashboard (manager, administrator): its figures for this month so far;
 * - else the dispatch dashboard: today's figures, live;
 * - else what waits for them: the receivables (finance: whoever reads the aging AR report) and the
 *   drafts and open documents of the screens they hold (dispatcher, counter, finance).
 */

function Section({ title, href, children, testId }: { title: string; href?: string; children: ReactNode; testId: string }) {
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${testId}-title`} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {title}
        </h2>
        {href && (
          <Link href={href} className="text-xs font-medium text-blue-700 hover:underline">
            Open the dashboard →
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function ReceivablesTiles() {
  const query = useReceivables();
  const ar = query.data?.ar;
  const href = reportLinks.agingAr(ar?.as_of ?? '', null);
  return (
    <TileGrid label="Receivables" columns={3}>
      <DashboardTile id="ar" label="Receivables outstanding" value={money(ar?.outstanding ?? 0)} hint={ar && `${whole(ar.customers)} customers · today`} href={href} linkLabel="Aging AR per customer" loading={query.isPending} />
      <DashboardTile id="ar-overdue" label="Overdue" value={money(ar?.overdue ?? 0)} goodWhen="down" hint="past the due date" href={href} linkLabel="Aging AR per customer" alert={Boolean(ar && ar.overdue > 0)} loading={query.isPending} />
      <DashboardTile id="ar-current" label="Not yet due" value={money(ar?.buckets[0] ?? 0)} hint="within the terms of payment" href={href} linkLabel="Aging AR per customer" loading={query.isPending} />
    </TileGrid>
  );
}

export function HomeDashboard({ permissions }: { permissions: readonly string[] }) {
  if (grantsAny(permissions, [DASHBOARDS.eis.route], 'read')) {
    return (
      <Section title={`${DASHBOARDS.eis.title} · this month`} href={DASHBOARDS.eis.route} testId="home-dashboard-eis">
        <EisContent params={{}} />
      </Section>
    );
  }
  if (grantsAny(permissions, [DASHBOARDS.eid.route], 'read')) {
    return (
      <Section title={`${DASHBOARDS.eid.title} · today`} href={DASHBOARDS.eid.route} testId="home-dashboard-eid">
        <EidContent params={{}} showBranches={false} />
      </Section>
    );
  }
  const receivables = grantsAny(permissions, RECEIVABLES_SCREENS, 'read');
  return (
    <Section title="Your day" testId="home-worklist">
      {receivables && <ReceivablesTiles />}
      <Worklist permissions={permissions} />
    </Section>
  );
}
