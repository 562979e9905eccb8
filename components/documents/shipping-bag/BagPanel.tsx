import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/data/Button';
import { actionState } from '@/components/document/DocumentActionButton';
import { LazyCameraScanner } from '@/components/scan/LazyCameraScanner';
import { LatestScans, ScanFeed } from '@/components/scan/ScanFeed';
import { ScanField } from '@/components/scan/ScanField';
import { useDocumentOne } from '@/hooks/documents/use-document';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import { BagHeader } from './BagHeader';
import { BagItemsTable } from './BagItemsTable';
import { OverridePrompt } from './OverridePrompt';
import { PrintLabelButton } from './PrintLabelButton';
import { SealBagDialog } from './SealBagDialog';
import { newestBag, type BagAction, type BagScanning } from './use-bag-scanning';

/*
 * The bag being filled: its number, destination and counts; the scan box (focused whenever the
 * dispatcher is done with anything else) with the camera beside it; the feed of the last scans; what
 * is in the bag, each AWB with "Take out"; and closing it with its seal.
 */

const def = shippingBagDocument;

/** A dialog gives the focus back to its opener when its leave transition (150 ms) ends: the scan box takes it after that. */
const DIALOG_LEAVE_MS = 200;

export interface BagPanelProps {
  bagId: number;
  /** The bag as the open bags' list shows it, until its detail has loaded. */
  listed?: DocumentRecord;
  scanning: BagScanning;
  /** False while scans are in flight: the detail is read again once they have settled. */
  live: boolean;
  onSealed: (bag: DocumentRecord) => void;
  onLeave: () => void;
}

export function BagPanel({ bagId, listed, scanning, live, onSealed, onLeave }: BagPanelProps) {
  const detail = useDocumentOne(def, bagId, { enabled: live });
  const bag = newestBag(detail.data, scanning.answers.get(bagId)) ?? listed;
  const number = bag?.number ?? `#${bagId}`;

  const scanInput = useRef<HTMLInputElement>(null);
  const focusScan = useCallback(() => scanInput.current?.focus({ preventScroll: true }), []);
  const focusAfterDialog = useCallback(() => {
    focusScan();
    window.setTimeout(focusScan, DIALOG_LEAVE_MS);
  }, [focusScan]);
  useEffect(() => focusScan(), [focusScan]);

  const [cameraOpen, setCameraOpen] = useState(false);
  const [sealing, setSealing] = useState(false);

  const { enqueue, overrides, giveReason, dropOverride } = scanning;
  const send = useCallback((action: BagAction, awb: string) => enqueue({ bagId, bagNumber: number, action, awb }), [enqueue, bagId, number]);
  const scanBlocked = refusal(bag, 'scan');
  const sealBlocked = scanning.busy ? 'Wait until every scan is answered' : bag ? refusal(bag, 'book') : 'Loading the bag…';
  const request = overrides[0];

  return (
    <section aria-label={`Bag ${number}`} className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="bag-panel" data-bag-id={bagId}>
      <BagHeader
        bag={bag}
        fallbackNumber={number}
        actions={
          <Button variant="ghost" onClick={onLeave} className="min-h-10" data-testid="bag-leave">
            Change bag
          </Button>
        }
      />
      {detail.isError && (
        <p role="alert" className="mx-4 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          This bag could not be loaded: {apiErrorMessage(detail.error)}
        </p>
      )}
      <div className="grid gap-4 p-4 md:grid-cols-2">
        <div className="min-w-0 space-y-3">
          <ScanField
            label="Scan an AWB into the bag"
            onScan={(awb) => send('scan', awb)}
            inputRef={scanInput}
            disabledReason={scanBlocked}
            pending={scanning.pending}
            onEscape={request ? () => dropOverride(request) : undefined}
            testId="bag-scan-input"
          >
            <Button onClick={() => setCameraOpen(true)} disabled={Boolean(scanBlocked)} className="min-h-12" data-testid="bag-camera">
              Camera
            </Button>
          </ScanField>
          {request && (
            <OverridePrompt
              key={`${request.bagId}:${request.awb}`}
              request={request}
              currentBagId={bagId}
              waiting={overrides.length - 1}
              onSubmit={(reason) => {
                giveReason(request, reason);
                focusScan();
              }}
              onCancel={() => {
                dropOverride(request);
                focusScan();
              }}
            />
          )}
          <ScanFeed
            entries={scanning.entries}
            elsewhere={(entry) => entry.job?.bagId !== bagId}
            onRetry={(entry) => {
              scanning.retry(entry);
              focusScan();
            }}
          />
        </div>
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" onClick={() => setSealing(true)} disabledReason={sealBlocked} className="min-h-10" data-testid="bag-seal">
              Close and seal
            </Button>
            <PrintLabelButton bagId={bagId} number={number} onDone={focusScan} />
          </div>
          <BagItemsTable
            rows={detail.data?.lines?.items ?? []}
            loading={detail.isPending}
            onTakeOut={(awb) => {
              send('takeOut', awb);
              focusScan();
            }}
            takeOutBlocked={refusal(bag, 'takeOut')}
          />
        </div>
      </div>
      <LazyCameraScanner
        open={cameraOpen}
        onClose={() => {
          setCameraOpen(false);
          focusAfterDialog();
        }}
        onCode={(awb) => send('scan', awb)}
        title={`Scan into ${number}`}
      >
        <LatestScans entries={scanning.entries} />
      </LazyCameraScanner>
      <SealBagDialog
        bag={sealing && bag ? bag : null}
        onClose={() => {
          setSealing(false);
          focusAfterDialog();
        }}
        onSealed={(sealed) => {
          setSealing(false);
          onSealed(sealed);
        }}
      />
    </section>
  );
}

/** The server's reason an action is not possible on the bag now; null while it may (or is not known yet). */
function refusal(bag: DocumentRecord | undefined, key: string): string | null {
  if (!bag?.actions) return null;
  const state = actionState(bag, key);
  return state.can ? null : (state.reason ?? 'Not possible now');
}
