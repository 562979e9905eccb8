import { useDocumentScanning, type DocumentScanning, type DocumentScanningOptions } from '@/components/document/use-document-scanning';

/*
 * The scans of the POD screens: the shared scanning of every scan screen (one queue, the feed, the
 * sounds, the server's last answer), with the paper's AWB as the code. A paper scanned a second time
 * (the server's "already in this return", "already received") is a warning, not a refusal: the paper
 * is where it belongs. No paper goes in "anyway": there is never a reason to ask.
 */

export type PodScanningOptions = Pick<DocumentScanningOptions, 'def' | 'repeat' | 'accepted'> & { texts: { takeOut: string; takenOut: string } };

/** Pass the options as a constant of the module: the callbacks follow them. */
export function usePodScanning({ texts, ...options }: PodScanningOptions): DocumentScanning {
  return useDocumentScanning({ ...options, codeField: 'awb', texts: { ...texts, overridden: 'Taken anyway' } });
}
