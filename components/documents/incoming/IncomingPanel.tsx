import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/input-class';
import { actionRefusal } from '@/components/document/DocumentActionButton';
import { statusLabel } from '@/components/document/document-format';
import { newestDocument } from '@/components/document/use-document-scanning';
import { formatDateTime, formatField } from '@/components/resource/format';
import { LazyCameraScanner } from '@/components/scan/LazyCameraScanner';
import { LatestScans, ScanFeed } from '@/components/scan/ScanFeed';
import { ScanField } from '@/components/scan/ScanField';
import { useScanFocus } from '@/components/scan/use-scan-focus';
import { useDocumentOne } from '@/hooks/documents/use-document';
import { incomingDocument } from '@/lib/resources/documents/incoming';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { ResourceRecord } from '@/services/resource/client';
import { FinishDialog } from './FinishDialog';
import { IncomingLines } from './IncomingLines';
import { RESULT_TONES, incomingCounts, incomingManifest, incomingOrigin, isFinished, scannedCode, type LineFilter } from './incoming-format';
import { SealPrompt, type SealRequest } from './SealPrompt';
import type { IncomingScan, IncomingScanning } from './use-incoming-scanning';

/*
 * The incoming being worked: the manifest it receives and where from, its big running counts; one scan
 * box (focused whenever the dispatcher is done with anything else) with the camera beside it — a code
 * that is one of the manifest's bags asks for the seal found on it and opens the bag, anything else is
 * an AWB received; "Damaged" (and a note) for the next AWB only; the feed of the last scans; "Finish
 * receiving" while it is being received; its bags and AWBs with a quick filter. After the finish it
 * stays workable: a missing bag or AWB that turns up is scanned in the same way.
 */

const def = incomingDocument;
const NO_LINES: readonly ResourceRecord[] = [];
/** A dialog gives the focus back to its opener when its leave transition ends: the seal box takes it after that. */
const DIALOG_LEAVE_MS = 200;
const NOTE_MAX = 200;

const opened = (result: unknown) => result === 'OPENED' || result === 'SEAL_MISMATCH';

export interface IncomingPanelProps {
  incomingId: number;
  /** The incoming as the open list (or the create) showed it, until its detail has loaded. */
  listed?: DocumentRecord;
  scanning: IncomingScanning;
  /** False while scans are in flight: the detail is read again once they have settled. */
  live: boolean;
  onFinished: (incoming: DocumentRecord) => void;
  onLeave: () => void;
}

