import { DoneNotice } from '@/components/document/DoneNotice';
import { DocumentScanScreen, scanScreenPage, useScanScreen } from '@/components/document/DocumentScanScreen';
import { OpenDocumentPicker, type OpenCard } from '@/components/document/OpenDocumentPicker';
import type { DocumentScanningOptions } from '@/components/document/use-document-scanning';
import { outgoingManifestDocument } from '@/lib/resources/documents/outgoing-manifest';
import { OUTGOING } from '@/lib/resources/documents/screens';
import type { DocumentRecord } from '@/services/documents/document-client';
import { ManifestPanel } from './ManifestPanel';
import { manifestCarrier, manifestDeparture, manifestDestination, manifestLoad } from './manifest-format';
import { NewManifestForm } from './NewManifestForm';

/*
 * Outgoing manifest · add: the dispatcher's scan-first screen at the dock. Pick an open manifest of the
 * office (or open one: destination, moda, carrier, departure), scan its sealed bags and loose AWBs with
 * the hardware scanner or the camera, take off a wrong one, then depart it — every AWB on it goes in
 * transit — and hand the printed manifest over with the load. The manifest being loaded is in the URL
 * (`?manifest=3`): a reload carries on with it.
 */

const def = outgoingManifestDocument;
const SCANNING: DocumentScanningOptions = { def, codeField: 'code', texts: { takeOut: 'Take off', takenOut: 'Taken off the manifest', overridden: 'Loaded anyway' } };

const card = (m: DocumentRecord): OpenCard => ({ to: manifestDestination(m), summary: `${manifestLoad(m, ' · ')} · ${manifestDeparture(m)}` });
const departedSummary = (m: DocumentRecord) => `to ${manifestDestination(m)} · ${manifestCarrier(m)} · ${manifestLoad(m, ' · ')} · ${manifestDeparture(m)}`;

export function OutgoingManifestScanScreen() {
  const screen = useScanScreen('manifest', SCANNING);
  const { id: manifestId, done: departed, scanning, live } = screen;

  return (
    <DocumentScanScreen
      title="Load a manifest"
      description="Pick an open manifest or open one for its destination and carrier, then scan its sealed bags and loose AWBs: each scan is checked at once. Depart it when the load leaves."
      testId="outgoing-manifest-scan"
      ready={screen.ready}
      notice={departed && <DoneNotice def={def} doc={departed} done="departed" summary={departedSummary(departed)} print="manifest" testId="manifest-departed" onDismiss={screen.dismiss} />}
    >
      <OpenDocumentPicker
        def={def}
        noun="manifest"
        listHref={OUTGOING.list}
        officeHint="Your user has no office: choose where the load is handed over."
        activeId={manifestId}
        onSelect={screen.choose}
        answers={scanning.answers}
        live={live}
        card={card}
        newForm={(officeId, onCreated) => <NewManifestForm officeId={officeId} onCreated={onCreated} />}
      />
      {manifestId !== null && (
        <ManifestPanel key={manifestId} manifestId={manifestId} listed={screen.listed} scanning={scanning} live={live} onDeparted={screen.finish} onLeave={() => screen.choose(null)} />
      )}
    </DocumentScanScreen>
  );
}

export const OutgoingManifestScanPage = scanScreenPage(OutgoingManifestScanScreen, 'OutgoingManifestScanPage');
