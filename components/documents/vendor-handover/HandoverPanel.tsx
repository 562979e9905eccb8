import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/input-class';
import { actionRefusal } from '@/components/document/DocumentActionButton';
import { StageBadge } from '@/components/document/DocumentBadges';
import { PrintButtons } from '@/components/document/PrintButtons';
import { newestDocument } from '@/components/document/use-document-scanning';
import { formatDateTime, formatValue } from '@/components/resource/format';
import { LazyCameraScanner } from '@/components/scan/LazyCameraScanner';
import { LatestScans, ScanFeed } from '@/components/scan/ScanFeed';
import { ScanField } from '@/components/scan/ScanField';
import { useScanFocus } from '@/components/scan/use-scan-focus';
import { useDocumentOne } from '@/hooks/documents/use-document';
import { vendorHandoverDocument } from '@/lib/resources/documents/vendor-handover';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { ResourceRecord } from '@/services/resource/client';
import { HandOverDialog } from './HandOverDialog';
import { COST_INVALID, COST_NOT_SENT, VENDOR_AWB_MAX, handoverReference, handoverVendor, parseRupiah } from './handover-format';
import { HandoverLines, type ItemChange } from './HandoverLines';
import type { HandoverScan, HandoverScanning } from './use-handover-scanning';

/*
 * The hand-over being filled: its number, the vendor and the partner's reference, its running counts
 * with the cost total; the scan box for our AWB (focused whenever the dispatcher is done with anything
 * else) with the camera beside it; under it the vendor's AWB — a second box the partner's label is
 * scanned into (or its own camera) — and a cost to enter instead of the vendor's rates: both go with the
 * next AWB scanned, then empty. The feed of the last scans; "Hand over" and the hand-over sheet; what is
 * on it, each line with its vendor AWB and cost to edit, and "Take out".
 */

const def = vendorHandoverDocument;
const NO_LINES: readonly ResourceRecord[] = [];

const COUNTS = [
  ['awb_count', 'awb'],
  ['koli_count', 'koli'],
  ['weight_kg', 'kg'],
  ['cost_total', 'cost'],
] as const;

export interface HandoverPanelProps {
  handoverId: number;
  /** The hand-over as the open list (or the create) showed it, until its detail has loaded. */
  listed?: DocumentRecord;
  scanning: HandoverScanning;
  /** False while scans are in flight: the detail is read again once they have settled. */
  live: boolean;
  onHandedOver: (handover: DocumentRecord) => void;
  onLeave: () => void;
}

