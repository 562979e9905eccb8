import { useState } from 'react';
import { actionRefusal } from '@/components/document/DocumentActionButton';
import { ScanPanel, useScanPanel, type ScanPanelOptions, type ScanPanelTexts } from '@/components/document/ScanPanel';
import { CodeCell, ScannedLinesTable, awbLineColumns, labelColumn, numberColumn, type LineColumn } from '@/components/document/ScannedLinesTable';
import { outgoingManifestDocument } from '@/lib/resources/documents/outgoing-manifest';
import type { DocumentRecord } from '@/services/documents/document-client';
import { DepartDialog } from './DepartDialog';
import { manifestCarrier, manifestDeparture, manifestRoute } from './manifest-format';

/*
 * The manifest being loaded: its number, route, carrier, departure and counts; the scan box with the
 * camera and the feed (ScanPanel) — a sealed bag's number or a loose AWB; what is on it, bags and loose
 * AWBs, each with "Take off"; "Depart" once it is loaded, and the manifest to print.
 */

const def = outgoingManifestDocument;
const bagLine = def.lines!.bags.fields;
const BAG_COLUMNS: LineColumn[] = [
  { key: 'bag_number', label: bagLine.bag_number.label, render: (row) => <CodeCell code={String(row.bag_number)} note={row.seal_number ? `Seal ${String(row.seal_number)}` : null} /> },
  labelColumn(bagLine, 'destination_branch_id'),
  numberColumn(bagLine, 'awb_count'),
  numberColumn(bagLine, 'koli_count'),
  numberColumn(bagLine, 'weight_kg'),
];
const AWB_COLUMNS = awbLineColumns(def.lines!.awbs.fields);
const COUNTS = [
  ['bag_count', 'bag'],
  ['awb_count', 'awb'],
  ['koli_count', 'koli'],
  ['weight_kg', 'kg'],
] as const;
const TEXTS: ScanPanelTexts = {
  scanLabel: 'Scan a sealed bag or a loose AWB',
  into: 'onto',
  override: { reasonLabel: 'Reason to load it anyway', submitLabel: 'Load it anyway', required: 'Say why it goes onto this manifest, or put it aside.' },
};

export interface ManifestPanelProps extends ScanPanelOptions {
  manifestId: number;
  onDeparted: (manifest: DocumentRecord) => void;
  onLeave: () => void;
}

export function ManifestPanel({ manifestId, listed, scanning, live, onDeparted, onLeave }: ManifestPanelProps) {
  const panel = useScanPanel(def, manifestId, { listed, scanning, live });
  const { doc: manifest, detail, send, focus, focusAfterDialog } = panel;
  const [departing, setDeparting] = useState(false);
  const lines = {
    loading: detail.isPending,
    takeOutLabel: 'Take off',
    onTakeOut: (code: string) => {
      send('takeOut', code);
      focus();
    },
    takeOutBlocked: actionRefusal(manifest, 'takeOut'),
  };

  return (
    <ScanPanel
      def={def}
      panel={panel}
      noun="manifest"
      texts={TEXTS}
      counts={COUNTS}
      countsClassName="grid-cols-2 sm:grid-cols-4"
      onLeave={onLeave}
      book={{ onClick: () => setDeparting(true), testId: 'manifest-depart' }}
      print="manifest"
      details={
        manifest ? (
          <>
            <p className="mt-0.5 text-lg text-slate-700" data-testid="manifest-route">
              {manifestRoute(manifest)}
            </p>
            <p className="text-sm text-slate-600" data-testid="manifest-carrier">
              {manifestCarrier(manifest)}
            </p>
            <p className="text-sm text-slate-500" data-testid="manifest-departure">
              {manifestDeparture(manifest)}
            </p>
          </>
        ) : (
          <p className="mt-0.5 text-lg text-slate-500">…</p>
        )
      }
    >
      <ScannedLinesTable
        title="Bags"
        rows={detail.data?.lines?.bags ?? []}
        emptyText="No bag on it yet: scan the sealed bags."
        columns={BAG_COLUMNS}
        codeOf={(row) => String(row.bag_number)}
        codeAttribute="bag"
        {...lines}
        testId="manifest-bags"
        rowTestId="manifest-bag"
      />
      <ScannedLinesTable
        title="Loose AWBs"
        rows={detail.data?.lines?.awbs ?? []}
        emptyText="No loose AWB on it."
        columns={AWB_COLUMNS}
        codeOf={(row) => String(row.awb)}
        codeAttribute="awb"
        {...lines}
        testId="manifest-awbs"
        rowTestId="manifest-awb"
      />
      <DepartDialog
        manifest={departing && manifest ? manifest : null}
        onClose={() => {
          setDeparting(false);
          focusAfterDialog();
        }}
        onDeparted={(departed) => {
          setDeparting(false);
          onDeparted(departed);
        }}
      />
    </ScanPanel>
  );
}
