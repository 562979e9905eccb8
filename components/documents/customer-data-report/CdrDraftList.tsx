import { useId, useState } from 'react';
import { Button } from '@/components/data/Button';
import { Pagination } from '@/components/data/Pagination';
import { formatDate } from '@/components/resource/format';
import { useDocumentList } from '@/hooks/documents/use-document';
import { customerDataReportDocument } from '@/lib/resources/documents/customer-data-report';
import { formatRupiah } from '@/lib/pricing/money';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import { cardClass, periodText } from './GenerateParts';

/*
 * The CDRs to review: every draft (GET …/customer-data-report?stage=draft), oldest first, a page at a
 * time. Opening one shows its review panel.
 */

const def = customerDataReportDocument;
const DRAFTS_PAGE_SIZE = 25;
const th = 'px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase';
const td = 'px-3 py-1.5 whitespace-nowrap';

export function CdrDraftList({ activeId, onOpen }: { activeId: number | null; onOpen: (row: DocumentRecord) => void }) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DRAFTS_PAGE_SIZE);
  const list = useDocumentList(def, { stage: 'draft', order: 'asc', page, limit });
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;

  return (
    <section aria-labelledby={titleId} className={cardClass} data-testid="cdr-drafts">
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 id={titleId} className="text-base font-semibold text-slate-800">
            CDRs to review {list.data ? <span className="font-normal text-slate-500">({total.toLocaleString('en-US')})</span> : null}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">Open one to check its AWBs, leave out what should not be billed yet, and post it.</p>
        </div>
        <Button size="sm" variant="ghost" onClick={() => void list.refetch()} disabled={list.isFetching} data-testid="cdr-drafts-refresh">
          {list.isFetching && !list.isPending ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {list.isPending ? (
        <p className="px-4 py-3 text-sm text-slate-500" role="status">
          Loading…
        </p>
      ) : list.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 px-4 py-3 text-sm text-red-700">
          The CDRs could not be loaded: {apiErrorMessage(list.error)}
          <Button size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-500" data-testid="cdr-drafts-empty">
          No CDR waits for review. Generate one above.
        </p>
      ) : (
        <div className={`overflow-x-auto ${list.isFetching ? 'opacity-70' : ''}`}>
          <table className="min-w-full divide-y divide-slate-200 text-sm" aria-labelledby={titleId}>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={`${th} text-left`}>Number</th>
                <th scope="col" className={`${th} text-left`}>Customer</th>
                <th scope="col" className={`${th} hidden text-left md:table-cell`}>{def.fields.cdr_date.label}</th>
                <th scope="col" className={`${th} text-left`}>Period</th>
                <th scope="col" className={`${th} text-right`}>{def.fields.awb_count.label}</th>
                <th scope="col" className={`${th} hidden text-right sm:table-cell`}>{def.fields.excluded_count.label}</th>
                <th scope="col" className={`${th} text-right`}>Amount</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => {
                const active = r.id === activeId;
                return (
                  <tr key={r.id} className={active ? 'bg-sky-50' : 'hover:bg-slate-50'} aria-current={active ? 'true' : undefined} data-testid="cdr-draft" data-document-id={r.id}>
                    <td className={td}>
                      <button
                        type="button"
                        onClick={() => onOpen(r)}
                        aria-label={`Review ${r.number}`}
                        className="rounded font-mono font-semibold text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500"
                      >
                        {r.number}
                      </button>
                    </td>
                    <td className="max-w-64 truncate px-3 py-1.5 text-slate-800">{String(r.customer_id_label ?? `#${String(r.customer_id)}`)}</td>
                    <td className={`${td} hidden text-slate-600 md:table-cell`}>{r.cdr_date ? formatDate(String(r.cdr_date)) : '–'}</td>
                    <td className={`${td} text-slate-600`}>{periodText(r)}</td>
                    <td className={`${td} text-right tabular-nums`}>{Number(r.awb_count ?? 0).toLocaleString('en-US')}</td>
                    <td className={`${td} hidden text-right tabular-nums sm:table-cell`}>{Number(r.excluded_count ?? 0).toLocaleString('en-US')}</td>
                    <td className={`${td} text-right tabular-nums`}>{formatRupiah(Number(r.amount ?? 0))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {total > 10 && (
            <Pagination
              page={page}
              limit={limit}
              total={total}
              onPage={setPage}
              onLimit={(l) => {
                setLimit(l);
                setPage(1);
              }}
            />
          )}
        </div>
      )}
    </section>
  );
}