export function HandoverPanel({ handoverId, listed, scanning, live, onHandedOver, onLeave }: HandoverPanelProps) {
  const detail = useDocumentOne(def, handoverId, { enabled: live });
  const doc = newestDocument(detail.data, scanning.answers.get(handoverId)) ?? listed;
  const lines = detail.data?.lines?.awbs ?? NO_LINES;
  const number = doc?.number ?? `#${handoverId}`;

  const { inputRef, focus, focusAfterDialog } = useScanFocus();
  const vendorAwbRef = useRef<HTMLInputElement>(null);
  const costRef = useRef<HTMLInputElement>(null);
  const [costInvalid, setCostInvalid] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [vendorCameraOpen, setVendorCameraOpen] = useState(false);
  const [handingOver, setHandingOver] = useState(false);

  const { entries, enqueue, refuse } = scanning;
  const scanBlocked = actionRefusal(doc, 'scan');
  const bookBlocked = scanning.busy ? 'Wait until every scan is answered' : doc ? actionRefusal(doc, 'book') : 'Loading the hand-over…';
  const base = { docId: handoverId, docNumber: number };

  /** Lines with a change or a take-out not answered yet. */
  const waiting = useMemo(() => {
    const out = new Map<string, string>();
    for (const e of entries) {
      if (e.outcome === 'pending' && e.job?.docId === handoverId && e.job.action !== 'scan') out.set(e.code.toUpperCase(), e.job.action === 'takeOut' ? 'Taking out…' : 'Saving…');
    }
    return out;
  }, [entries, handoverId]);

  const clearExtras = () => {
    if (vendorAwbRef.current) vendorAwbRef.current.value = '';
    if (costRef.current) costRef.current.value = '';
    setCostInvalid(false);
  };

  /** Our AWB scanned: with the vendor's AWB and the cost as they stand now (read at once: a burst must not carry them on). */
  const scan = (code: string) => {
    const vendorAwb = vendorAwbRef.current?.value.trim() ?? '';
    const cost = parseRupiah(costRef.current?.value ?? '');
    const awb: HandoverScan = { ...base, action: 'scan', code, before: doc };
    if (vendorAwb) awb.vendorAwb = vendorAwb;
    if (cost === 'invalid') {
      setCostInvalid(true);
      refuse(awb, COST_NOT_SENT);
      return;
    }
    if (cost !== null) awb.cost = cost;
    enqueue(awb);
    clearExtras();
  };

  const setItem = ({ awb, vendorAwb, cost }: ItemChange) => enqueue({ ...base, action: 'setItem', code: awb, vendorAwb, cost, before: doc });
  const takeOut = (awb: string) => {
    enqueue({ ...base, action: 'takeOut', code: awb, before: doc });
    focus();
  };

  /** Enter in the vendor AWB or the cost: back to the scan box for our AWB (what was typed stays for it); Escape empties it. */
  const extraKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    if (event.key === 'Escape') {
      event.currentTarget.value = '';
      if (event.currentTarget === costRef.current) setCostInvalid(false);
    } else if (event.currentTarget === costRef.current && parseRupiah(event.currentTarget.value) === 'invalid') {
      setCostInvalid(true);
      return;
    }
    focus();
  };

  return (
    <section aria-label={`Hand-over ${number}`} className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="handover-panel" data-document-id={handoverId}>
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-2xl font-bold break-all text-slate-900" data-testid="handover-number">
              {number}
            </span>
            {doc && <StageBadge def={def} stage={doc.stage} />}
          </p>
          <p className="mt-0.5 text-lg text-slate-700" data-testid="handover-vendor">
            {doc ? `→ ${handoverVendor(doc)}` : '…'}
          </p>
          {doc && handoverReference(doc) ? <p className="text-sm text-slate-600">{handoverReference(doc)}</p> : null}
          {doc?.handed_over_at ? <p className="text-sm text-slate-500">Handed over {formatDateTime(String(doc.handed_over_at))}</p> : null}
        </div>
        <Button variant="ghost" onClick={onLeave} className="min-h-10 self-start" data-testid="handover-leave">
          Change hand-over
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-2 border-b border-slate-200 px-4 py-3 text-center sm:grid-cols-4" aria-label="Hand-over counts" data-testid="handover-counts">
        {COUNTS.map(([field, testId]) => (
          <div key={field} className={`rounded-md px-3 py-2 ring-1 ${field === 'cost_total' ? 'bg-sky-50 text-sky-950 ring-sky-200' : 'bg-slate-50 text-slate-900 ring-slate-200'}`}>
            <dt className="text-xs font-medium uppercase opacity-80">{field === 'cost_total' ? 'Cost total' : def.fields[field].label}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`handover-count-${testId}`}>
              {doc ? formatValue(def.fields[field], doc[field] ?? 0) : '–'}
            </dd>
          </div>
        ))}
      </dl>
      {detail.isError && (
        <p role="alert" className="mx-4 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          This hand-over could not be loaded: {apiErrorMessage(detail.error)}
        </p>
      )}
      <div className="grid gap-4 p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0 space-y-3">
          <ScanField label="Scan our AWB" onScan={scan} inputRef={inputRef} disabledReason={scanBlocked} pending={scanning.pending} testId="handover-scan-input">
            <Button onClick={() => setCameraOpen(true)} disabled={Boolean(scanBlocked)} className="min-h-12" data-testid="handover-camera">
              Camera
            </Button>
          </ScanField>
          <fieldset className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2" disabled={Boolean(scanBlocked)}>
            <legend className="px-1 text-xs font-medium text-slate-600">With the next AWB (optional)</legend>
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1 basis-52">
                <label htmlFor={`handover-${handoverId}-vendor-awb`} className="block text-xs font-medium text-slate-600">
                  Vendor AWB
                </label>
                <div className="mt-0.5 flex gap-2">
                  <input
                    ref={vendorAwbRef}
                    id={`handover-${handoverId}-vendor-awb`}
                    name="vendor_awb"
                    type="text"
                    autoComplete="off"
                    autoCorrect="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    enterKeyHint="next"
                    maxLength={VENDOR_AWB_MAX}
                    onKeyDown={extraKeyDown}
                    placeholder="Scan the vendor's label"
                    className={inputClass(false, 'min-h-10 min-w-0 flex-1 font-mono')}
                    data-testid="handover-vendor-awb"
                  />
                  <Button onClick={() => setVendorCameraOpen(true)} className="min-h-10" aria-label="Scan the vendor AWB with the camera" data-testid="handover-vendor-camera">
                    Camera
                  </Button>
                </div>
              </div>
              <div className="w-40 shrink-0">
                <label htmlFor={`handover-${handoverId}-cost`} className="block text-xs font-medium text-slate-600">
                  Cost (Rp)
                </label>
                <input
                  ref={costRef}
                  id={`handover-${handoverId}-cost`}
                  name="cost"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  enterKeyHint="next"
                  onKeyDown={extraKeyDown}
                  onChange={() => setCostInvalid(false)}
                  placeholder="By rates"
                  aria-invalid={costInvalid}
                  aria-describedby={costInvalid ? `handover-${handoverId}-cost-error` : undefined}
                  className={inputClass(costInvalid, 'mt-0.5 min-h-10 text-right tabular-nums')}
                  data-testid="handover-cost"
                />
              </div>
            </div>
            {costInvalid ? (
              <p id={`handover-${handoverId}-cost-error`} className="mt-1 text-xs text-red-600" data-field-error>
                {COST_INVALID}
              </p>
            ) : (
              <p className="mt-1 text-xs text-slate-500">Both go with the next AWB scanned, then empty. No cost: the vendor&apos;s rates price it.</p>
            )}
          </fieldset>
          <ScanFeed
            entries={entries}
            elsewhere={(entry) => entry.job?.docId !== handoverId}
            onRetry={(entry) => {
              scanning.retry(entry);
              focus();
            }}
          />
        </div>
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" onClick={() => setHandingOver(true)} disabledReason={bookBlocked} className="min-h-10" data-testid="handover-book">
              {def.actions.book.label}
            </Button>
            <PrintButtons def={def} ids={[handoverId]} prints={['handover']} number={number} className="min-h-10" onDone={focus} />
          </div>
          <HandoverLines
            rows={lines}
            loading={detail.isPending}
            waiting={waiting}
            editBlocked={actionRefusal(doc, 'setItem')}
            takeOutBlocked={actionRefusal(doc, 'takeOut')}
            onSet={setItem}
            onTakeOut={takeOut}
            onDone={focus}
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
        title={`Scan onto ${number}`}
      >
        <LatestScans entries={entries} />
      </LazyCameraScanner>
      <LazyCameraScanner
        open={vendorCameraOpen}
        onClose={() => {
          setVendorCameraOpen(false);
          focusAfterDialog();
        }}
        onCode={(code) => {
          if (vendorAwbRef.current) vendorAwbRef.current.value = code.slice(0, VENDOR_AWB_MAX);
          setVendorCameraOpen(false);
          focusAfterDialog();
        }}
        title="Scan the vendor's AWB"
      />
      <HandOverDialog
        handover={handingOver && doc ? doc : null}
        withoutVendorAwb={lines.filter((l) => !l.vendor_awb).length}
        onClose={() => {
          setHandingOver(false);
          focusAfterDialog();
        }}
        onHandedOver={(done) => {
          setHandingOver(false);
          onHandedOver(done);
        }}
      />
    </section>
  );
}
