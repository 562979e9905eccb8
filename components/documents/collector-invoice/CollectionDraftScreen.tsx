import Link from 'next/link';
import { useState, type ReactElement } from 'react';
import { buttonClass } from '@/components/data/Button';
import { PageHeader } from '@/components/data/PageHeader';
import { collectorOf, money, OpenDocumentList, useOpenParam, type OpenColumn } from '@/components/documents/delivery-sheet-invoice/CollectorParts';
import { formatDate } from '@/components/resource/format';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { AppLayout } from '@/layouts/AppLayout';
import { collectorInvoiceDocument } from '@/lib/resources/documents/collector-invoice';
import { COLLECTOR_INVOICE } from '@/lib/resources/documents/screens';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { AppPage } from '@/types/page';
import { CollectionPanel } from './CollectionPanel';

/*
 * Collection · draft: the collections assigned and not posted yet. Open the one whose collector is
 * back, enter per invoice what was collected, and post it: the customer payments are made at once.
 * The collection open is in the URL (`?collection=12`): a reload carries on with it.
 */

const def = collectorInvoiceDocument;
const count = (v: unknown) => Number(v ?? 0).toLocaleString('en-US');

const COLUMNS: readonly OpenColumn[] = [
  { key: 'collector_id', label: def.fields.collector_id.label, value: (r) => collectorOf(r) },
  { key: 'assign_date', label: def.fields.assign_date.label, value: (r) => (r.assign_date ? formatDate(String(r.assign_date)) : '–') },
  { key: 'invoice_count', label: def.fields.invoice_count.label, value: (r) => count(r.invoice_count), align: 'right' },
  { key: 'total_outstanding', label: def.fields.total_outstanding.label, value: (r) => money(r.total_outstanding), align: 'right' },
  { key: 'collected_total', label: def.fields.collected_total.label, value: (r) => money(r.collected_total), align: 'right', wide: true },
];

export function CollectionDraftScreen() {
  const { activeId, open } = useOpenParam('collection');
  const [listed, setListed] = useState<DocumentRecord | undefined>(undefined);
  const canAdd = useHasAnyPermission([COLLECTOR_INVOICE.add], 'write');
  const canList = useHasAnyPermission([COLLECTOR_INVOICE.list], 'read');
  const canCancel = useHasAnyPermission([COLLECTOR_INVOICE.cancel], 'read');

  return (
    <section data-testid="collection-draft">
      <PageHeader
        title="Enter collections"
        description="When a collector is back, enter per invoice what was collected — cash, transfer or giro, PPh 23 withheld — and post: each becomes a customer payment."
        actions={
          <>
            {canAdd && (
              <Link href={COLLECTOR_INVOICE.add} className={buttonClass('secondary')}>
                New collection
              </Link>
            )}
            {canList && (
              <Link href={COLLECTOR_INVOICE.list} className={buttonClass('secondary')}>
                All collections
              </Link>
            )}
            {canCancel && (
              <Link href={COLLECTOR_INVOICE.cancel} className={buttonClass('secondary')}>
                Cancel a collection
              </Link>
            )}
          </>
        }
      />
      <div className="space-y-4">
        <OpenDocumentList
          def={def}
          title="Collections assigned"
          description="Open the one whose collector is back."
          columns={COLUMNS}
          activeId={activeId}
          onOpen={(row) => {
            setListed(row);
            open(row.id);
          }}
          emptyText="No collection is waiting to be entered."
          testId="collection-open"
        />
        {activeId !== null && <CollectionPanel key={activeId} id={activeId} listed={listed?.id === activeId ? listed : undefined} onClose={() => open(null)} />}
      </div>
    </section>
  );
}

export const CollectionDraftPage: AppPage = () => <CollectionDraftScreen />;
CollectionDraftPage.displayName = 'CollectionDraftPage';
CollectionDraftPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
