import Link from 'next/link';
import { useCallback, useRef, useState } from 'react';
import { PageHeader } from '@/components/data/PageHeader';
import { scanScreenPage, useActiveDocument } from '@/components/document/DocumentScanScreen';
import { DELIVERY_STATUS } from '@/lib/resources/documents/screens';
import type { DocumentRecord } from '@/services/documents/document-client';
import { AwbEntry } from './AwbEntry';
import { OfficeChoice, useOfficeChoice } from './OfficeChoice';
import { RunsheetPicker } from './RunsheetPicker';
import { RunsheetResults, type RowDraftStore } from './RunsheetResults';
import { SavedLog } from './SavedLog';

/*
 * Delivery status (POD) · add: the dispatcher at the branch entering the courier's results when they
 * come back, or a supervisor on a tablet. Two ways in: by runsheet — pick a runsheet out for delivery,
 * set each AWB still to enter Delivered or Failed and save them all at once; or by AWB — scan the AWB
 * and enter its result. Every result saved is said above ("AWB … delivered — POD-…"). The runsheet
 * being entered is in the URL (`?runsheet=7`): a reload carries on with it.
 */

type Mode = 'runsheet' | 'awb';

const MODES: readonly { value: Mode; label: string; hint: string }[] = [
  { value: 'runsheet', label: 'By runsheet', hint: 'A courier back with a runsheet: enter all its AWBs' },
  { value: 'awb', label: 'By AWB', hint: 'Scan one AWB and enter its result' },
];

export function DeliveryStatusScreen() {
  const active = useActiveDocument('runsheet');
  const office = useOfficeChoice();
  const [mode, setMode] = useState<Mode>('runsheet');
  const [saved, setSaved] = useState<DocumentRecord[]>([]);
  // the rows entered per runsheet, kept while the dispatcher looks at another one
  const drafts = useRef<RowDraftStore>(new Map());
  const onSaved = useCallback((doc: DocumentRecord) => setSaved((all) => [doc, ...all.filter((d) => d.id !== doc.id)].slice(0, 200)), []);
  const { choose } = active;
  const leave = useCallback(() => choose(null), [choose]);

  return (
    <section data-testid="delivery-status-entry">
      <PageHeader
        title="Delivery results (POD)"
        description="Enter what became of each AWB out for delivery: delivered (who received it, their signature or a photo, the COD collected) or failed (why, and whether it goes out again or back to the shipper)."
        actions={
          <Link href={DELIVERY_STATUS.cancel} className="text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900">
            Cancel a result entered by mistake
          </Link>
        }
      />
      <div className="space-y-4">
        <OfficeChoice state={office} hint="Your user has no office: choose the branch office where the results are entered." testId="pod-office" />
        <SavedLog saved={saved} />
        <div role="tablist" aria-label="How to enter the results" className="grid grid-cols-2 gap-2 sm:inline-grid sm:w-auto">
          {MODES.map((m) => (
            <button
              key={m.value}
              type="button"
              role="tab"
              aria-selected={mode === m.value}
              onClick={() => setMode(m.value)}
              className={`min-h-12 rounded-md border px-4 py-2 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500 ${
                mode === m.value ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400'
              }`}
              data-testid={`pod-mode-${m.value}`}
            >
              <span className="block text-sm font-semibold">{m.label}</span>
              <span className={`block text-xs ${mode === m.value ? 'text-slate-200' : 'text-slate-500'}`}>{m.hint}</span>
            </button>
          ))}
        </div>
        {!active.ready ? (
          <p className="text-sm text-slate-500">Loading…</p>
        ) : mode === 'runsheet' ? (
          <div role="tabpanel" aria-label="By runsheet" className="space-y-4">
            <RunsheetPicker officeId={office.officeId} officeLoading={office.loading} activeId={active.id} onSelect={active.choose} />
            {active.id !== null && <RunsheetResults key={active.id} runsheetId={active.id} store={drafts.current} listed={active.listed} officeId={office.officeId} onSaved={onSaved} onLeave={leave} />}
          </div>
        ) : (
          <div role="tabpanel" aria-label="By AWB">
            <AwbEntry officeId={office.officeId} onSaved={onSaved} />
          </div>
        )}
      </div>
    </section>
  );
}

export const DeliveryStatusPage = scanScreenPage(DeliveryStatusScreen, 'DeliveryStatusPage');
