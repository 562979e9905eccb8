import { Button } from '@/components/data/Button';
import { PageHeader } from '@/components/data/PageHeader';
import { useTrackingLookup, useTrackingSearchParam } from '@/hooks/use-tracking';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors } from '@/services/api-errors';
import { TrackingResults } from './TrackingResults';
import { TrackingSearchForm } from './TrackingSearchForm';

/*
 * Tracking · System: a clerk pastes or scans AWB numbers (or types a customer reference or a phone
 * number) and reads each shipment's whole story. The search lives in the URL (?q=), so a link can be
 * shared and back/forward walk the searches.
 */

// Printing: only the results, without the shell around them (nothing else on the page has a print style).
const PRINT_CSS = `@media print {
  body *:not(:has([data-tracking-print])):not([data-tracking-print]):not([data-tracking-print] *) { display: none !important; }
  [data-tracking-print] { margin: 0; padding: 0; }
  main, body { background: white !important; padding: 0 !important; }
}`;

export function TrackingScreen() {
  const { q, setQ } = useTrackingSearchParam();
  const lookup = useTrackingLookup(q);

  function search(next: string) {
    // The same search again is a refresh.
    if (next === q) void lookup.refetch();
    else setQ(next);
  }

  const fieldMessage = lookup.error ? apiFieldErrors(lookup.error).q?.join(' ') : undefined;

  return (
    <section data-testid="tracking-screen" data-tracking-print="">
      <style>{PRINT_CSS}</style>
      <PageHeader
        title="Tracking · System"
        description="Every event of a shipment: paste or scan AWB numbers (one per line), or type a customer reference or a phone number."
        actions={
          lookup.data?.shipments.length ? (
            <Button onClick={() => window.print()} className="print:hidden">
              Print
            </Button>
          ) : undefined
        }
      />
      <TrackingSearchForm q={q} onSearch={search} pending={lookup.isFetching} />

      <div className="mt-4" aria-live="polite" aria-busy={lookup.isFetching || undefined}>
        {q && lookup.isPending && <p className="text-sm text-slate-500">Looking up…</p>}
        {lookup.error && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="tracking-error">
            {fieldMessage || apiErrorMessage(lookup.error)}
          </div>
        )}
        {lookup.data && <TrackingResults lookup={lookup.data} q={q} />}
      </div>
    </section>
  );
}
