import { useRouter } from 'next/router';
import { useCallback, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { PageHeader } from '@/components/data/PageHeader';
import { useSettledAfterScans } from '@/hooks/documents/use-document-scan';
import { AppLayout } from '@/layouts/AppLayout';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { AppPage } from '@/types/page';
import { useDocumentScanning, type DocumentScanningOptions } from './use-document-scanning';

/*
 * The frame of a scan-first screen (a bag filled at the sorting table, a manifest loaded at the dock):
 * the document being scanned is in the URL (`?bag=12`, `?manifest=3`), so a reload carries on with it;
 * the one just closed (sealed, departed) is announced above the rest until the dispatcher moves on.
 */

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const positiveId = (v: string | undefined): number | null => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The document being scanned, by the URL's `param`; the one just closed. */
export function useActiveDocument(param: string) {
  const router = useRouter();
  const id = positiveId(first(router.query[param]));
  // the document as the open list showed it, until its detail has loaded
  const [listed, setListed] = useState<DocumentRecord | undefined>(undefined);
  const [done, setDone] = useState<DocumentRecord | null>(null);

  /** Scans this one from now on (null: back to choosing). */
  const choose = useCallback(
    (doc: DocumentRecord | null) => {
      setListed(doc ?? undefined);
      if (doc) setDone(null);
      const { [param]: _current, ...rest } = router.query;
      const query = doc ? { ...rest, [param]: String(doc.id) } : rest;
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    },
    [router, param],
  );

  /** It was closed (sealed, departed): back to choosing, with it announced. */
  const finish = useCallback(
    (doc: DocumentRecord) => {
      choose(null);
      setDone(doc);
    },
    [choose],
  );

  const dismiss = useCallback(() => setDone(null), []);

  return { ready: router.isReady, id, listed: listed?.id === id ? listed : undefined, choose, done, finish, dismiss };
}

/**
 * What a scan screen holds: the document being scanned (`param` in the URL), the scans' queue and feed,
 * and whether its reads may run (`live`: false while scans are in flight and for a moment after).
 */
export function useScanScreen(param: string, scanningOptions: DocumentScanningOptions) {
  const active = useActiveDocument(param);
  const scanning = useDocumentScanning(scanningOptions);
  const live = useSettledAfterScans(scanning.busy);
  return { ...active, scanning, live };
}

export interface DocumentScanScreenProps {
  title: string;
  description: string;
  testId: string;
  /** The router has read the URL. */
  ready: boolean;
  /** The one just closed. */
  notice?: ReactNode;
  /** The open ones to choose from, and the one being scanned. */
  children: ReactNode;
}

export function DocumentScanScreen({ title, description, testId, ready, notice, children }: DocumentScanScreenProps) {
  return (
    <section data-testid={testId}>
      <PageHeader title={title} description={description} />
      {notice}
      {ready ? <div className="space-y-4">{children}</div> : <p className="text-sm text-slate-500">Loading…</p>}
    </section>
  );
}

/** The page of a scan screen (pages/…/add.tsx) inside the app's shell, which guards its route. */
export function scanScreenPage(Screen: ComponentType, displayName: string): AppPage {
  const Page: AppPage = () => <Screen />;
  Page.displayName = displayName;
  Page.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
  return Page;
}
