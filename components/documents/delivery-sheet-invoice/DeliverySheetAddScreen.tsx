import Link from 'next/link';
import { useState, type ReactElement } from 'react';
import { buttonClass } from '@/components/data/Button';
import { PageHeader } from '@/components/data/PageHeader';
import { counted } from '@/components/document/document-format';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { AppLayout } from '@/layouts/AppLayout';
import { deliverySheetInvoiceDocument } from '@/lib/resources/documents/delivery-sheet-invoice';
import { DELIVERY_SHEET_INVOICE } from '@/lib/resources/documents/screens';
import { formatRupiah } from '@/lib/pricing/money';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { CollectableInvoice } from '@/services/finance/collector-client';
import type { AppPage } from '@/types/page';
import { AssignInvoicesForm } from './AssignInvoicesForm';
import { CreatedPanel } from './CollectorParts';

/*
 * Invoice delivery sheet · add: the issued invoices at the office a collector takes out today to hand
 * to the customers. Once made they are with the collector (held by the sheet); print the sheet for the
 * customers to sign, and record who received each one on the booking screen when the collector is back.
 */

const def = deliverySheetInvoiceDocument;

export function DeliverySheetAddScreen() {
  const [made, setMade] = useState<{ doc: DocumentRecord; picked: CollectableInvoice[] } | null>(null);
  const canBook = useHasAnyPermission([DELIVERY_SHEET_INVOICE.booking], 'read');
  const canList = useHasAnyPermission([DELIVERY_SHEET_INVOICE.list], 'read');

  return (
    <section data-testid="dsi-add">
      <PageHeader
        title="New invoice delivery sheet"
        description="Tick the issued invoices at the office a collector takes out to the customers, then print the sheet they sign."
        actions={
          <>
            {canBook && (
              <Link href={DELIVERY_SHEET_INVOICE.booking} className={buttonClass('secondary')}>
                Record results
              </Link>
            )}
            {canList && (
              <Link href={DELIVERY_SHEET_INVOICE.list} className={buttonClass('secondary')}>
                All delivery sheets
              </Link>
            )}
          </>
        }
      />
      {made ? (
        <CreatedPanel
          def={def}
          doc={made.doc}
          title="Delivery sheet created"
          summary={
            <>
              {String(made.doc.collector_id_label ?? 'The collector')} takes {counted(made.doc.invoice_count ?? made.picked.length, 'invoice')} (
              {formatRupiah(Number(made.doc.total_amount ?? made.picked.reduce((a, r) => a + r.total, 0)))}). Record who received each one when the sheet comes back.
            </>
          }
          print="sheet"
          next={canBook ? { href: `${DELIVERY_SHEET_INVOICE.booking}?sheet=${made.doc.id}`, label: 'Go to its booking' } : null}
          againLabel="New delivery sheet"
          onAgain={() => setMade(null)}
          testId="dsi-created"
        />
      ) : (
        <AssignInvoicesForm
          def={def}
          purpose="sheet"
          dateField="sheet_date"
          collectorField={def.fields.collector_id}
          pickTitle="Issued invoices at the office"
          pickDescription="Not yet with a collector or the customer. The oldest due first."
          submitLabel="Create delivery sheet"
          pendingLabel="Creating…"
          onCreated={(doc, picked) => setMade({ doc, picked })}
          testId="dsi-add"
        />
      )}
    </section>
  );
}

export const DeliverySheetAddPage: AppPage = () => <DeliverySheetAddScreen />;
DeliverySheetAddPage.displayName = 'DeliverySheetAddPage';
DeliverySheetAddPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
