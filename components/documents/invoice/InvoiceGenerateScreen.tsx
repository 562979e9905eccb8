import Link from 'next/link';
import { useState, type ReactElement } from 'react';
import { buttonClass } from '@/components/data/Button';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { PageHeader } from '@/components/data/PageHeader';
import { CandidatesPanel, PeriodFields, type BulkOutcome, type CandidateCount } from '@/components/documents/customer-data-report/GenerateParts';
import { firstErrors, periodProblems, previousMonth, useFillRequestId, validPeriod } from '@/components/documents/customer-data-report/generate-helpers';
import { todayLocal } from '@/components/document/local-datetime';
import { useBulkGenerateInvoices, useInvoiceCandidates, useInvoicePeriod } from '@/hooks/finance/use-invoice-generate';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { AppLayout } from '@/layouts/AppLayout';
import { invoiceDocument } from '@/lib/resources/documents/invoice';
import { INVOICE } from '@/lib/resources/documents/screens';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors } from '@/services/api-errors';
import type { BulkCreateResult, InvoiceCandidate, Period } from '@/services/finance/finance-client';
import type { AppPage } from '@/types/page';
import { draftHref, InvoiceGenerateForm, type ScreenErrors } from './InvoiceGenerateForm';

/*
 * Invoice · generate draft: the AR clerk's month-start run. Pick the period (it opens on the latest
 * month with posted CDRs not yet invoiced that the user's branches see, else the previous month) and the invoice date (today by default); generate a draft for each customer with posted
 * CDRs not yet invoiced — ticked ones or all — or for one customer (with a collector and a note).
 * The drafts are checked and issued on the draft worklist.
 */

const def = invoiceDocument;
const COUNTS: readonly CandidateCount<InvoiceCandidate>[] = [
  { key: 'cdrs', label: 'CDRs', value: (r) => r.cdrs },
  { key: 'awbs', label: 'AWBs', value: (r) => r.awbs },
];

export function InvoiceGenerateScreen() {
  // the clerk's own period, once chosen; till then the server's suggestion (nothing is asked before it answers)
  const [chosen, setPeriodState] = useState<Period | null>(null);
  const suggested = useInvoicePeriod();
  const [fallback] = useState(() => previousMonth());
  const period = chosen ?? suggested.data ?? fallback;
  const [invoiceDate, setInvoiceDateState] = useState(() => todayLocal());
  const [serverErrors, setServerErrors] = useState<ScreenErrors>({});
  const asked = chosen || !suggested.isPending ? validPeriod(period) : null;
  const candidates = useInvoiceCandidates(asked);
  const bulk = useBulkGenerateInvoices();
  const bulkIds = useFillRequestId();
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [bulkFailure, setBulkFailure] = useState<string | null>(null);
  const canOpenDrafts = useHasAnyPermission([INVOICE.draft], 'read');

  const setPeriod = (next: Period) => {
    setPeriodState(next);
    setServerErrors(({ invoice_date }) => ({ invoice_date }));
    setBulkFailure(null);
  };
  const setInvoiceDate = (next: string) => {
    setInvoiceDateState(next);
    setServerErrors(({ invoice_date: _d, ...rest }) => rest);
  };

  const generate = (customerIds: number[] | null) => {
    if (!asked) return;
    setBulkFailure(null);
    setOutcome(null);
    const body = { ...asked, ...(invoiceDate ? { invoice_date: invoiceDate } : {}), ...(customerIds ? { customer_ids: customerIds } : {}) };
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
          setServerErrors({ period_from: errs.period_from, period_to: errs.period_to, invoice_date: errs.invoice_date });
        },
      },
    );
  };

  const renderCreated = (r: BulkCreateResult) =>
    canOpenDrafts ? (
      <Link
        href={draftHref(r.number)}
        className="rounded font-mono font-semibold text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500"
        data-testid="bulk-result-link"
      >
        {r.number}
      </Link>
    ) : (
      <span className="font-mono font-semibold">{r.number}</span>
    );

  const clean = (e: ScreenErrors) => Object.fromEntries(Object.entries(e).filter(([, v]) => v)) as ScreenErrors;
  const errors: ScreenErrors = { ...periodProblems(period), ...clean(serverErrors) };

  return (
    <section data-testid="invoice-generate-screen">
      <PageHeader
        title="Generate draft invoices"
        description="A draft invoice per customer from their posted CDRs of the period not yet invoiced. Check each draft, then issue it on the draft worklist."
        actions={
          canOpenDrafts && (
            <Link href={INVOICE.draft} className={buttonClass('secondary')} data-testid="invoice-drafts-link">
              Draft invoices
            </Link>
          )
        }
      />
      <div className="space-y-4">
        <PeriodFields
          period={period}
          onChange={setPeriod}
          labels={{ from: def.fields.period_from.label, until: def.fields.period_to.label }}
          errors={errors}
          hint="Posted CDRs whose period ends in it are invoiced."
        >
          <FormField label={def.fields.invoice_date.label} error={errors.invoice_date} hint="Empty: today.">
            {(c) => <input {...c} type="date" name="invoice_date" value={invoiceDate} onChange={(e) => setInvoiceDate(e.target.value)} className={inputClass(Boolean(errors.invoice_date))} />}
          </FormField>
        </PeriodFields>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <InvoiceGenerateForm period={asked} invoiceDate={invoiceDate} onScreenErrors={setServerErrors} canOpenDrafts={canOpenDrafts} />
          <CandidatesPanel<InvoiceCandidate>
            title="All customers with CDRs to invoice"
            description="Tick customers and generate a draft invoice for each at once."
            period={asked}
            query={candidates}
            counts={COUNTS}
            noun={{ one: 'draft', many: 'drafts' }}
            pending={bulk.isPending}
            onGenerate={generate}
            failure={bulkFailure}
            outcome={outcome}
            renderCreated={renderCreated}
            onDismissOutcome={() => setOutcome(null)}
            testId="invoice-candidates"
          />
        </div>
      </div>
    </section>
  );
}

export const InvoiceGeneratePage: AppPage = () => <InvoiceGenerateScreen />;
InvoiceGeneratePage.displayName = 'InvoiceGeneratePage';
InvoiceGeneratePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
