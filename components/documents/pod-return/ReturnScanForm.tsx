import { ReceiveByNumberForm } from '@/components/document/ReceiveByNumberForm';
import { podReceptionDocument } from '@/lib/resources/documents/pod-reception';
import type { DocumentRecord } from '@/services/documents/document-client';
import { receptionCounts, receptionOrigin } from './pod-format';

/** Receiving paper PODs starts with the POD return's cover sheet: its papers become what is expected. */
export function ReturnScanForm({ officeId, onCreated }: { officeId: number | null; onCreated: (reception: DocumentRecord) => void }) {
  return (
    <ReceiveByNumberForm
      def={podReceptionDocument}
      sourceField="pod_return"
      numberField="pod_return_number"
      officeId={officeId}
      onCreated={onCreated}
      accepted={(reception) => `Receiving ${reception.number} from ${receptionOrigin(reception)}: ${receptionCounts(reception).expected} PODs expected`}
      texts={{
        label: "Scan the POD return's cover sheet",
        placeholder: 'POD return number, then Enter',
        hint: 'The barcode on the cover sheet that came with the papers: its PODs become what is expected here.',
        action: 'POD return',
        feedLabel: 'POD returns scanned',
      }}
      testId="new-reception-form"
      inputTestId="reception-return-input"
    />
  );
}
