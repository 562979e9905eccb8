import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { PrintButtons } from '@/components/document/PrintButtons';
import { formatRupiah } from '@/lib/pricing/money';
import { creditNoteDocument } from '@/lib/resources/documents/credit-note';
import type { DocumentRecord } from '@/services/documents/document-client';

const num = (v: unknown) => Number(v ?? 0) || 0;

/**
 * The draft just saved: its number and figures, where it waits for approval (by someone other than its
 * author), the note to print, and a fresh form for the next one.
 */
export function CreditNoteDone({ note, edited, onAgain, draftsHref }: { note: DocumentRecord; edited: boolean; onAgain: () => void; draftsHref: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const customer = note.customer_id_label ? String(note.customer_id_label) : null;
  const figures = [
    { key: 'amount', label: 'Amount', value: num(note.amount) },
    { key: 'dpp', label: 'DPP', value: num(note.dpp) },
    { key: 'ppn', label: 'PPN', value: num(note.ppn) },
    { key: 'total', label: 'Total credit', value: num(note.total) },
  ];
  return (
    <div role="status" className="space-y-4 rounded-lg border border-emerald-200 bg-emerald-50 px-5 py-5" data-testid="credit-note-done">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-emerald-800 focus:outline-none">
          {edited ? 'Draft credit note saved' : 'Credit note drafted'}
        </h2>
        <p className="mt-2 font-mono text-lg font-semibold text-slate-900" data-testid="credit-note-number">
          {note.number}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {[note.invoice_number ? `Against ${String(note.invoice_number)}` : '', customer].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-1 text-sm text-slate-700">It is approved on the drafts worklist, by someone other than its author; approving posts it to the customer’s ledger.</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-md border border-emerald-100 bg-white px-4 py-3 text-sm sm:grid-cols-4" data-testid="credit-note-done-figures">
        {figures.map((f) => (
          <div key={f.key} data-total={f.key}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{f.label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{formatRupiah(f.value)}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <PrintButtons def={creditNoteDocument} ids={[note.id]} prints={['note']} number={note.number} className="min-h-11" />
        <Button variant="primary" onClick={onAgain} className="min-h-11" data-testid="credit-note-again">
          Add another
        </Button>
        {draftsHref && (
          <Link href={draftsHref} className={`${buttonClass('secondary')} min-h-11`} data-testid="credit-note-drafts">
            Go to the drafts to approve
          </Link>
        )}
      </div>
    </div>
  );
}
