import Link from 'next/link';
import { useState, type ReactElement } from 'react';
import { buttonClass } from '@/components/data/Button';
import { PageHeader } from '@/components/data/PageHeader';
import { counted } from '@/components/document/document-format';
import { AssignInvoicesForm } from '@/components/documents/delivery-sheet-invoice/AssignInvoicesForm';
import { CreatedPanel } from '@/components/documents/delivery-sheet-invoice/CollectorParts';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { AppLayout } from '@/layouts/AppLayout';
import { collectorInvoiceDocument } from '@/lib/resources/documents/collector-invoice';
import { COLLECTOR_INVOICE } from '@/lib/resources/documents/screens';
import { formatRupiah } from '@/lib/pricing/money';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { CollectableInvoice } from '@/services/finance/collector-client';
import type { AppPage } from '@/types/page';

/*
 * Collection · add: the open invoices (something left to pay, not with another collector) a collector
 * goes out to collect — the oldest due first, the overdue ones marked. Once made they are held by the
 * collection; print the collector's list, and enter what was collected on the draft screen.
 */

const def = collectorInvoiceDocument;

export function CollectionAddScreen() {
  const [made, setMade] = useState<{ doc: DocumentRecord; picked: CollectableInvoice[] } | null>(null);
  const canDraft = useHasAnyPermission([COLLECTOR_INVOICE.draft], 'read');
  const canList = useHasAnyPermission([COLLECTOR_INVOICE.list], 'read');

  return (
    <section data-testid="collection-add">
      <PageHeader
        title="New collection"
        description="Tick the open invoices a collector goes out to collect, then print the collector's list."
        actions={
          <>
            {canDraft && (
              <Link href={COLLECTOR_INVOICE.draft} className={buttonClass('secondary')}>
                Enter collections
              </Link>
            )}
            {canList && (
              <Link href={COLLECTOR_INVOICE.list} className={buttonClass('secondary')}>
                All collections
              </Link>
            )}
          </>
        }
      />
      {made ? (
        <CreatedPanel
          def={def}
          doc={made.doc}
          title="Collection assigned"
          summary={
            <>
              {String(made.doc.collector_id_label ?? 'The collector')} collects {counted(made.doc.invoice_count ?? made.picked.length, 'invoice')} (
              {formatRupiah(Number(made.doc.total_outstanding ?? made.picked.reduce((a, r) => a + r.outstanding, 0)))} to collect). Enter what was collected when they are back.
            </>
          }
          print="sheet"
          next={canDraft ? { href: `${COLLECTOR_INVOICE.draft}?collection=${made.doc.id}`, label: 'Go to its entry' } : null}
          againLabel="New collection"
          onAgain={() => setMade(null)}
          testId="collection-created"
        />
      ) : (
        <AssignInvoicesForm
          def={def}
          purpose="collection"
          dateField="assign_date"
          collectorField={def.fields.collector_id}
          pickTitle="Open invoices"
          pickDescription="Issued invoices with something left to pay, not with a collector. The oldest due first; overdue ones in red."
          submitLabel="Assign to the collector"
          pendingLabel="Assigning…"
          onCreated={(doc, picked) => setMade({ doc, picked })}
          testId="collection-add"
        />
      )}
    </section>
  );
}

export const CollectionAddPage: AppPage = () => <CollectionAddScreen />;
CollectionAddPage.displayName = 'CollectionAddPage';
CollectionAddPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
