import Link from 'next/link';
import { useState, type ReactElement } from 'react';
import { buttonClass } from '@/components/data/Button';
import { PageHeader } from '@/components/data/PageHeader';
import { formatDate } from '@/components/resource/format';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { AppLayout } from '@/layouts/AppLayout';
import { deliverySheetInvoiceDocument } from '@/lib/resources/documents/delivery-sheet-invoice';
import { DELIVERY_SHEET_INVOICE } from '@/lib/resources/documents/screens';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { AppPage } from '@/types/page';
import { collectorOf, money, OpenDocumentList, useOpenParam, type OpenColumn } from './CollectorParts';
import { DeliverySheetPanel } from './DeliverySheetPanel';

/*
 * Invoice delivery sheet · booking: the sheets still out with a collector. Open the one that came back,
 * record each invoice's result from what the customers signed, and finish it. The sheet open is in the
 * URL (`?sheet=12`): a reload carries on with it. Cancelling is a screen of its own.
 */

const def = deliverySheetInvoiceDocument;
const count = (v: unknown) => Number(v ?? 0).toLocaleString('en-US');

const COLUMNS: readonly OpenColumn[] = [
  { key: 'collector_id', label: def.fields.collector_id.label, value: (r) => collectorOf(r) },
  { key: 'sheet_date', label: def.fields.sheet_date.label, value: (r) => (r.sheet_date ? formatDate(String(r.sheet_date)) : '–') },
  { key: 'invoice_count', label: def.fields.invoice_count.label, value: (r) => count(r.invoice_count), align: 'right' },
  { key: 'total_amount', label: def.fields.total_amount.label, value: (r) => money(r.total_amount), align: 'right', wide: true },
  { key: 'received_count', label: def.fields.received_count.label, value: (r) => count(r.received_count), align: 'right' },
  { key: 'not_received_count', label: def.fields.not_received_count.label, value: (r) => count(r.not_received_count), align: 'right', wide: true },
];

export function DeliverySheetBookingScreen() {
  const { activeId, open } = useOpenParam('sheet');
  const [listed, setListed] = useState<DocumentRecord | undefined>(undefined);
  const canAdd = useHasAnyPermission([DELIVERY_SHEET_INVOICE.add], 'write');
  const canList = useHasAnyPermission([DELIVERY_SHEET_INVOICE.list], 'read');
  const canCancel = useHasAnyPermission([DELIVERY_SHEET_INVOICE.cancel], 'read');

  return (
    <section data-testid="dsi-booking">
      <PageHeader
        title="Book invoice delivery sheets"
        description="When a collector is back, record for each invoice who received it (and when) or why not, then finish the sheet."
        actions={
          <>
            {canAdd && (
              <Link href={DELIVERY_SHEET_INVOICE.add} className={buttonClass('secondary')}>
                New delivery sheet
              </Link>
            )}
            {canList && (
              <Link href={DELIVERY_SHEET_INVOICE.list} className={buttonClass('secondary')}>
                All delivery sheets
              </Link>
            )}
            {canCancel && (
              <Link href={DELIVERY_SHEET_INVOICE.cancel} className={buttonClass('secondary')}>
                Cancel a sheet
              </Link>
            )}
          </>
        }
      />
      <div className="space-y-4">
        <OpenDocumentList
          def={def}
          title="Sheets still out"
          description="Open the one that came back."
          columns={COLUMNS}
          activeId={activeId}
          onOpen={(row) => {
            setListed(row);
            open(row.id);
          }}
          emptyText="No delivery sheet is out."
          testId="dsi-open"
        />
        {activeId !== null && (
          <DeliverySheetPanel key={activeId} id={activeId} listed={listed?.id === activeId ? listed : undefined} onClose={() => open(null)} />
        )}
      </div>
    </section>
  );
}

export const DeliverySheetBookingPage: AppPage = () => <DeliverySheetBookingScreen />;
DeliverySheetBookingPage.displayName = 'DeliverySheetBookingPage';
DeliverySheetBookingPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
