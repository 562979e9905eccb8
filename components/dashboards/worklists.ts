import { CASH_REGISTER, CREDIT_NOTE, DELIVERY_INTERNAL, INCOMING, INVOICE, OUTGOING, PICKUP, POD_RETURN, POS, SHIPPING_BAG, VENDOR_INVOICE } from '@/lib/resources/documents/screens';
import type { ResourceRef } from '@/lib/resources/engine/paths';
import { withQuery } from './report-links';

/*
 * The home page's worklists of those without a dashboard of their own (the dispatcher, the counter,
 * finance): what waits for them, counted by the documents' own list API with a stage or status filter
 * (so each count is what the list it opens shows, within the user's branches), each shown only to
 * whoever holds the screen it opens.
 */

export interface WorkItem {
  key: string;
  label: string;
  hint?: string;
  doc: ResourceRef;
  /** The list filter (as the list screen's URL carries it). */
  query: Record<string, string>;
  /** The screen the item opens, which is also the grant that shows it; null: a figure only. */
  href: string | null;
  /** The grants that show it (any of them, read is enough). */
  screens: readonly string[];
}

const op = (name: string): ResourceRef => ({ module: 'operational', name });
const fin = (name: string): ResourceRef => ({ module: 'finance', name });

/** A list screen with its filter in the URL. */
const listed = (screen: string, query: Record<string, string>) => ({ href: withQuery(screen, query), screens: [screen] });
/** A worklist screen that filters by itself (a booking screen shows its drafts). */
const own = (screen: string) => ({ href: screen, screens: [screen] });

export function worklistItems(today: string): WorkItem[] {
  const todayOnly = { date_from: today, date_to: today };
  return [
    // the counter's day
    { key: 'cash-drafts', label: 'Cash AWBs to book', hint: 'entered, not booked yet', doc: op('shipment'), query: { stage: 'draft', payment_type: 'CASH' }, ...own(POS.cashBooking) },
    { key: 'credit-drafts', label: 'Credit AWBs to book', hint: 'entered, not booked yet', doc: op('shipment'), query: { stage: 'draft', payment_type: 'CREDIT' }, ...own(POS.creditBooking) },
    { key: 'booked-today', label: 'AWBs booked today', hint: 'at your branches', doc: op('shipment'), query: { stage: 'booked', ...todayOnly }, href: null, screens: [POS.cashBooking, POS.creditBooking] },
    { key: 'registers-to-book', label: 'Cash registers to book', hint: 'generated, not booked yet', doc: op('cash-register'), query: { stage: 'draft' }, ...own(CASH_REGISTER.booking) },
    { key: 'registers-today', label: 'Cash registers booked today', doc: op('cash-register'), query: { stage: 'booked', ...todayOnly }, ...listed(CASH_REGISTER.list, { stage: 'booked', ...todayOnly }) },
    // the dispatcher's day
    { key: 'pickups-to-assign', label: 'Pickup requests to assign', doc: op('pickup'), query: { stage: 'draft' }, ...own(PICKUP.booking) },
    { key: 'pickups-assigned', label: 'Pickups assigned', hint: 'waiting to be picked up', doc: op('pickup'), query: { status: 'ASSIGNED' }, ...listed(PICKUP.list, { status: 'ASSIGNED' }) },
    { key: 'bags-open', label: 'Shipping bags still open', doc: op('shipping-bag'), query: { stage: 'draft' }, ...listed(SHIPPING_BAG.list, { stage: 'draft' }) },
    { key: 'manifests-loading', label: 'Manifests being loaded', doc: op('outgoing-manifest'), query: { stage: 'draft' }, ...listed(OUTGOING.list, { stage: 'draft' }) },
    { key: 'manifests-on-the-way', label: 'Manifests on the way', hint: 'departed, not received yet', doc: op('outgoing-manifest'), query: { status: 'DEPARTED' }, ...listed(OUTGOING.list, { status: 'DEPARTED' }) },
    { key: 'arrivals-open', label: 'Arrivals being checked', doc: op('incoming'), query: { stage: 'draft' }, ...listed(INCOMING.list, { stage: 'draft' }) },
    { key: 'runsheets-open', label: 'Runsheets being prepared', doc: op('delivery-runsheet'), query: { stage: 'draft' }, ...listed(DELIVERY_INTERNAL.list, { stage: 'draft' }) },
    { key: 'couriers-out', label: 'Couriers out', hint: 'runsheets out for delivery', doc: op('delivery-runsheet'), query: { status: 'OUT' }, ...listed(DELIVERY_INTERNAL.list, { status: 'OUT' }) },
    { key: 'pod-returns', label: 'POD returns to send', doc: op('pod-return'), query: { stage: 'draft' }, ...own(POD_RETURN.draft) },
    // finance's
    { key: 'invoice-drafts', label: 'Draft invoices', doc: fin('invoice'), query: { stage: 'draft' }, ...own(INVOICE.draft) },
    { key: 'credit-note-drafts', label: 'Draft credit notes', doc: fin('credit-note'), query: { stage: 'draft' }, ...own(CREDIT_NOTE.draft) },
    { key: 'vendor-bill-drafts', label: 'Draft vendor invoices', doc: fin('vendor-invoice'), query: { stage: 'draft' }, ...own(VENDOR_INVOICE.draft) },
  ];
}
