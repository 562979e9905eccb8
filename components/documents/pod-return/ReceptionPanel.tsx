import { useState } from 'react';
import { Button } from '@/components/data/Button';
import { actionRefusal } from '@/components/document/DocumentActionButton';
import { statusLabel } from '@/components/document/document-format';
import { newestDocument, type DocumentScanning } from '@/components/document/use-document-scanning';
import { formatDateTime, formatField } from '@/components/resource/format';
import { LazyCameraScanner } from '@/components/scan/LazyCameraScanner';
import { LatestScans, ScanFeed } from '@/components/scan/ScanFeed';
import { ScanField } from '@/components/scan/ScanField';
import { useScanFocus } from '@/components/scan/use-scan-focus';
import { useDocumentOne } from '@/hooks/documents/use-document';
import { podReceptionDocument } from '@/lib/resources/documents/pod-reception';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { ResourceRecord } from '@/services/resource/client';
import { FinishReceptionDialog } from './FinishReceptionDialog';
import { OutstandingPods } from './OutstandingPods';
import { RESULT_TONES, isFinished, receptionCounts, receptionOrigin, receptionReturn, type PaperFilter } from './pod-format';
import { ReceptionLines } from './ReceptionLines';

/*
 * The reception being worked: the POD return it receives and where from, its big running counts; one
 * scan box (focused whenever the clerk is done with anything else) with the camera beside it — the AWB
 * barcode on each paper in hand; the feed of the last scans; "Finish receiving" while it is being
 * received; its papers with a quick filter. After the finish it stays workable: a missing paper that
 * turns up is scanned in the same way. Under it, what is still outstanding at the reception's branch.
 */

const def = podReceptionDocument;
const NO_LINES: readonly ResourceRecord[] = [];

export interface ReceptionPanelProps {
  receptionId: number;
  /** The reception as the open list (or the create) showed it, until its detail has loaded. */
  listed?: DocumentRecord;
  scanning: DocumentScanning;
  /** False while scans are in flight: the detail is read again once they have settled. */
  live: boolean;
  onFinished: (reception: DocumentRecord) => void;
  onLeave: () => void;
}

