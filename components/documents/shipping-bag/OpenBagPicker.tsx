import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Button } from '@/components/data/Button';
import { formatValue } from '@/components/resource/format';
import { RefPicker } from '@/components/resource/RefPicker';
import { useDocumentList } from '@/hooks/documents/use-document';
import { SHIPPING_BAG } from '@/lib/resources/documents/screens';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';
import type { RefField } from '@/lib/resources/engine/define';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import { NewBagForm } from './NewBagForm';
import { awbCount } from './BagHeader';
import { newestBag } from './use-bag-scanning';

/*
 * The bags still open at the dispatcher's office, as cards to pick one from, and the form that opens a
 * new one. With a bag being scanned the cards shrink to a strip (switching bags is one tap) and the form
 * folds away behind "New bag".
 */

const def = shippingBagDocument;
const officeField = def.fields.office_id as RefField;
/** The newest open bags shown; a busy office finds older ones in the list. */
export const OPEN_BAGS_LIMIT = 50;

export interface OpenBagPickerProps {
  officeId: number | null;
  officeLabel: string | null;
  /** The user's record names no office: they choose one here. */
  choosesOffice: boolean;
  onOfficeChange: (id: number | null) => void;
  activeId: number | null;
  onSelect: (bag: DocumentRecord) => void;
  /** The last scan answers per bag: their counters are newer than the list's while scans go on. */
  answers: ReadonlyMap<number, DocumentRecord>;
  /** False while scans are in flight: the list is read again once they have settled. */
  live: boolean;
}

export function OpenBagPicker({ officeId, officeLabel, choosesOffice, onOfficeChange, activeId, onSelect, answers, live }: OpenBagPickerProps) {
  const compact = activeId !== null;
  const [formOpen, setFormOpen] = useState(false);
  const query = useMemo(() => ({ stage: 'draft', office_id: officeId ?? undefined, limit: OPEN_BAGS_LIMIT }), [officeId]);
  const list = useDocumentList(def, query, { enabled: officeId !== null && live });
  const rows = officeId === null ? [] : (list.data?.data ?? []);
  const more = (list.data?.meta.total ?? 0) > rows.length;
  const showForm = !compact || formOpen;

  return (
    <section aria-labelledby="open-bags-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="open-bags">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="open-bags-title" className="text-base font-semibold text-slate-800">
          Open bags{officeLabel ? ` at ${officeLabel}` : ''}
        </h2>
        {compact && (
          <Button onClick={() => setFormOpen((open) => !open)} aria-expanded={formOpen} aria-controls="new-bag-section" className="min-h-10" data-testid="new-bag-toggle">
            {formOpen ? 'Hide new bag' : 'New bag'}
          </Button>
        )}
      </div>
      {choosesOffice && (
        <div className="mt-3 max-w-md">
          <label htmlFor="bag-office" className="block text-sm font-medium text-slate-700">
            Office<span className="ml-0.5 text-red-600" aria-hidden="true">*</span>
          </label>
          <RefPicker
            field={officeField}
            value={officeId ? String(officeId) : ''}
            onChange={(value) => onOfficeChange(value ? Number(value) : null)}
            name="office_id"
            id="bag-office"
            describedBy="bag-office-hint"
            className="mt-1 [&_input]:min-h-10"
            testId="bag-office"
          />
          <p id="bag-office-hint" className="mt-1 text-xs text-slate-500">
            Your user has no office: choose where you pack bags.
          </p>
        </div>
      )}
      <div className={`mt-3 grid gap-4 ${showForm && !compact ? 'md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : ''}`}>
        <div>
          <BagCards rows={rows} activeId={activeId} compact={compact} answers={answers} onSelect={onSelect} />
          {officeId === null && !choosesOffice && <p className="text-sm text-slate-500">Loading your office…</p>}
          {officeId !== null && list.isPending && <p className="text-sm text-slate-500">Loading the open bags…</p>}
          {list.isError && (
            <p role="alert" className="text-sm text-red-600">
              The open bags could not be loaded: {apiErrorMessage(list.error)}
            </p>
          )}
          {officeId !== null && list.isSuccess && rows.length === 0 && <p className="text-sm text-slate-500">No bag is open here: open one for its destination.</p>}
          {more && (
            <p className="mt-2 text-xs text-slate-500">
              The newest {rows.length} are shown.{' '}
              <Link href={SHIPPING_BAG.list} className="underline underline-offset-2">
                All shipping bags
              </Link>
            </p>
          )}
        </div>
        {showForm && (
          <div id="new-bag-section" className={compact ? 'max-w-xl' : 'md:border-l md:border-slate-200 md:pl-4'}>
            <h3 className="mb-2 text-sm font-semibold text-slate-800">New bag</h3>
            <NewBagForm
              officeId={officeId}
              onCreated={(bag) => {
                setFormOpen(false);
                onSelect(bag);
              }}
            />
          </div>
        )}
      </div>
    </section>
  );
}

interface BagCardsProps {
  rows: readonly DocumentRecord[];
  activeId: number | null;
  compact: boolean;
  answers: ReadonlyMap<number, DocumentRecord>;
  onSelect: (bag: DocumentRecord) => void;
}

function BagCards({ rows, activeId, compact, answers, onSelect }: BagCardsProps) {
  if (!rows.length) return null;
  return (
    <ul className={compact ? 'flex gap-2 overflow-x-auto pb-1' : 'grid gap-2 sm:grid-cols-2 lg:grid-cols-3'} aria-label="Open bags">
      {rows.map((row) => {
        const bag = newestBag(row, answers.get(row.id)) ?? row;
        const active = bag.id === activeId;
        return (
          <li key={bag.id} className={compact ? 'w-60 shrink-0' : ''}>
            <button
              type="button"
              onClick={() => onSelect(bag)}
              aria-pressed={active}
              className={`min-h-10 w-full rounded-md border px-3 py-2 text-left transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500 ${
                active ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-200 bg-white text-slate-800 hover:border-slate-400'
              }`}
              data-testid="open-bag"
              data-bag-id={bag.id}
            >
              <span className="block font-mono text-sm font-semibold">{bag.number}</span>
              <span className="block truncate text-sm">→ {String(bag.destination_branch_id_label ?? `#${String(bag.destination_branch_id)}`)}</span>
              <span className={`block text-xs ${active ? 'text-slate-200' : 'text-slate-500'}`}>
                {awbCount(bag.awb_count)} · {formatValue(def.fields.weight_kg, bag.weight_kg ?? 0)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
