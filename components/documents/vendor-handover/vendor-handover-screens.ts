import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { DELIVERY_VENDOR } from '@/lib/resources/documents/screens';

/* The vendor hand-over list and cancel screens (the add screen is the scan screen: VendorHandoverScanScreen). */

export const VENDOR_HANDOVER_LIST: DocumentListOptions = {
  title: 'Vendor deliveries',
  bulkPrints: ['handover'],
  links: [{ label: 'Hand AWBs to a vendor (scan)', href: DELIVERY_VENDOR.add }],
};

export const VENDOR_HANDOVER_CANCEL: DocumentListOptions = {
  title: 'Cancel vendor deliveries',
  description: 'Cancelling takes every AWB back from the vendor, free for a runsheet or another vendor; refused once a delivery result of one is recorded.',
};
