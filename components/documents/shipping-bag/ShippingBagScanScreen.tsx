import { useRouter } from 'next/router';
import { useCallback, useState, type ReactElement } from 'react';
import { PageHeader } from '@/components/data/PageHeader';
import { useSettledAfterScans } from '@/hooks/documents/use-document-scan';
import { useUserOffice } from '@/hooks/documents/use-user-office';
import { AppLayout } from '@/layouts/AppLayout';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { AppPage } from '@/types/page';
import { BagPanel } from './BagPanel';
import { OpenBagPicker } from './OpenBagPicker';
import { SealedNotice } from './SealedNotice';
import { useBagScanning } from './use-bag-scanning';

/*
 * Shipping bag · add: the dispatcher's scan-first screen at the sorting table. Pick an open bag of the
 * office (or open one for a destination), scan its AWBs with the hardware scanner or the camera, take
 * out a wrong one, then close it with its seal and print its label. The bag being filled is in the URL
 * (`?bag=12`): a reload carries on with it.
 */

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const positiveId = (v: string | undefined): number | null => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function ShippingBagScanScreen() {
  const router = useRouter();
  const bagId = positiveId(first(router.query.bag));
  const office = useUserOffice();
  // a user whose record names no office chooses one, for this visit
  const [pickedOffice, setPickedOffice] = useState<number | null>(null);
  const scanning = useBagScanning();
  const live = useSettledAfterScans(scanning.busy);
  const [sealed, setSealed] = useState<DocumentRecord | null>(null);
  const [listed, setListed] = useState<DocumentRecord | undefined>(undefined);

  const choose = useCallback(
    (bag: DocumentRecord | null) => {
      setListed(bag ?? undefined);
      if (bag) setSealed(null);
      const { bag: _current, ...rest } = router.query;
      const query = bag ? { ...rest, bag: String(bag.id) } : rest;
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    },
    [router],
  );

  let body: ReactElement;
  if (!router.isReady) body = <p className="text-sm text-slate-500">Loading…</p>;
  else {
    body = (
      <div className="space-y-4">
        <OpenBagPicker
          officeId={office.id ?? pickedOffice}
          officeLabel={office.label}
          choosesOffice={!office.loading && office.id === null}
          onOfficeChange={setPickedOffice}
          activeId={bagId}
          onSelect={choose}
          answers={scanning.answers}
          live={live}
        />
        {bagId !== null && (
          <BagPanel
            key={bagId}
            bagId={bagId}
            listed={listed?.id === bagId ? listed : undefined}
            scanning={scanning}
            live={live}
            onSealed={(bag) => {
              choose(null);
              setSealed(bag);
            }}
            onLeave={() => choose(null)}
          />
        )}
      </div>
    );
  }

  return (
    <section data-testid="shipping-bag-scan">
      <PageHeader
        title="Bag AWBs"
        description="Pick an open bag or open one for its destination, then scan its AWBs: each scan is checked at once. Close the bag with its seal when it is full."
      />
      {sealed && <SealedNotice bag={sealed} onDismiss={() => setSealed(null)} />}
      {body}
    </section>
  );
}

/** The page (pages/operational/outgoing/shipping-bag/add.tsx) inside the app's shell, which guards its route. */
export const ShippingBagScanPage: AppPage = () => <ShippingBagScanScreen />;
ShippingBagScanPage.displayName = 'ShippingBagScanPage';
ShippingBagScanPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
