import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { PageHeader } from '@/components/data/PageHeader';
import { AWB_PATTERN, awbDigits, figure, useDraftLookup, type DraftLookup } from '@/hooks/documents/use-integration-booking';
import { useShipmentPrint } from '@/hooks/documents/use-shipment-entry';
import { AppLayout } from '@/layouts/AppLayout';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { AppPage } from '@/types/page';
import { IntegrationBookingDone } from './IntegrationBookingDone';
import { IntegrationBookingPanel, type PanelControls } from './IntegrationBookingPanel';
import { IntegrationBookingScan, scanNotice, type ScanNotice } from './IntegrationBookingScan';
import { IntegrationBookingWorklist } from './IntegrationBookingWorklist';
import type { PrintState } from './SavedPanel';
import { ShortcutLegend, type Shortcut } from './ShortcutLegend';
import { shortcutOf } from './use-pos-shortcuts';

/*
 * POS integration · booking: AWBs a credit customer sent through the API wait as drafts for their
 * parcel. The clerk scans the AWB, weighs and measures each koli (prefilled with what the customer
 * announced), sees the server's price against the announced one, and receives and books it; the scan
 * box takes the focus again for the next parcel. Below, the drafts still waiting.
 */

const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['F2'], label: 'Scan AWB' },
  { keys: ['Enter'], label: 'Next box' },
  { keys: ['Alt+K'], label: 'Add koli' },
  { keys: ['F9', 'Ctrl+Enter'], label: 'Receive and book' },
  { keys: ['Esc'], label: 'Back to scan' },
];

interface Booked {
  row: DocumentRecord;
  announcedTotal: number | null;
}

export function IntegrationBookingScreen() {
  const scanInput = useRef<HTMLInputElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const controls = useRef<PanelControls | null>(null);
  const [awbText, setAwbText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [current, setCurrent] = useState<DraftLookup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [print, setPrint] = useState<PrintState>(null);
  const lookup = useDraftLookup();
  const { mutate: runLookup } = lookup;
  const printer = useShipmentPrint();

  const focusScan = useCallback(() => {
    scanInput.current?.focus();
    scanInput.current?.select();
  }, []);
  useEffect(() => focusScan(), [focusScan]);

  const draft = current?.kind === 'found' ? current.draft : null;

  // Only the latest lookup answers (mutate's own callbacks): two quick scans, the second wins.
  const find = useCallback(
    (target: { awb: string } | { id: number }) => {
      setFailure(null);
      runLookup(target, {
        onSuccess: (result) => {
          setCurrent(result);
          if (result.kind !== 'found') focusScan();
        },
        onError: (error) => {
          setFailure(`The AWB could not be looked up: ${apiErrorMessage(error)}`);
          focusScan();
        },
      });
    },
    [runLookup, focusScan],
  );

  function scan() {
    const digits = awbDigits(awbText);
    if (!AWB_PATTERN.test(digits)) {
      setInvalid(digits ? 'An AWB number has 12 digits.' : 'Scan or type the AWB number.');
      focusScan();
      return;
    }
    setInvalid(null);
    setAwbText(digits);
    find({ awb: digits });
  }

  function pick(row: DocumentRecord) {
    setInvalid(null);
    setAwbText(row.number);
    find({ id: row.id });
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }

  function runPrint(id: number) {
    setPrint({ kind: 'label', state: 'printing' });
    printer.mutate(
      { kind: 'label', id },
      {
        onSuccess: ({ outcome }) => setPrint({ kind: 'label', state: outcome }),
        onError: (error) => setPrint({ kind: 'label', state: 'failed', message: apiErrorMessage(error) }),
      },
    );
  }

  function onBooked(row: DocumentRecord) {
    setBooked({ row, announcedTotal: draft ? figure(draft.total) : null });
    setPrint(null);
    setCurrent(null);
    setAwbText('');
    setInvalid(null);
    focusScan();
  }

  function onCancelled(ids: number[]) {
    if (draft && ids.includes(draft.id)) setCurrent(null);
  }

  // F2 goes back to the scan box from anywhere; Alt+K and F9 act on the draft loaded (if any).
  const latest = useRef({ focusScan, controls });
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const action = shortcutOf(e);
      const panel = latest.current.controls.current;
      if (action === 'awb') {
        e.preventDefault();
        latest.current.focusScan();
      } else if ((action === 'save' || action === 'addKoli') && panel) {
        e.preventDefault();
        if (e.repeat) return;
        if (action === 'save') panel.submit();
        else panel.addKoli();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const notice: ScanNotice | null = current && current.kind !== 'found' ? scanNotice(current) : failure ? { tone: 'error', message: failure } : null;

  return (
    <section data-testid="integration-booking">
      <PageHeader
        title="POS integration · booking"
        description="AWBs credit customers sent through the API wait here for their parcel: scan, weigh and measure each koli, then receive and book."
        actions={<ShortcutLegend shortcuts={SHORTCUTS} testId="integration-shortcuts" />}
      />
      <div ref={top} className="space-y-3 scroll-mt-20">
        <IntegrationBookingScan
          inputRef={scanInput}
          value={awbText}
          onChange={(v) => {
            setAwbText(v);
            if (invalid) setInvalid(null);
          }}
          onScan={scan}
          pending={lookup.isPending}
          invalid={invalid}
          notice={notice}
        />
        {booked && <IntegrationBookingDone row={booked.row} announcedTotal={booked.announcedTotal} print={print} onPrint={() => runPrint(booked.row.id)} />}
        {draft && (
          <IntegrationBookingPanel
            key={draft.id}
            draft={draft}
            controls={controls}
            onBooked={onBooked}
            onReload={() => find({ id: draft.id })}
            onDone={focusScan}
          />
        )}
      </div>
      <IntegrationBookingWorklist onPick={pick} onCancelled={onCancelled} />
    </section>
  );
}

/** The page (pages/operational/pos/integration/booking.tsx) inside the app's shell, which guards its route. */
export const IntegrationBookingPage: AppPage = () => <IntegrationBookingScreen />;
IntegrationBookingPage.displayName = 'IntegrationBookingPage';
IntegrationBookingPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
