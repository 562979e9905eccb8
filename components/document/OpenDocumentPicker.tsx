import Link from 'next/link';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/data/Button';
import { lowerNoun } from '@/components/resource/format';
import { RefPicker } from '@/components/resource/RefPicker';
import { useDocumentList, type AnyDocument } from '@/hooks/documents/use-document';
import { useUserOffice } from '@/hooks/documents/use-user-office';
import type { RefField } from '@/lib/resources/engine/define';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { ListQuery } from '@/services/resource/client';
import { newestDocument } from './use-document-scanning';

/*
 * The documents still open at the dispatcher's office (bags being filled, manifests being loaded), as
 * cards to pick one from, and the form that opens a new one. With one being scanned the cards shrink to
 * a strip (switching is one tap) and the form folds away behind "New …". A user whose record names no
 * office chooses one here, for this visit.
 */

/** The newest open ones shown; a busy office finds older ones in the list. */
export const OPEN_DOCUMENTS_LIMIT = 50;

/** What a card says under the document's number. */
export interface OpenCard {
  /** Where it goes: "Surabaya". */
  to: string;
  /** What is in it: "12 AWBs · 30 kg". */
  summary: string;
  /** Before `to`: "→" unless told ("from", for a load coming in). */
  lead?: string;
}

export interface OpenDocumentPickerProps {
  def: AnyDocument;
  /** "bag", "manifest": in the words and the test ids (`open-bags`, `open-bag`, `new-bag-toggle`, `bag-office`). */
  noun: string;
  /** Where all of them are listed. */
  listHref: string;
  /** Under the office picker, for a user without one: "Your user has no office: choose where you pack bags." */
  officeHint: string;
  activeId: number | null;
  onSelect: (doc: DocumentRecord) => void;
  /** The last scan answers per document: their counters are newer than the list's while scans go on. */
  answers: ReadonlyMap<number, DocumentRecord>;
  /** False while scans are in flight: the list is read again once they have settled. */
  live: boolean;
  card: (doc: DocumentRecord) => OpenCard;
  /** The form that opens a new one at the office (null: not chosen yet), handing it over once created. */
  newForm: (officeId: number | null, onCreated: (doc: DocumentRecord) => void) => ReactNode;
  /** Which of the office's documents are still being worked (default: the drafts, `{ stage: 'draft' }`). */
  filter?: ListQuery;
  /** Said when there are none (default: "No … is open here: open one for its destination."). */
  emptyText?: string;
}

const DRAFTS: ListQuery = { stage: 'draft' };

