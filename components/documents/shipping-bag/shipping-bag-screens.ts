import type { ActionUis } from '@/components/document/action-ui';
import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { SHIPPING_BAG } from '@/lib/resources/documents/screens';

/*
 * The shipping-bag list and cancel screens (the add screen is the scan screen: ShippingBagScanScreen).
 * What each row allows is the server's: buttons render from the row's `actions`.
 */

export const SHIPPING_BAG_ACTION_UI: ActionUis = {
  book: {
    description: 'The number printed on the seal tied to the bag.',
    fields: { seal_number: { type: 'text', label: 'Seal no.', max: 40, required: true } },
  },
};

export const SHIPPING_BAG_LIST: DocumentListOptions = {
  title: 'Shipping bags',
  actionUi: SHIPPING_BAG_ACTION_UI,
  bulkPrints: ['label'],
  links: [{ label: 'Bag AWBs (scan)', href: SHIPPING_BAG.add }],
};

/** Open and sealed bags (a bag a manifest took is refused by the server, naming the manifest). */
export const SHIPPING_BAG_CANCEL: DocumentListOptions = {
  title: 'Cancel shipping bags',
  description: 'Cancelling a bag takes every AWB out of it (they can be bagged again); the bag stays on record with its reason.',
};
