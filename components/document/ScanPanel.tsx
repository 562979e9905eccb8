import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '@/components/data/Button';
import { formatValue } from '@/components/resource/format';
import { LazyCameraScanner } from '@/components/scan/LazyCameraScanner';
import { OverridePrompt, type OverrideTexts } from '@/components/scan/OverridePrompt';
import { LatestScans, ScanFeed } from '@/components/scan/ScanFeed';
import { ScanField } from '@/components/scan/ScanField';
import { useScanFocus } from '@/components/scan/use-scan-focus';
import { useDocumentOne, type AnyDocument } from '@/hooks/documents/use-document';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import { actionRefusal } from './DocumentActionButton';
import { StageBadge } from './DocumentBadges';
import { PrintButtons } from './PrintButtons';
import { newestDocument, type DocumentScanning, type ScanActionKey } from './use-document-scanning';

/*
 * The document being filled on a scan screen (a bag, a manifest): its number, where it goes and its
 * running counts; the scan box (focused whenever the dispatcher is done with anything else) with the
 * camera beside it, the prompt for a reason and the feed of the last scans; beside them (below, on a
 * narrow screen) its closing action (book: seal, depart) and its print, then what the document's own
 * panel puts there: what is in it, and the dialog that closes it.
 */

export interface ScanPanelOptions {
  /** The document as the open list shows it, until its detail has loaded. */
  listed?: DocumentRecord;
  scanning: DocumentScanning;
  /** False while scans are in flight: the detail is read again once they have settled. */
  live: boolean;
}

/** The document on screen as last read or answered, and the scan box's focus: for the panel and its own parts. */
export function useScanPanel(def: AnyDocument, id: number, { listed, scanning, live }: ScanPanelOptions) {
  const detail = useDocumentOne(def, id, { enabled: live });
  const doc = newestDocument(detail.data, scanning.answers.get(id)) ?? listed;
  const number = doc?.number ?? `#${id}`;
  const focus = useScanFocus();
  const { enqueue } = scanning;
  const send = useCallback((action: ScanActionKey, code: string) => enqueue({ docId: id, docNumber: number, action, code }), [enqueue, id, number]);
  return { id, detail, doc, number, send, scanning, ...focus };
}

export type ScanPanelState = ReturnType<typeof useScanPanel>;

/** The panel's words for one kind of document. */
export interface ScanPanelTexts {
  /** The scan box's label: "Scan an AWB into the bag". */
  scanLabel: string;
  /** How a scan joins it: "into" (a bag), "onto" (a manifest). */
  into: string;
  override: OverrideTexts;
}

export interface ScanPanelProps {
  def: AnyDocument;
  panel: ScanPanelState;
  /** "bag", "manifest": in the words and the test ids (`bag-panel`, `bag-number`, `bag-scan-input` …). */
  noun: string;
  texts: ScanPanelTexts;
  /** Under the number: where it goes, and how. */
  details: ReactNode;
  /** The running counts, each a header field and its test id's end (`['awb_count', 'awb']` → `bag-count-awb`). */
  counts: readonly (readonly [field: string, id: string])[];
  /** The counts' grid columns (a literal class, for Tailwind to see): "grid-cols-3". */
  countsClassName: string;
  onLeave: () => void;
  /** Its closing action (book: seal, depart), which opens the dialog that asks first; the button's test id. */
  book: { onClick: () => void; testId: string };
  /** Its print (the bag's label, the manifest). */
  print: string;
  /** Beside the scan column, under the actions: what is in it, the closing dialog. */
  children: ReactNode;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function ScanPanel({ def, panel, noun, texts, details, counts, countsClassName, onLeave, book, print, children }: ScanPanelProps) {
  const { id, detail, doc, number, send, scanning, inputRef, focus, focusAfterDialog } = panel;
  const [cameraOpen, setCameraOpen] = useState(false);
  const { overrides, giveReason, dropOverride } = scanning;
  const scanBlocked = actionRefusal(doc, 'scan');
  // closing it sends the version last answered: never while a scan may still move it
  const bookBlocked = scanning.busy ? 'Wait until every scan is answered' : doc ? actionRefusal(doc, 'book') : `Loading the ${noun}…`;
  const request = overrides[0];
  const title = capitalised(noun);

  return (
    <section aria-label={`${title} ${number}`} className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid={`${noun}-panel`} data-document-id={id}>
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-2xl font-bold break-all text-slate-900" data-testid={`${noun}-number`}>
              {number}
            </span>
            {doc && <StageBadge def={def} stage={doc.stage} />}
          </p>
          {details}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <dl className={`grid gap-2 text-center ${countsClassName}`} aria-label={`${title} counts`} data-testid={`${noun}-counts`}>
            {counts.map(([field, testId]) => (
              <div key={field} className="min-w-20 rounded-md bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200">
                <dt className="text-xs font-medium text-slate-500 uppercase">{def.fields[field].label}</dt>
                <dd className="text-xl font-semibold text-slate-900 tabular-nums" data-testid={`${noun}-count-${testId}`}>
                  {doc ? formatValue(def.fields[field], doc[field] ?? 0) : '–'}
                </dd>
              </div>
            ))}
          </dl>
          <Button variant="ghost" onClick={onLeave} className="min-h-10" data-testid={`${noun}-leave`}>
            Change {noun}
          </Button>
        </div>
      </div>
      {detail.isError && (
        <p role="alert" className="mx-4 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          This {noun} could not be loaded: {apiErrorMessage(detail.error)}
        </p>
      )}
      <div className="grid gap-4 p-4 md:grid-cols-2">
        <div className="min-w-0 space-y-3">
          <ScanField
            label={texts.scanLabel}
            onScan={(code) => send('scan', code)}
            inputRef={inputRef}
            disabledReason={scanBlocked}
            pending={scanning.pending}
            onEscape={request ? () => dropOverride(request) : undefined}
            testId={`${noun}-scan-input`}
          >
            <Button onClick={() => setCameraOpen(true)} disabled={Boolean(scanBlocked)} className="min-h-12" data-testid={`${noun}-camera`}>
              Camera
            </Button>
          </ScanField>
          {request && (
            <OverridePrompt
              key={`${request.docId}:${request.code}`}
              code={request.code}
              message={request.message}
              elsewhere={request.docId !== id ? `${texts.into} ${request.docNumber}` : null}
              texts={texts.override}
              waiting={overrides.length - 1}
              onSubmit={(reason) => {
                giveReason(request, reason);
                focus();
              }}
              onCancel={() => {
                dropOverride(request);
                focus();
              }}
            />
          )}
          <ScanFeed
            entries={scanning.entries}
            elsewhere={(entry) => entry.job?.docId !== id}
            onRetry={(entry) => {
              scanning.retry(entry);
              focus();
            }}
          />
        </div>
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" onClick={book.onClick} disabledReason={bookBlocked} className="min-h-10" data-testid={book.testId}>
              {def.actions.book.label}
            </Button>
            <PrintButtons def={def} ids={[id]} prints={[print]} number={number} className="min-h-10" onDone={focus} />
          </div>
          {children}
        </div>
      </div>
      <LazyCameraScanner
        open={cameraOpen}
        onClose={() => {
          setCameraOpen(false);
          focusAfterDialog();
        }}
        onCode={(code) => send('scan', code)}
        title={`Scan ${texts.into} ${number}`}
      >
        <LatestScans entries={scanning.entries} />
      </LazyCameraScanner>
    </section>
  );
}
