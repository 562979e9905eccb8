import { DoneNotice } from '@/components/document/DoneNotice';
import { DocumentScanScreen, scanScreenPage, useScanScreen } from '@/components/document/DocumentScanScreen';
import { counted } from '@/components/document/document-format';
import { OpenDocumentPicker, type OpenCard } from '@/components/document/OpenDocumentPicker';
import type { DocumentScanningOptions } from '@/components/document/use-document-scanning';
import { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';
import { DELIVERY_INTERNAL } from '@/lib/resources/documents/screens';
import type { DocumentRecord } from '@/services/documents/document-client';
import { NewRunsheetForm } from './NewRunsheetForm';
import { RunsheetPanel } from './RunsheetPanel';
import { dispatchedSummary, runsheetCod, runsheetCrew, runsheetWeight } from './runsheet-format';

/*
 * Delivery runsheet · add: the dispatcher's scan-first screen where couriers load for their round. Pick
 * an open runsheet of the office (or open one for a courier and a vehicle), scan its AWBs with the
 * hardware scanner or the camera — each is checked at once: here, for a district this branch delivers,
 * on no other runsheet — take out a wrong one, watch the COD the courier is to collect add up, then
 * dispatch it (every AWB out for delivery) and print the DRS the courier carries. The runsheet being
 * loaded is in the URL (`?runsheet=5`): a reload carries on with it.
 */

const def = deliveryRunsheetDocument;
const SCANNING: DocumentScanningOptions = { def, codeField: 'awb', texts: { takeOut: 'Take out', takenOut: 'Taken off the runsheet', overridden: 'Taken anyway' } };

const card = (r: DocumentRecord): OpenCard => ({
  lead: 'Courier',
  to: runsheetCrew(r),
  summary: `${counted(r.awb_count, 'AWB')} · ${runsheetWeight(r)} · COD ${runsheetCod(r)}`,
});

export function RunsheetScanScreen() {
  const screen = useScanScreen('runsheet', SCANNING);
  const { id: runsheetId, done: dispatched, scanning, live } = screen;

  return (
    <DocumentScanScreen
      title="Load a runsheet"
      description="Pick an open runsheet or open one for a courier and vehicle, then scan the AWBs they take out: each scan is checked at once. Dispatch it when the courier leaves, and print the DRS."
      testId="runsheet-scan"
      ready={screen.ready}
      notice={
        dispatched && <DoneNotice def={def} doc={dispatched} done="dispatched" summary={dispatchedSummary(dispatched)} print="runsheet" testId="runsheet-dispatched" onDismiss={screen.dismiss} />
      }
    >
      <OpenDocumentPicker
        def={def}
        noun="runsheet"
        listHref={DELIVERY_INTERNAL.list}
        officeHint="Your user has no office: choose where the couriers load."
        activeId={runsheetId}
        onSelect={screen.choose}
        answers={scanning.answers}
        live={live}
        card={card}
        emptyText="No runsheet is open here: open one for a courier."
        newForm={(officeId, onCreated) => <NewRunsheetForm officeId={officeId} onCreated={onCreated} />}
      />
      {runsheetId !== null && (
        <RunsheetPanel key={runsheetId} runsheetId={runsheetId} listed={screen.listed} scanning={scanning} live={live} onDispatched={screen.finish} onLeave={() => screen.choose(null)} />
      )}
    </DocumentScanScreen>
  );
}

export const RunsheetScanPage = scanScreenPage(RunsheetScanScreen, 'RunsheetScanPage');
