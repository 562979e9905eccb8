import { useState } from 'react';
import { actionRefusal } from '@/components/document/DocumentActionButton';
import { statusLabel } from '@/components/document/document-format';
import { ScanPanel, useScanPanel, type ScanPanelOptions, type ScanPanelTexts } from '@/components/document/ScanPanel';
import { CodeCell, ScannedLinesTable, labelColumn, numberColumn, type LineColumn } from '@/components/document/ScannedLinesTable';
import { formatValue } from '@/components/resource/format';
import { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { ResourceRecord } from '@/services/resource/client';
import { DispatchDialog } from './DispatchDialog';
import { runsheetCod, runsheetCrew, runsheetOut } from './runsheet-format';

/*
 * The runsheet being loaded: its number, the courier and vehicle, the COD to collect in large figures
 * and the running counts; the scan box with the camera and the feed (ScanPanel); what is on it — each
 * AWB with its receiver, address and COD, and "Take out" while it is open; "Dispatch" once it is loaded,
 * and the DRS to print.
 */

const def = deliveryRunsheetDocument;
const line = def.lines!.awbs.fields;

const hasCod = (row: ResourceRecord) => Number(row.cod_amount ?? 0) > 0;

/** The receiver as the courier needs them: name, phone, address. */
function Receiver({ row }: { row: ResourceRecord }) {
  return (
    <span className="block min-w-48 whitespace-normal">
      <span className="block font-medium text-slate-900">{row.consignee_name ? String(row.consignee_name) : '–'}</span>
      {row.consignee_phone ? <span className="block text-xs text-slate-600 tabular-nums">{String(row.consignee_phone)}</span> : null}
      {row.consignee_address ? <span className="block text-xs text-slate-500">{String(row.consignee_address)}</span> : null}
    </span>
  );
}

const AWB_COLUMNS: LineColumn[] = [
  {
    key: 'awb',
    label: line.awb.label,
    render: (row) => <CodeCell code={String(row.awb)} note={row.result && row.result !== 'PENDING' ? statusLabel(String(row.result)) : null} noteTone={row.result === 'FAILED' ? 'text-red-700' : 'text-emerald-700'} />,
  },
  { key: 'consignee_name', label: line.consignee_name.label, wraps: true, render: (row) => <Receiver row={row} /> },
  labelColumn(line, 'destination_area_id'),
  numberColumn(line, 'koli_count'),
  numberColumn(line, 'weight_kg'),
  {
    key: 'cod_amount',
    label: line.cod_amount.label,
    numeric: true,
    render: (row) =>
      hasCod(row) ? (
        <span className="font-semibold text-amber-800" data-testid="runsheet-awb-cod">
          {formatValue(line.cod_amount, row.cod_amount)}
        </span>
      ) : (
        <span className="text-slate-400">
          –<span className="sr-only"> no COD</span>
        </span>
      ),
  },
];

const COUNTS = [
  ['awb_count', 'awb'],
  ['koli_count', 'koli'],
  ['weight_kg', 'kg'],
] as const;

const TEXTS: ScanPanelTexts = {
  scanLabel: 'Scan an AWB onto the runsheet',
  into: 'onto',
  override: { reasonLabel: 'Reason to take it anyway', submitLabel: 'Take it anyway', required: 'Say why it goes onto this runsheet, or put it aside.' },
};

export interface RunsheetPanelProps extends ScanPanelOptions {
  runsheetId: number;
  onDispatched: (runsheet: DocumentRecord) => void;
  onLeave: () => void;
}

export function RunsheetPanel({ runsheetId, listed, scanning, live, onDispatched, onLeave }: RunsheetPanelProps) {
  const panel = useScanPanel(def, runsheetId, { listed, scanning, live });
  const { doc: runsheet, detail, send, focus, focusAfterDialog } = panel;
  const [dispatching, setDispatching] = useState(false);
  const out = runsheet ? runsheetOut(runsheet) : null;

  return (
    <ScanPanel
      def={def}
      panel={panel}
      noun="runsheet"
      texts={TEXTS}
      counts={COUNTS}
      countsClassName="grid-cols-3"
      onLeave={onLeave}
      book={{ onClick: () => setDispatching(true), testId: 'runsheet-dispatch' }}
      print="runsheet"
      details={
        <>
          <p className="mt-0.5 text-lg text-slate-700" data-testid="runsheet-crew">
            {runsheet ? runsheetCrew(runsheet) : '…'}
          </p>
          {out && <p className="text-sm text-slate-500">{out}</p>}
          <p className="mt-2 inline-flex flex-wrap items-baseline gap-x-3 rounded-md bg-amber-50 px-3 py-1.5 ring-1 ring-amber-300" aria-live="polite">
            <span className="text-xs font-medium text-amber-800 uppercase">{def.fields.cod_total.label}</span>
            <span className="text-2xl font-bold text-amber-900 tabular-nums" data-testid="runsheet-cod">
              {runsheet ? runsheetCod(runsheet) : '–'}
            </span>
          </p>
        </>
      }
    >
      <ScannedLinesTable
        title="On the runsheet"
        rows={detail.data?.lines?.awbs ?? []}
        loading={detail.isPending}
        emptyText="Nothing on it yet: scan the AWBs the courier takes out."
        columns={AWB_COLUMNS}
        codeOf={(row) => String(row.awb)}
        codeAttribute="awb"
        takeOutLabel="Take out"
        onTakeOut={(awb) => {
          send('takeOut', awb);
          focus();
        }}
        takeOutBlocked={actionRefusal(runsheet, 'takeOut')}
        testId="runsheet-awbs"
        rowTestId="runsheet-awb"
      />
      <DispatchDialog
        runsheet={dispatching && runsheet ? runsheet : null}
        onClose={() => {
          setDispatching(false);
          focusAfterDialog();
        }}
        onDispatched={(dispatched) => {
          setDispatching(false);
          onDispatched(dispatched);
        }}
      />
    </ScanPanel>
  );
}
