import type { DocumentDefinition } from '../engine/define-document';
import { cashRegisterDocument } from './cash-register';
import { changeRequestDocument } from './change-request';
import { ticketDocument } from './ticket';
import { memoDocument } from './memo';
import { collectorInvoiceDocument } from './collector-invoice';
import { creditNoteDocument } from './credit-note';
import { customerDataReportDocument } from './customer-data-report';
import { invoiceDocument } from './invoice';
import { paymentDocument } from './payment';
import { receivableDocument } from './receivable';
import { deliveryRunsheetDocument } from './delivery-runsheet';
import { deliverySheetInvoiceDocument } from './delivery-sheet-invoice';
import { deliveryStatusDocument } from './delivery-status';
import { incomingDocument } from './incoming';
import { podInvoiceDocument } from './pod-invoice';
import { podReceptionDocument } from './pod-reception';
import { podReturnDocument } from './pod-return';
import { stopPointDocument } from './stop-point';
import { tripAllowanceDocument } from './trip-allowance';
import { vendorHandoverDocument } from './vendor-handover';
import { vendorInvoiceDocument } from './vendor-invoice';
import { vendorPaymentDocument } from './vendor-payment';
import { outgoingManifestDocument } from './outgoing-manifest';
import { pickupDocument } from './pickup';
import { shipmentDocument } from './shipment';
import { shippingBagDocument } from './shipping-bag';

/**
 * Every document type, in dependency order (one comes after those it refers to). The API routes, the
 * tables, the screens and the registry-wide tests loop over it.
 */
export const DOCUMENTS = [
  pickupDocument,
  cashRegisterDocument,
  outgoingManifestDocument,
  incomingDocument,
  shippingBagDocument,
  deliveryRunsheetDocument,
  vendorHandoverDocument,
  podReceptionDocument,
  podReturnDocument,
  stopPointDocument,
  deliveryStatusDocument,
  invoiceDocument,
  customerDataReportDocument,
  receivableDocument,
  paymentDocument,
  creditNoteDocument,
  vendorInvoiceDocument,
  vendorPaymentDocument,
  tripAllowanceDocument,
  deliverySheetInvoiceDocument,
  collectorInvoiceDocument,
  podInvoiceDocument,
  shipmentDocument,
  ticketDocument,
  changeRequestDocument,
  memoDocument,
] as const;

export type DocumentName = (typeof DOCUMENTS)[number]['name'];

const byName = new Map<string, DocumentDefinition>(DOCUMENTS.map((d) => [d.name, d as unknown as DocumentDefinition]));

export const findDocument = (name: string): DocumentDefinition | undefined => byName.get(name);

export function getDocument(name: string): DocumentDefinition {
  const def = byName.get(name);
  if (!def) throw new Error(`Unknown document "${name}"`);
  return def;
}