export function ReceptionPanel({ receptionId, listed, scanning, live, onFinished, onLeave }: ReceptionPanelProps) {
  const detail = useDocumentOne(def, receptionId, { enabled: live });
  // the finish's answer, ahead of the read it triggers
  const [booked, setBooked] = useState<DocumentRecord | undefined>(undefined);
  const doc = newestDocument(newestDocument(detail.data, scanning.answers.get(receptionId)), booked) ?? listed;
  const items = detail.data?.lines?.items ?? listed?.lines?.items ?? NO_LINES;
  const number = doc?.number ?? `#${receptionId}`;

  const { inputRef, focus, focusAfterDialog } = useScanFocus();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [filter, setFilter] = useState<PaperFilter>('all');
  const [finishing, setFinishing] = useState(false);
  const { entries, enqueue } = scanning;

  const scanBlocked = actionRefusal(doc, 'scan');
  const finished = doc ? isFinished(doc) : false;
  const bookBlocked = scanning.busy ? 'Wait until every scan is answered' : doc ? actionRefusal(doc, 'book') : 'Loading the reception…';
  const scan = (code: string) => enqueue({ docId: receptionId, docNumber: number, action: 'scan', code });
  const branchId = doc?.branch_id ? Number(doc.branch_id) : null;

  return (
    <>
      <section aria-label={`Reception ${number}`} className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="reception-panel" data-document-id={receptionId}>
        <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-2xl font-bold break-all text-slate-900" data-testid="reception-number">
                {number}
              </span>
              {doc?.status && (
                <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${RESULT_TONES[doc.status] ?? RESULT_TONES.PENDING}`} data-testid="reception-status" data-status={doc.status}>
                  {statusLabel(doc.status)}
                </span>
              )}
            </p>
            <p className="mt-0.5 text-lg text-slate-700" data-testid="reception-return">
              {doc ? (
                <>
                  POD return <span className="font-mono">{receptionReturn(doc)}</span> from {receptionOrigin(doc)}
                </>
              ) : (
                '…'
              )}
            </p>
            {doc?.office_id ? <p className="text-sm text-slate-500">Received at {formatField(def.fields.office_id, 'office_id', doc)}</p> : null}
          </div>
          <Button variant="ghost" onClick={onLeave} className="min-h-10 self-start" data-testid="reception-leave">
            Change reception
          </Button>
        </div>
        <ReceptionCounts doc={doc} />
        {detail.isError && (
          <p role="alert" className="mx-4 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            This reception could not be loaded: {apiErrorMessage(detail.error)}
          </p>
        )}
        <div className="grid gap-4 p-4 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="min-w-0 space-y-3">
            <ScanField label="Scan the AWB on a paper POD" onScan={scan} inputRef={inputRef} disabledReason={scanBlocked} pending={scanning.pending} testId="reception-scan-input">
              <Button onClick={() => setCameraOpen(true)} disabled={Boolean(scanBlocked)} className="min-h-12" data-testid="reception-camera">
                Camera
              </Button>
            </ScanField>
            <ScanFeed
              entries={entries}
              elsewhere={(entry) => entry.job?.docId !== receptionId}
              onRetry={(entry) => {
                scanning.retry(entry);
                focus();
              }}
            />
          </div>
          <div className="min-w-0 space-y-3">
            {finished ? (
              <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="reception-late-finds">
                Receiving finished{doc?.completed_at ? ` ${formatDateTime(String(doc.completed_at))}` : ''}. A missing paper that turns up is still scanned in here.
              </p>
            ) : (
              doc?.stage !== 'cancelled' && (
                <Button variant="primary" onClick={() => setFinishing(true)} disabledReason={bookBlocked} className="min-h-10" data-testid="reception-finish">
                  {def.actions.book.label}
                </Button>
              )
            )}
            <ReceptionLines
              items={items}
              loading={detail.isPending && !items.length}
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
        <FinishReceptionDialog
          reception={finishing && doc ? doc : null}
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
      {branchId !== null && (
        <OutstandingPods
          title="Still outstanding"
          branchId={branchId}
          branchLabel={doc?.branch_id_label ? String(doc.branch_id_label) : null}
          live={live}
          hint="Delivered AWBs booked here whose customer needs the signed paper, not back yet: in a return on its way, or not sent back at all."
          testId="pod-outstanding"
        />
      )}
    </>
  );
}

interface CountProps {
  label: string;
  value: string;
  testId: string;
  /** Tinted when it wants attention (something missing). */
  alert?: boolean;
  wide?: boolean;
}

function Count({ label, value, testId, alert, wide }: CountProps) {
  return (
    <div className={`rounded-md px-3 py-2 ring-1 ${alert ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-slate-50 text-slate-900 ring-slate-200'} ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-xs font-medium uppercase opacity-80">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={`reception-count-${testId}`}>
        {value}
      </dd>
    </div>
  );
}

/** The big running counts: received of expected, then pending — missing once finished. */
function ReceptionCounts({ doc }: { doc: DocumentRecord | undefined }) {
  const c = doc ? receptionCounts(doc) : null;
  const finished = doc ? isFinished(doc) : false;
  return (
    <dl className="grid grid-cols-2 gap-2 border-b border-slate-200 px-4 py-3 text-center sm:grid-cols-3" aria-label="Reception counts" data-testid="reception-counts">
      <Count label="Received / expected" value={c ? `${c.received} / ${c.expected}` : '–'} testId="received" wide />
      <Count label="Pending" value={c ? String(c.pending) : '–'} testId="pending" />
      <Count label="Missing" value={c ? String(c.missing) : '–'} testId="missing" alert={finished && Boolean(c?.missing)} />
    </dl>
  );
}
