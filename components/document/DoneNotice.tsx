import { useEffect, useRef } from 'react';
import { Button } from '@/components/data/Button';
import type { AnyDocument } from '@/hooks/documents/use-document';
import type { DocumentRecord } from '@/services/documents/document-client';
import { PrintButtons } from './PrintButtons';

export interface DoneNoticeProps {
  def: AnyDocument;
  /** The document as the closing action answered it. */
  doc: DocumentRecord;
  /** After its number: "sealed", "departed". */
  done: string;
  /** What it holds: "Seal S-1 · to Surabaya · 12 AWBs · …". */
  summary: string;
  /** Its print to hand on with it (the bag's label, the manifest). */
  print: string;
  /** `bag-sealed`; its dismiss button `${testId}-dismiss`. */
  testId: string;
  onDismiss: () => void;
}

/** The document a scan screen just closed (a bag sealed, a manifest departed): what it holds, and its print. */
export function DoneNotice({ def, doc, done, summary, print, testId, onDismiss }: DoneNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-4" data-testid={testId}>
      <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-emerald-800 focus:outline-none">
        <span className="font-mono">{doc.number}</span> {done}
      </h2>
      <p className="mt-1 text-sm text-emerald-900">{summary}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <PrintButtons def={def} ids={[doc.id]} prints={[print]} number={doc.number} className="min-h-10" />
        <Button onClick={onDismiss} className="min-h-10" data-testid={`${testId}-dismiss`}>
          Done
        </Button>
      </div>
    </div>
  );
}
