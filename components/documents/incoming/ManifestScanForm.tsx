import { ReceiveByNumberForm } from '@/components/document/ReceiveByNumberForm';
import { incomingDocument } from '@/lib/resources/documents/incoming';
import type { DocumentRecord } from '@/services/documents/document-client';
import { incomingOrigin } from './incoming-format';

/** Receiving starts with the manifest the driver hands over: its bags and AWBs become what is expected. */
export function ManifestScanForm({ officeId, onCreated }: { officeId: number | null; onCreated: (incoming: DocumentRecord) => void }) {
  return (
    <ReceiveByNumberForm
      def={incomingDocument}
      sourceField="manifest"
      numberField="manifest_number"
      officeId={officeId}
      onCreated={onCreated}
      accepted={(incoming) => `Receiving ${incoming.number} from ${incomingOrigin(incoming)}: ${Number(incoming.expected_count ?? 0)} AWBs expected`}
      texts={{
        label: 'Scan the manifest',
        placeholder: 'Manifest number, then Enter',
        hint: 'The manifest the driver hands over: its bags and AWBs become what is expected here.',
        action: 'Manifest',
        feedLabel: 'Manifests scanned',
      }}
      testId="new-incoming-form"
      inputTestId="incoming-manifest-input"
    />
  );
}
