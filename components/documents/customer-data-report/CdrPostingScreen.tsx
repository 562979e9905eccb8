import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useState, type ReactElement } from 'react';
import { buttonClass } from '@/components/data/Button';
import { PageHeader } from '@/components/data/PageHeader';
import { useBulkGenerateCdrs, useCdrCandidates } from '@/hooks/finance/use-cdr-posting';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { AppLayout } from '@/layouts/AppLayout';
import { customerDataReportDocument } from '@/lib/resources/documents/customer-data-report';
import { CDR } from '@/lib/resources/documents/screens';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { BulkCreateResult, CdrCandidate, Period } from '@/services/finance/finance-client';
import type { AppPage } from '@/types/page';
import { CdrDraftList } from './CdrDraftList';
import { CdrGenerateForm } from './CdrGenerateForm';
import { CdrReviewPanel } from './CdrReviewPanel';
import { CandidatesPanel, PeriodFields, type BulkOutcome, type CandidateCount } from './GenerateParts';
import { firstErrors, periodProblems, previousMonth, useFillRequestId, validPeriod } from './generate-helpers';

/*
 * CDR · posting: the AR clerk's month-start screen. Pick the period (the previous month by default);
 * generate one customer's CDR, or one for each customer with delivered AWBs to post; then review each
 * draft — its totals per service and destination, its AWBs, leave out what should not be billed yet —
 * and post it. The CDR under review is in the URL (`?cdr=12`): a reload carries on with it. Cancelling
 * is a screen of its own.
 */

const def = customerDataReportDocument;
const COUNTS: readonly CandidateCount<CdrCandidate>[] = [{ key: 'awbs', label: 'AWBs', value: (r) => r.awbs }];

const toId = (v: string | string[] | undefined) => {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function CdrPostingScreen() {
  const router = useRouter();
  const activeId = toId(router.query.cdr);
  const [listed, setListed] = useState<DocumentRecord | undefined>(undefined);
  const [period, setPeriodState] = useState<Period>(() => previousMonth());
  const [serverPeriodErrors, setServerPeriodErrors] = useState<Partial<Record<keyof Period, string>>>({});
  const asked = validPeriod(period);
  const candidates = useCdrCandidates(asked);
  const bulk = useBulkGenerateCdrs();
  const bulkIds = useFillRequestId();
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [bulkFailure, setBulkFailure] = useState<string | null>(null);
  const canList = useHasAnyPermission([CDR.list], 'read');
  const canCancel = useHasAnyPermission([CDR.cancel], 'read');

  const setPeriod = (next: Period) => {
    setPeriodState(next);
    setServerPeriodErrors({});
    setBulkFailure(null);
  };

  const { query, pathname } = router;
  /** Opens a CDR for review (`row`: as a list showed it, until its detail has loaded), or closes it. */
  const open = useCallback(
    (id: number | null, row?: DocumentRecord) => {
      setListed(row);
      const { cdr: _cdr, ...rest } = query;
      void router.replace({ pathname, query: id ? { ...rest, cdr: String(id) } : rest }, undefined, { shallow: true, scroll: false });
    },
    [router, pathname, query],
  );

  const generate = (customerIds: number[] | null) => {
    if (!asked) return;
    setBulkFailure(null);
    setOutcome(null);
    const body = { ...asked, ...(customerIds ? { customer_ids: customerIds } : {}) };
    bulk.mutate(
      { ...body, request_id: bulkIds.forInputs(body) },
      {
        onSuccess: (answer) => {
          bulkIds.renew();
          setOutcome(answer);
        },
        onError: (error) => {
          const fields = apiFieldErrors(error);
          if (!Object.keys(fields).length) return;
          setBulkFailure(apiErrorMessage(error));
          const errs = firstErrors(fields);
          setServerPeriodErrors({ period_from: errs.period_from, period_to: errs.period_to });
        },
      },
    );
  };

  const renderCreated = ({ id, number }: BulkCreateResult) =>
    id ? (
      <button
        type="button"
        onClick={() => open(id)}
        className="rounded font-mono font-semibold text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500"
        aria-label={`Review ${number ?? ''}`}
      >
        {number}
      </button>
    ) : (
      <span className="font-mono font-semibold">{number}</span>
    );

  const periodErrors = { ...periodProblems(period), ...Object.fromEntries(Object.entries(serverPeriodErrors).filter(([, v]) => v)) };

  return (
    <section data-testid="cdr-posting">
      <PageHeader
        title="Post customer data reports"
        description="Generate the CDRs of a period — one customer, or all with delivered AWBs to bill — check each one, leave out what should not be billed yet, and post it for invoicing."
        actions={
          <>
            {canList && (
              <Link href={CDR.list} className={buttonClass('secondary')}>
                All CDRs
              </Link>
            )}
            {canCancel && (
              <Link href={CDR.cancel} className={buttonClass('secondary')}>
                Cancel a CDR
              </Link>
            )}
          </>
        }
      />
      <div className="space-y-4">
        <PeriodFields
          period={period}
          onChange={setPeriod}
          labels={{ from: def.fields.period_from.label, until: def.fields.period_to.label }}
          errors={periodErrors}
          hint="By shipment date: delivered AWBs (with their paper POD back, for customers that need it) not yet in a CDR."
        />
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <CdrGenerateForm period={asked} onPeriodErrors={setServerPeriodErrors} onCreated={(row) => open(row.id, row)} />
          <CandidatesPanel<CdrCandidate>
            title="All customers with something to post"
            description="Tick customers and generate a CDR for each at once."
            period={asked}
            query={candidates}
            counts={COUNTS}
            noun={{ one: 'CDR', many: 'CDRs' }}
            pending={bulk.isPending}
            onGenerate={generate}
            failure={bulkFailure}
            outcome={outcome}
            renderCreated={renderCreated}
            onDismissOutcome={() => setOutcome(null)}
            testId="cdr-candidates"
          />
        </div>
        <CdrDraftList activeId={activeId} onOpen={(row) => open(row.id, row)} />
        {activeId !== null && <CdrReviewPanel key={activeId} id={activeId} listed={listed?.id === activeId ? listed : undefined} onClose={() => open(null)} />}
      </div>
    </section>
  );
}

export const CdrPostingPage: AppPage = () => <CdrPostingScreen />;
CdrPostingPage.displayName = 'CdrPostingPage';
CdrPostingPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
