import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { POS } from '@/lib/resources/documents/screens';
import type { PAYMENT_TYPES } from '@/lib/resources/documents/shipment';

type PaymentType = (typeof PAYMENT_TYPES)[number];

/*
 * The POS booking worklists: the counter's draft AWBs of one payment type, oldest first, edited, booked
 * or cancelled one by one (booked or cancelled several at once too), their labels reprinted in one PDF.
 * A draft is edited on its entry screen (`?edit={id}`), keyboard first like a new one.
 */
export function shipmentBooking(paymentType: PaymentType): DocumentListOptions {
  const cash = paymentType === 'CASH';
  const entry = cash ? POS.cashEntry : POS.creditEntry;
  return {
    title: cash ? 'POS cash · booking' : 'POS credit · booking',
    description: cash
      ? 'Cash AWBs entered but not booked yet. Booking locks them and tells the customer the parcel is accepted.'
      : "Credit customers' AWBs entered but not booked yet. Booking locks them and tells the customer the parcel is accepted.",
    numberLabel: 'AWB',
    fixed: { payment_type: paymentType, stage: 'draft', order: 'asc' },
    columns: [...(cash ? [] : ['customer_id']), 'consignee_name', 'destination_area_id', 'service_id', 'koli_count', 'chargeable_kg', 'total'],
    rowActions: ['update', 'book', 'cancel'],
    editHref: (row) => `${entry}?edit=${row.id}`,
    bulkActions: ['book', 'cancel'],
    bulkPrints: ['label'],
    emptyMessage: 'No draft AWB is waiting to be booked.',
    links: [{ label: 'New entry', href: entry }],
  };
}
