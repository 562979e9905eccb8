import { useState } from 'react';
import { actionRefusal } from '@/components/document/DocumentActionButton';
import { ScanPanel, useScanPanel, type ScanPanelOptions, type ScanPanelTexts } from '@/components/document/ScanPanel';
import { CodeCell, ScannedLinesTable, labelColumn, type LineColumn } from '@/components/document/ScannedLinesTable';
import { formatField, formatValue } from '@/components/resource/format';
import { podReturnDocument } from '@/lib/resources/documents/pod-return';
import type { DocumentRecord } from '@/services/documents/document-client';
import { OutstandingPods, type OutstandingState } from './OutstandingPods';
import { returnDestination, scannedCode, text } from './pod-format';
import { SendReturnDialog } from './SendReturnDialog';

/*
 * The POD return being put together: its number, the origin branch the papers go back to and how, its
 * count; the scan box with the camera and the feed (ScanPanel) — each signed paper POD's AWB barcode;
 * "Send" once they are all in, and the cover sheet to print; the papers in it, each with "Take out".
 * Under it, the outstanding paper PODs of that branch: a row not in any return goes in with one click.
 */

const def = podReturnDocument;
const lineFields = def.lines!.awbs.fields;
const POD_COLUMNS: LineColumn[] = [
  { key: 'awb', label: lineFields.awb.label, render: (row) => <CodeCell code={String(row.awb)} note={row.receiver_name ? `Received by ${String(row.receiver_name)}` : null} /> },
  labelColumn(lineFields, 'customer_id'),
  { key: 'consignee_name', label: lineFields.consignee_name.label, wraps: true, render: (row) => text(row.consignee_name) ?? '–' },
  { key: 'delivered_at', label: lineFields.delivered_at.label, render: (row) => formatValue(lineFields.delivered_at, row.delivered_at) },
];
const COUNTS = [['awb_count', 'pod']] as const;
const TEXTS: ScanPanelTexts = {
  scanLabel: 'Scan the AWB on a signed paper POD',
  into: 'into',
  // never asked: no paper goes in "anyway"
  override: { reasonLabel: 'Reason', submitLabel: 'Add it anyway', required: 'Say why, or put the paper aside.' },
};

export interface PodReturnPanelProps extends ScanPanelOptions {
  returnId: number;
  onSent: (podReturn: DocumentRecord) => void;
  onLeave: () => void;
}

export function PodReturnPanel({ returnId, listed, scanning, live, onSent, onLeave }: PodReturnPanelProps) {
  const panel = useScanPanel(def, returnId, { listed, scanning, live });
  const { doc, detail, number, send, focus, focusAfterDialog } = panel;
  const [sending, setSending] = useState(false);
  const destinationId = doc?.destination_branch_id ? Number(doc.destination_branch_id) : null;

  /** A row scanned into this return from here: its newest scan or take-out says where it is. */
  const stateOf = (awb: string): OutstandingState => {
    const code = scannedCode(awb);
    const last = scanning.entries.find((e) => e.job?.docId === returnId && scannedCode(e.code) === code);
    if (!last || last.job?.action !== 'scan') return null;
    if (last.outcome === 'pending') return 'pending';
    return last.outcome === 'refused' ? null : 'added';
  };

  return (
    <>
      <ScanPanel
        def={def}
        panel={panel}
        noun="return"
        texts={TEXTS}
        counts={COUNTS}
        countsClassName="grid-cols-1"
        onLeave={onLeave}
        book={{ onClick: () => setSending(true), testId: 'return-send' }}
        print="cover"
        details={
          doc ? (
            <>
              <p className="mt-0.5 text-lg text-slate-700" data-testid="return-destination">
                Back to {returnDestination(doc)}
              </p>
              <p className="text-sm text-slate-600" data-testid="return-sent-via">
                {doc.sent_via ? `Via ${String(doc.sent_via)}` : 'How it travels is not said yet'}
              </p>
              {doc.office_id ? <p className="text-sm text-slate-500">From {formatField(def.fields.office_id, 'office_id', doc)}</p> : null}
            </>
          ) : (
            <p className="mt-0.5 text-lg text-slate-500">…</p>
          )
        }
      >
        <ScannedLinesTable
          title="In the return"
          rows={detail.data?.lines?.awbs ?? listed?.lines?.awbs ?? []}
          loading={detail.isPending}
          emptyText="No paper in it yet: scan the AWB barcode on each signed POD, or add one from the outstanding list."
          columns={POD_COLUMNS}
          codeOf={(row) => String(row.awb)}
          codeAttribute="awb"
          takeOutLabel="Take out"
          onTakeOut={(awb) => {
            send('takeOut', awb);
            focus();
          }}
          takeOutBlocked={actionRefusal(doc, 'takeOut')}
          testId="return-pods"
          rowTestId="return-pod"
        />
        <SendReturnDialog
          podReturn={sending && doc ? doc : null}
          onClose={() => {
            setSending(false);
            focusAfterDialog();
          }}
          onSent={(sent) => {
            setSending(false);
            onSent(sent);
          }}
        />
      </ScanPanel>
      {destinationId !== null && doc && (
        <OutstandingPods
          title="Outstanding paper PODs"
          branchId={destinationId}
          branchLabel={returnDestination(doc)}
          live={live}
          hint="Delivered AWBs booked there whose customer needs the signed paper back, oldest first. Add the ones whose paper you have in hand."
          testId="pod-outstanding"
          add={{
            returnNumber: number,
            blocked: actionRefusal(doc, 'scan'),
            stateOf,
            onAdd: (awb) => {
              send('scan', awb);
              focus();
            },
          }}
        />
      )}
    </>
  );
}
