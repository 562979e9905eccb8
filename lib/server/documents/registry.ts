import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { cashRegisterHandlers } from './cash-register';
import { changeRequestHandlers } from './change-request';
import { ticketHandlers } from './ticket';
import { memoHandlers } from './memo';
import { collectorInvoiceHandlers } from './collector-invoice';
import { creditNoteHandlers } from './credit-note';
import { customerDataReportHandlers } from './customer-data-report';
import { invoiceHandlers } from './invoice';
import { paymentHandlers } from './payment';
import { receivableHandlers } from './receivable';
import type { AnyHandlers } from './engine/types';
import { deliveryRunsheetHandlers } from './delivery-runsheet';
import { deliverySheetInvoiceHandlers } from './delivery-sheet-invoice';
import { deliveryStatusHandlers } from './delivery-status';
import { incomingHandlers } from './incoming';
import { podInvoiceHandlers } from './pod-invoice';
import { podReceptionHandlers } from './pod-reception';
import { podReturnHandlers } from './pod-return';
import { stopPointHandlers } from './stop-point';
import { tripAllowanceHandlers } from './trip-allowance';
import { vendorHandoverHandlers } from './vendor-handover';
import { vendorInvoiceHandlers } from './vendor-invoice';
import { vendorPaymentHandlers } from './vendor-payment';
import { outgoingManifestHandlers } from './outgoing-manifest';
import { pickupHandlers } from './pickup';
import { shipmentHandlers } from './shipment';
import { shippingBagHandlers } from './shipping-bag';

/**
 * Each document type's handlers, one folder each (lib/server/documents/{name}/index.ts, which
 * `satisfies DocumentHandlers<typeof its declaration>`, so a declared action without a handler does not
 * compile). A route leads here in one step: …/pickup/cancel → lib/server/documents/pickup/cancel.ts.
 */
const HANDLERS: Readonly<Record<string, AnyHandlers>> = {
  pickup: pickupHandlers,
  'cash-register': cashRegisterHandlers,
  'outgoing-manifest': outgoingManifestHandlers,
  incoming: incomingHandlers,
  'delivery-runsheet': deliveryRunsheetHandlers,
  'vendor-handover': vendorHandoverHandlers,
  'stop-point': stopPointHandlers,
  'delivery-status': deliveryStatusHandlers,
  'pod-return': podReturnHandlers,
  'pod-reception': podReceptionHandlers,
  'shipping-bag': shippingBagHandlers,
  shipment: shipmentHandlers,
  'customer-data-report': customerDataReportHandlers,
  invoice: invoiceHandlers,
  payment: paymentHandlers,
  receivable: receivableHandlers,
  'credit-note': creditNoteHandlers,
  'vendor-invoice': vendorInvoiceHandlers,
  'vendor-payment': vendorPaymentHandlers,
  'trip-allowance': tripAllowanceHandlers,
  'delivery-sheet-invoice': deliverySheetInvoiceHandlers,
  'collector-invoice': collectorInvoiceHandlers,
  'pod-invoice': podInvoiceHandlers,
  'change-request': changeRequestHandlers,
  ticket: ticketHandlers,
  memo: memoHandlers,
};

export function handlersOf(def: Pick<DocumentDefinition, 'name'>): AnyHandlers {
  const handlers = HANDLERS[def.name];
  if (!handlers) throw new Error(`No handlers for document "${def.name}" (lib/server/documents/${def.name})`);
  return handlers;
}