export function IncomingPanel({ incomingId, listed, scanning, live, onFinished, onLeave }: IncomingPanelProps) {
  const detail = useDocumentOne(def, incomingId, { enabled: live });
  // the finish's answer, ahead of the read it triggers
  const [booked, setBooked] = useState<DocumentRecord | undefined>(undefined);
  const doc = newestDocument(newestDocument(detail.data, scanning.answers.get(incomingId)), booked) ?? listed;
  const lines = detail.data?.lines ?? listed?.lines;
  const bags = lines?.bags ?? NO_LINES;
  const items = lines?.items ?? NO_LINES;
  const number = doc?.number ?? `#${incomingId}`;

  const { inputRef, focus, focusAfterDialog } = useScanFocus();
  const sealRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLInputElement>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [sealFor, setSealFor] = useState<SealRequest | null>(null);
  // read and reset at once: a burst of scans must not carry the damage past the next AWB
  const damagedRef = useRef(false);
  const [damaged, setDamagedState] = useState(false);
  const setDamaged = (value: boolean) => {
    damagedRef.current = value;
    setDamagedState(value);
  };
  const [filter, setFilter] = useState<LineFilter>('all');
  const [finishing, setFinishing] = useState(false);

  const bagsByCode = useMemo(() => new Map(bags.map((bag) => [scannedCode(bag.bag_number), bag])), [bags]);
  const { entries, enqueue, refuse } = scanning;
  /** Opened from this screen since the lines were read (they are read again once the scans settle). */
  const openedHere = (bag: string) =>
    entries.some((e) => e.job?.action === 'openBag' && e.job.docId === incomingId && scannedCode(e.code) === bag && (e.outcome === 'accepted' || e.outcome === 'warning'));

  const scanBlocked = actionRefusal(doc, 'scan');
  const finished = doc ? isFinished(doc) : false;
  const bookBlocked = scanning.busy ? 'Wait until every scan is answered' : doc ? actionRefusal(doc, 'book') : 'Loading the incoming…';
  const base = { docId: incomingId, docNumber: number };

  const scan = (code: string) => {
    const key = scannedCode(code);
    const bag = bagsByCode.get(key);
    if (bag) {
      const bagNumber = scannedCode(bag.bag_number);
      if (opened(bag.result) || openedHere(bagNumber)) {
        const found = bag.seal_found ? `, seal ${String(bag.seal_found)} found` : '';
        refuse({ ...base, action: 'openBag', code: bagNumber }, `Bag ${bagNumber} is already opened${found}: scan its AWBs`);
        return;
      }
      setSealFor({ bag: bagNumber, expected: bag.seal_expected ? String(bag.seal_expected) : null, awbCount: Number(bag.awb_count ?? 0) });
      if (cameraOpen) {
        setCameraOpen(false);
        window.setTimeout(() => sealRef.current?.focus({ preventScroll: true }), DIALOG_LEAVE_MS);
      }
      return;
    }
    const note = noteRef.current?.value.trim() ?? '';
    const awb: IncomingScan = { ...base, action: 'scan', code, before: doc };
    if (damagedRef.current) awb.damaged = true;
    if (note) awb.note = note;
    enqueue(awb);
    if (damagedRef.current) setDamaged(false);
    if (noteRef.current) noteRef.current.value = '';
  };

  const openBag = (seal: string) => {
    if (!sealFor) return;
    enqueue({ ...base, action: 'openBag', code: sealFor.bag, seal, sealExpected: sealFor.expected, before: doc });
    setSealFor(null);
    focus();
  };

  const noteKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    if (event.key === 'Escape') event.currentTarget.value = '';
    focus();
  };

  return (
    <section aria-label={`Incoming ${number}`} className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="incoming-panel" data-document-id={incomingId}>
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-2xl font-bold break-all text-slate-900" data-testid="incoming-number">
              {number}
            </span>
            {doc?.status && (
              <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${RESULT_TONES[doc.status] ?? RESULT_TONES.PENDING}`} data-testid="incoming-status" data-status={doc.status}>
                {statusLabel(doc.status)}
              </span>
            )}
          </p>
          <p className="mt-0.5 text-lg text-slate-700" data-testid="incoming-manifest">
            {doc ? (
              <>
                Manifest <span className="font-mono">{incomingManifest(doc)}</span> from {incomingOrigin(doc)}
              </>
            ) : (
              '…'
            )}
          </p>
          {doc?.office_id ? <p className="text-sm text-slate-500">Received at {formatField(def.fields.office_id, 'office_id', doc)}</p> : null}
        </div>
        <Button variant="ghost" onClick={onLeave} className="min-h-10 self-start" data-testid="incoming-leave">
          Change incoming
        </Button>
      </div>
      <IncomingCounts doc={doc} />
      {detail.isError && (
        <p role="alert" className="mx-4 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          This incoming could not be loaded: {apiErrorMessage(detail.error)}
        </p>
      )}
      <div className="grid gap-4 p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0 space-y-3">
          <ScanField
            label="Scan a bag or an AWB"
            onScan={scan}
            inputRef={inputRef}
            disabledReason={scanBlocked}
            pending={scanning.pending}
            onEscape={sealFor ? () => setSealFor(null) : undefined}
            testId="incoming-scan-input"
          >
            <Button onClick={() => setCameraOpen(true)} disabled={Boolean(scanBlocked)} className="min-h-12" data-testid="incoming-camera">
              Camera
            </Button>
          </ScanField>
          <div className="flex flex-wrap items-end gap-2">
            <button
              type="button"
              onClick={() => {
                setDamaged(!damagedRef.current);
                focus();
              }}
              aria-pressed={damaged}
              disabled={Boolean(scanBlocked)}
              className={`min-h-10 rounded-md border px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 disabled:opacity-50 ${
                damaged ? 'border-amber-500 bg-amber-500 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
              data-testid="incoming-damaged"
            >
              {damaged ? 'Damaged: on for the next AWB' : 'Damaged'}
            </button>
            <div className="min-w-0 flex-1 basis-48">
              <label htmlFor={`incoming-${incomingId}-note`} className="block text-xs font-medium text-slate-600">
                Note for the next AWB <span className="font-normal text-slate-500">(optional)</span>
              </label>
              <input
                ref={noteRef}
                id={`incoming-${incomingId}-note`}
                name="note"
                type="text"
                autoComplete="off"
                maxLength={NOTE_MAX}
                disabled={Boolean(scanBlocked)}
                onKeyDown={noteKeyDown}
                placeholder="Torn, wet, crushed…"
                className={inputClass(false, 'mt-0.5 min-h-10')}
                data-testid="incoming-note"
              />
            </div>
          </div>
          {sealFor && (
            <SealPrompt
              key={sealFor.bag}
              request={sealFor}
              inputRef={sealRef}
              onSubmit={openBag}
              onCancel={() => {
                setSealFor(null);
                focus();
              }}
            />
          )}
          <ScanFeed
            entries={entries}
            elsewhere={(entry) => entry.job?.docId !== incomingId}
            onRetry={(entry) => {
              scanning.retry(entry);
              focus();
            }}
          />
        </div>
        <div className="min-w-0 space-y-3">
          {finished ? (
            <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="incoming-late-finds">
              Receiving finished{doc?.completed_at ? ` ${formatDateTime(String(doc.completed_at))}` : ''}. A missing bag or AWB that turns up is still scanned in here.
            </p>
          ) : (
            doc?.stage !== 'cancelled' && (
              <Button variant="primary" onClick={() => setFinishing(true)} disabledReason={bookBlocked} className="min-h-10" data-testid="incoming-finish">
                {def.actions.book.label}
              </Button>
            )
          )}
          <IncomingLines
            bags={bags}
            items={items}
            loading={detail.isPending && !lines}
            filter={filter}
            onFilter={(value) => {
              setFilter(value);
              focus();
            }}
          />
        </div>
      </div>
      <LazyCameraScanner
        open={cameraOpen}
        onClose={() => {
          setCameraOpen(false);
          focusAfterDialog();
        }}
        onCode={scan}
        title={`Scan into ${number}`}
      >
        <LatestScans entries={entries} />
      </LazyCameraScanner>
      <FinishDialog
        incoming={finishing && doc ? doc : null}
        onClose={() => {
          setFinishing(false);
          focusAfterDialog();
        }}
        onFinished={(done) => {
          setFinishing(false);
          setBooked(done);
          onFinished(done);
          focusAfterDialog();
        }}
      />
    </section>
  );
}

interface CountProps {
  label: string;
  value: string;
  testId: string;
  /** Tinted when it wants attention (something missing, a seal mismatch). */
  tone?: 'alert' | 'warn' | null;
  wide?: boolean;
}

const COUNT_TONES = {
  alert: 'bg-red-50 ring-red-200 text-red-800',
  warn: 'bg-amber-50 ring-amber-300 text-amber-900',
  plain: 'bg-slate-50 ring-slate-200 text-slate-900',
};

function Count({ label, value, testId, tone, wide }: CountProps) {
  return (
    <div className={`rounded-md px-3 py-2 ring-1 ${COUNT_TONES[tone ?? 'plain']} ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-xs font-medium uppercase opacity-80">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={`incoming-count-${testId}`}>
        {value}
      </dd>
    </div>
  );
}

/** The big running counts: received of expected, pending (missing once finished), extra, damaged, bags opened, seal mismatches, koli and kg. */
function IncomingCounts({ doc }: { doc: DocumentRecord | undefined }) {
  const c = doc ? incomingCounts(doc) : null;
  const v = (value: number | string | undefined) => (c ? String(value) : '–');
  const finished = doc ? isFinished(doc) : false;
  return (
    <dl className="grid grid-cols-2 gap-2 border-b border-slate-200 px-4 py-3 text-center sm:grid-cols-4 xl:grid-cols-8" aria-label="Incoming counts" data-testid="incoming-counts">
      <Count label="Received / expected" value={c ? `${c.received} / ${c.expected}` : '–'} testId="received" wide />
      {finished ? (
        <Count label="Missing" value={v(c?.missing)} testId="missing" tone={c?.missing ? 'alert' : null} />
      ) : (
        <Count label="Pending" value={v(c?.pending)} testId="pending" />
      )}
      <Count label="Extra" value={v(c?.extra)} testId="extra" tone={c?.extra ? 'warn' : null} />
      <Count label="Damaged" value={v(c?.damaged)} testId="damaged" tone={c?.damaged ? 'warn' : null} />
      <Count label="Bags opened" value={c ? `${c.bagsOpened} / ${c.bags}` : '–'} testId="bags" />
      <Count label="Seal mismatches" value={v(c?.sealMismatches)} testId="seals" tone={c?.sealMismatches ? 'warn' : null} />
      <Count label="Koli · kg received" value={c ? `${c.koli} · ${c.weight}` : '–'} testId="load" />
    </dl>
  );
}
