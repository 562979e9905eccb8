import dynamic from 'next/dynamic';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '@/components/data/Button';
import { PageHeader } from '@/components/data/PageHeader';
import { DocumentListScreen } from '@/components/document/DocumentListScreen';
import { TrackingSearchForm } from '@/components/tracking/TrackingSearchForm';
import { useTrackingLookup, useTrackingSearchParam } from '@/hooks/use-tracking';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { ticketDocument } from '@/lib/resources/documents/ticket';
import { HELPDESK } from '@/lib/resources/documents/screens';
import { apiErrorMessage } from '@/services/api-client';
import { fetchDeskStaff } from '@/services/documents/tickets';
import { CorrectMenu } from './CorrectMenu';
import { SlaBoard } from './SlaBoard';
import { TicketForm } from './TicketForm';
import { ticketListWithStaff } from './ticket-screens';

/*
 * Helpdesk · tracking: the customer-service desk. Look a caller's parcel up (AWB, phone or reference)
 * and read its whole story; open a ticket on it or ask for a correction of it; see which live tickets
 * are breaching their service levels; work the tickets (notes, waiting for the customer, resolution,
 * claims).
 */

/** The parcel's story, in its own chunk: it shows only after a look-up (the desk opens on the SLA board). */
const TrackingResults = dynamic(() => import('@/components/tracking/TrackingResults').then((m) => m.TrackingResults), {
  loading: () => <p className="text-sm text-slate-500">Loading…</p>,
});

export function TrackingHelpdeskScreen() {
  const { q, setQ } = useTrackingSearchParam();
  const lookup = useTrackingLookup(q);
  const [ticketFor, setTicketFor] = useState<string | null>(null);
  const canOpen = useHasAnyPermission([HELPDESK.tracking]);
  const found = lookup.data?.shipments ?? [];
  const staff = useQuery({ queryKey: ['ticket', 'staff'], queryFn: fetchDeskStaff, staleTime: 5 * 60_000 });
  const list = useMemo(() => ticketListWithStaff(staff.data), [staff.data]);
  const names = useMemo(() => new Map((staff.data ?? []).map((s) => [s.user_code, s.full_name])), [staff.data]);

  return (
    <div className="space-y-6" data-testid="tracking-helpdesk">
      <PageHeader
        title="Tracking helpdesk"
        description="Look up a caller’s parcel by AWB, phone or reference; open a ticket on it or ask for a correction; keep every ticket within its service level."
        actions={
          canOpen ? (
            <Button variant="primary" onClick={() => setTicketFor(found[0]?.awb ?? '')} data-testid="new-ticket">
              New ticket
            </Button>
          ) : undefined
        }
      />
      <section>
        <TrackingSearchForm q={q} onSearch={(next) => (next === q ? void lookup.refetch() : setQ(next))} pending={lookup.isFetching} />
        {lookup.error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {apiErrorMessage(lookup.error)}
          </p>
        )}
        {found.length > 0 && canOpen && (
          <div className="mt-3 flex flex-wrap gap-2" data-testid="lookup-actions">
            {found.slice(0, 5).map((s) => (
              <span key={s.id} className="inline-flex flex-wrap items-center gap-1 rounded-md border border-slate-200 bg-slate-50 px-2 py-1 text-sm">
                <span className="font-mono text-xs">{s.awb}</span>
                <Button size="sm" onClick={() => setTicketFor(s.awb)}>
                  Open a ticket
                </Button>
                <CorrectMenu awb={s.awb} />
              </span>
            ))}
          </div>
        )}
        {ticketFor !== null && (
          <div className="mt-3">
            <TicketForm key={ticketFor} awb={ticketFor} onDone={() => setTicketFor(null)} />
          </div>
        )}
        {lookup.data && (
          <div className="mt-4">
            <TrackingResults lookup={lookup.data} q={q} />
          </div>
        )}
      </section>
      <SlaBoard names={names} />
      <DocumentListScreen def={ticketDocument} options={list} />
    </div>
  );
}
