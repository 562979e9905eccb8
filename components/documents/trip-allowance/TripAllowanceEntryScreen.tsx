import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type ReactElement } from 'react';
import { buttonClass } from '@/components/data/Button';
import { PageHeader } from '@/components/data/PageHeader';
import { actionRefusal, EDIT } from '@/components/document/DocumentActionButton';
import { newRequestId } from '@/components/document/request-id';
import { useTripAllowanceDraft } from '@/hooks/finance/use-trip-allowance';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { AppLayout } from '@/layouts/AppLayout';
import { TRIP_ALLOWANCE } from '@/lib/resources/documents/screens';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { AppPage } from '@/types/page';
import { TripAllowanceDone } from './TripAllowanceDone';
import { TripAllowanceForm } from './TripAllowanceForm';

/*
 * Trip allowance · add: a new allowance (`/finance/trip-allowance/add`), or a draft's edit
 * (`?id={id}`, the drafts worklist's Edit) — read first with the server's verdict on editing it; the
 * form shows only while it is a draft this user may edit.
 */

/** The `id` of the URL: a draft's id, `invalid` for anything else given, null when absent. */
export function idParam(value: string | string[] | undefined): number | 'invalid' | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === '') return null;
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : 'invalid';
}

export function TripAllowanceEntryScreen() {
  const router = useRouter();
  const id = idParam(router.query.id);
  const canDrafts = useHasAnyPermission([TRIP_ALLOWANCE.draft], 'read');
  const draftsHref = canDrafts ? TRIP_ALLOWANCE.draft : null;
  const [done, setDone] = useState<DocumentRecord | null>(null);
  // one fill, one request id; "Add another" starts a fresh round
  const [round, setRound] = useState(() => ({ n: 0, requestId: newRequestId() }));
  const again = () => {
    setDone(null);
    setRound((r) => ({ n: r.n + 1, requestId: newRequestId() }));
    if (id !== null) void router.push({ pathname: router.pathname, query: {} });
  };

  return (
    <section data-testid="trip-allowance-entry">
      <PageHeader
        title={id === null ? 'Add a trip allowance' : 'Edit a trip allowance'}
        description={
          done
            ? undefined
            : 'The cash a driver takes for a trip (uang jalan): pick the manifest of the run — or another trip — and the advance starts from the rate of the route and vehicle. Approved by someone else before it is paid out.'
        }
        actions={
          draftsHref ? (
            <Link href={draftsHref} className="text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900">
              Drafts to approve
            </Link>
          ) : undefined
        }
      />
      {done ? (
        <TripAllowanceDone doc={done} edited={id !== null} onAgain={again} draftsHref={draftsHref} />
      ) : id === null ? (
        <TripAllowanceForm key={round.n} requestId={round.requestId} onSaved={setDone} />
      ) : (
        <DraftGate id={id} back={draftsHref}>
          {(draft) => <TripAllowanceForm key={draft.id} draft={draft} requestId={round.requestId} onSaved={setDone} />}
        </DraftGate>
      )}
    </section>
  );
}

function DraftProblem({ message, back }: { message: string; back: string | null }) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-4 text-sm text-amber-900" data-testid="trip-draft-problem">
      <p>{message}</p>
      {back && (
        <Link href={back} className={buttonClass('secondary', 'sm')}>
          Back to the drafts
        </Link>
      )}
    </div>
  );
}

function DraftGate({ id, back, children }: { id: number | 'invalid'; back: string | null; children: (draft: DocumentRecord) => ReactElement }) {
  const query = useTripAllowanceDraft(id === 'invalid' ? null : id);
  // the form keeps the draft as first read: its version is what the save sends
  const [kept, setKept] = useState<DocumentRecord | null>(null);
  const row = kept ?? query.data;
  if (id === 'invalid') return <DraftProblem message="This address names no trip allowance to edit." back={back} />;
  if (!row) {
    if (query.isError) return <DraftProblem message={`The trip allowance could not be opened: ${apiErrorMessage(query.error)}`} back={back} />;
    return <p className="text-sm text-slate-500">Loading the trip allowance…</p>;
  }
  if (!kept) setKept(row);
  if (row.stage !== 'draft') return <DraftProblem message={`${row.number} is ${String(row.status ?? row.stage).toLowerCase()} now: only a draft can be edited.`} back={back} />;
  const refusal = actionRefusal(row, EDIT);
  if (refusal) return <DraftProblem message={`${row.number} cannot be edited: ${refusal}`} back={back} />;
  return children(row);
}

export const TripAllowanceEntryPage: AppPage = () => <TripAllowanceEntryScreen />;
TripAllowanceEntryPage.displayName = 'TripAllowanceEntryPage';
TripAllowanceEntryPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