export function OpenDocumentPicker({ def, noun, listHref, officeHint, activeId, onSelect, answers, live, card, newForm, filter = DRAFTS, emptyText }: OpenDocumentPickerProps) {
  const office = useUserOffice();
  const [pickedOffice, setPickedOffice] = useState<number | null>(null);
  const officeId = office.id ?? pickedOffice;
  const choosesOffice = !office.loading && office.id === null;
  const compact = activeId !== null;
  const [formOpen, setFormOpen] = useState(false);
  const query = useMemo(() => ({ ...filter, office_id: officeId ?? undefined, limit: OPEN_DOCUMENTS_LIMIT }), [filter, officeId]);
  const list = useDocumentList(def, query, { enabled: officeId !== null && live });
  const rows = officeId === null ? [] : (list.data?.data ?? []);
  const more = (list.data?.meta.total ?? 0) > rows.length;
  const showForm = !compact || formOpen;
  const plural = `${noun}s`;

  return (
    <section aria-labelledby={`open-${plural}-title`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={`open-${plural}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`open-${plural}-title`} className="text-base font-semibold text-slate-800">
          Open {plural}
          {office.label ? ` at ${office.label}` : ''}
        </h2>
        {compact && (
          <Button onClick={() => setFormOpen((open) => !open)} aria-expanded={formOpen} aria-controls={`new-${noun}-section`} className="min-h-10" data-testid={`new-${noun}-toggle`}>
            {formOpen ? `Hide new ${noun}` : `New ${noun}`}
          </Button>
        )}
      </div>
      {choosesOffice && (
        <div className="mt-3 max-w-md">
          <label htmlFor={`${noun}-office`} className="block text-sm font-medium text-slate-700">
            Office<span className="ml-0.5 text-red-600" aria-hidden="true">*</span>
          </label>
          <RefPicker
            field={def.fields.office_id as RefField}
            value={officeId ? String(officeId) : ''}
            onChange={(value) => setPickedOffice(value ? Number(value) : null)}
            name="office_id"
            id={`${noun}-office`}
            describedBy={`${noun}-office-hint`}
            className="mt-1 [&_input]:min-h-10"
            testId={`${noun}-office`}
          />
          <p id={`${noun}-office-hint`} className="mt-1 text-xs text-slate-500">
            {officeHint}
          </p>
        </div>
      )}
      <div className={`mt-3 grid gap-4 ${showForm && !compact ? 'md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : ''}`}>
        <div className="min-w-0">
          <OpenCards noun={noun} rows={rows} activeId={activeId} compact={compact} answers={answers} card={card} onSelect={onSelect} />
          {officeId === null && !choosesOffice && <p className="text-sm text-slate-500">Loading your office…</p>}
          {officeId !== null && list.isPending && <p className="text-sm text-slate-500">Loading the open {plural}…</p>}
          {list.isError && (
            <p role="alert" className="text-sm text-red-600">
              The open {plural} could not be loaded: {apiErrorMessage(list.error)}
            </p>
          )}
          {officeId !== null && list.isSuccess && rows.length === 0 && (
            <p className="text-sm text-slate-500">{emptyText ?? `No ${noun} is open here: open one for its destination.`}</p>
          )}
          {more && (
            <p className="mt-2 text-xs text-slate-500">
              The newest {rows.length} are shown.{' '}
              <Link href={listHref} className="underline underline-offset-2">
                All {lowerNoun(def.plural)}
              </Link>
            </p>
          )}
        </div>
        {showForm && (
          <div id={`new-${noun}-section`} className={compact ? 'max-w-xl' : 'min-w-0 md:border-l md:border-slate-200 md:pl-4'}>
            <h3 className="mb-2 text-sm font-semibold text-slate-800">New {noun}</h3>
            {newForm(officeId, (doc) => {
              setFormOpen(false);
              onSelect(doc);
            })}
          </div>
        )}
      </div>
    </section>
  );
}

interface OpenCardsProps {
  noun: string;
  rows: readonly DocumentRecord[];
  activeId: number | null;
  compact: boolean;
  answers: ReadonlyMap<number, DocumentRecord>;
  card: (doc: DocumentRecord) => OpenCard;
  onSelect: (doc: DocumentRecord) => void;
}

function OpenCards({ noun, rows, activeId, compact, answers, card, onSelect }: OpenCardsProps) {
  if (!rows.length) return null;
  return (
    <ul className={compact ? 'flex gap-2 overflow-x-auto pb-1' : 'grid gap-2 sm:grid-cols-2 lg:grid-cols-3'} aria-label={`Open ${noun}s`}>
      {rows.map((row) => {
        const doc = newestDocument(row, answers.get(row.id)) ?? row;
        const active = doc.id === activeId;
        const { to, summary, lead = '→' } = card(doc);
        return (
          <li key={doc.id} className={compact ? 'w-60 shrink-0' : ''}>
            <button
              type="button"
              onClick={() => onSelect(doc)}
              aria-pressed={active}
              className={`min-h-10 w-full rounded-md border px-3 py-2 text-left transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500 ${
                active ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-200 bg-white text-slate-800 hover:border-slate-400'
              }`}
              data-testid={`open-${noun}`}
              data-document-id={doc.id}
            >
              <span className="block font-mono text-sm font-semibold">{doc.number}</span>
              <span className="block truncate text-sm">
                {lead} {to}
              </span>
              <span className={`block text-xs ${active ? 'text-slate-200' : 'text-slate-500'}`}>{summary}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
