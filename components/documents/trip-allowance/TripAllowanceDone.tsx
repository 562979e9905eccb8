import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { PrintButtons } from '@/components/document/PrintButtons';
import { formatRupiah } from '@/lib/pricing/money';
import { tripAllowanceDocument } from '@/lib/resources/documents/trip-allowance';
import type { DocumentRecord } from '@/services/documents/document-client';
import { AMOUNTS } from './trip-allowance-form';

const num = (v: unknown) => Number(v ?? 0) || 0;
const f = tripAllowanceDocument.fields;

/**
 * The allowance just saved: its number, the advance and what it is made of, the slip the driver signs,
 * and the way on — another allowance, or the drafts waiting for approval.
 */
export function TripAllowanceDone({
  doc,
  edited,
  onAgain,
  draftsHref,
}: {
  doc: DocumentRecord;
  /** A draft's edit (no "Add another"). */
  edited: boolean;
  onAgain: () => void;
  draftsHref: string | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const driver = doc.driver_id_label ? String(doc.driver_id_label) : null;
  const route = doc.origin_branch_id_label && doc.destination_branch_id_label ? `${String(doc.origin_branch_id_label)} → ${String(doc.destination_branch_id_label)}` : null;
  return (
    <div role="status" className="space-y-4 rounded-lg border border-emerald-200 bg-emerald-50 px-5 py-5" data-testid="trip-done">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-emerald-800 focus:outline-none">
          {edited ? 'Trip allowance saved' : 'Trip allowance drafted'}: waiting for approval
        </h2>
        <p className="mt-2 font-mono text-lg font-semibold text-slate-900" data-testid="trip-number">
          {doc.number}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {[driver, route, doc.manifest_number ? `manifest ${String(doc.manifest_number)}` : null].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-2 text-sm text-slate-800">
          Advance <span className="text-base font-semibold tabular-nums" data-testid="trip-done-advance">{formatRupiah(num(doc.advance_total))}</span>
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-5">
          {AMOUNTS.map((key) => (
            <div key={key}>
              <dt className="text-xs text-slate-500">{f[key].label}</dt>
              <dd className="text-slate-800 tabular-nums">{formatRupiah(num(doc[key]))}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <PrintButtons def={tripAllowanceDocument} ids={[doc.id]} prints={['slip']} number={doc.number} className="min-h-11" />
        {!edited && (
          <Button variant="primary" onClick={onAgain} className="min-h-11" data-testid="trip-again">
            Add another
          </Button>
        )}
        {draftsHref && (
          <Link href={draftsHref} className={`${buttonClass(edited ? 'primary' : 'secondary')} min-h-11`} data-testid="trip-drafts-link">
            Go to the drafts to approve
          </Link>
        )}
      </div>
    </div>
  );
}
