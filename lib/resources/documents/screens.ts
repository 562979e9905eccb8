/* The screen routes of the operational documents (spec routes.txt): each action names the ones that grant it. */

export const PICKUP = {
  add: '/operational/pickup/add',
  booking: '/operational/pickup/booking',
  list: '/operational/pickup/list',
  cancel: '/operational/pickup/cancel',
} as const;

export const POS = {
  cashEntry: '/operational/pos/cash/entry',
  cashBooking: '/operational/pos/cash/booking',
  creditEntry: '/operational/pos/credit/entry',
  creditBooking: '/operational/pos/credit/booking',
  integrationBooking: '/operational/pos/integration/booking',
  tracking: '/operational/tracking/system',
} as const;

export const CASH_REGISTER = {
  generate: '/operational/pos/cash/cash-register/generate',
  booking: '/operational/pos/cash/cash-register/booking',
  list: '/operational/pos/cash/cash-register/list',
  cancel: '/operational/pos/cash/cash-register/cancel',
} as const;

export const SHIPPING_BAG = {
  add: '/operational/outgoing/shipping-bag/add',
  list: '/operational/outgoing/shipping-bag/list',
  cancel: '/operational/outgoing/shipping-bag/cancel',
} as const;

export const OUTGOING = {
  add: '/operational/outgoing/outgoing/add',
  list: '/operational/outgoing/outgoing/list',
  reprint: '/operational/outgoing/outgoing/reprint',
  cancel: '/operational/outgoing/outgoing/cancel',
} as const;

export const INCOMING = {
  add: '/operational/incoming/incoming/add',
  list: '/operational/incoming/incoming/list',
  cancel: '/operational/incoming/incoming/cancel',
} as const;

export const DELIVERY_INTERNAL = {
  add: '/operational/delivery/delivery-internal/add',
  list: '/operational/delivery/delivery-internal/list',
  cancel: '/operational/delivery/delivery-internal/cancel',
} as const;

export const DELIVERY_VENDOR = {
  add: '/operational/delivery/delivery-vendor/add',
  list: '/operational/delivery/delivery-vendor/list',
  cancel: '/operational/delivery/delivery-vendor/cancel',
} as const;

export const STOP_POINT = { add: '/operational/delivery/stop-point/add' } as const;

export const DELIVERY_STATUS = {
  add: '/operational/pod/delivery-status/add',
  cancel: '/operational/pod/delivery-status/cancel',
} as const;

export const POD_RETURN = {
  add: '/operational/pod/pod-return/add',
  draft: '/operational/pod/pod-return/draft',
  list: '/operational/pod/pod-return/list',
  reprint: '/operational/pod/pod-return/reprint',
  cancel: '/operational/pod/pod-return/cancel',
} as const;

export const POD_RECEPTION = {
  add: '/operational/pod/pod-return/reception/add',
  list: '/operational/pod/pod-return/reception/list',
  cancel: '/operational/pod/pod-return/reception/cancel',
} as const;

/* Finance (spec: FINANCE). */

export const CDR = {
  posting: '/finance/ar/customer-data-report/posting',
  list: '/finance/ar/customer-data-report/list',
  cancel: '/finance/ar/customer-data-report/cancel',
} as const;

export const INVOICE = {
  generate: '/finance/ar/invoice/generate-draft',
  draft: '/finance/ar/invoice/draft',
  list: '/finance/ar/invoice/list',
  cancel: '/finance/ar/invoice/cancel',
  cancelDraft: '/finance/ar/invoice/cancel-draft-invoice',
  report: '/finance/ar/invoice/report',
} as const;

export const PAYMENT = {
  entry: '/finance/ar/payment-invoice/entry',
  list: '/finance/ar/payment-invoice/list',
  report: '/finance/ar/payment-invoice/report',
  cancel: '/finance/ar/payment-invoice/cancel',
} as const;

export const DELIVERY_SHEET_INVOICE = {
  add: '/finance/ar/collector-management/delivery-sheet-invoice/add',
  booking: '/finance/ar/collector-management/delivery-sheet-invoice/booking',
  list: '/finance/ar/collector-management/delivery-sheet-invoice/list',
  cancel: '/finance/ar/collector-management/delivery-sheet-invoice/cancel',
} as const;

export const COLLECTOR_INVOICE = {
  add: '/finance/ar/collector-management/collector-invoice/add',
  draft: '/finance/ar/collector-management/collector-invoice/draft',
  list: '/finance/ar/collector-management/collector-invoice/list',
  cancel: '/finance/ar/collector-management/collector-invoice/cancel',
} as const;

export const POD_INVOICE = {
  add: '/finance/ar/collector-management/pod-invoice/add',
  cancel: '/finance/ar/collector-management/pod-invoice/cancel',
} as const;

export const RECEIVABLE = {
  add: '/finance/ar/receivable/add',
  list: '/finance/ar/receivable/list',
  card: '/finance/ar/receivable/card',
  cancel: '/finance/ar/receivable/cancel',
} as const;

export const CREDIT_NOTE = {
  add: '/finance/ar/credit-note/add',
  draft: '/finance/ar/credit-note/draft',
  list: '/finance/ar/credit-note/list',
  cancel: '/finance/ar/credit-note/cancel',
} as const;

export const VENDOR_INVOICE = {
  add: '/finance/ap/invoice-vendor/add',
  draft: '/finance/ap/invoice-vendor/draft',
  list: '/finance/ap/invoice-vendor/list',
  cancel: '/finance/ap/invoice-vendor/cancel',
} as const;

export const VENDOR_PAYMENT = {
  entry: '/finance/ap/payment-invoice-vendor/entry',
  list: '/finance/ap/payment-invoice-vendor/list',
  cancel: '/finance/ap/payment-invoice-vendor/cancel',
  report: '/finance/ap/payment-invoice-vendor/report',
} as const;

export const TRIP_ALLOWANCE = {
  add: '/finance/trip-allowance/add',
  draft: '/finance/trip-allowance/draft',
  list: '/finance/trip-allowance/list',
  cancel: '/finance/trip-allowance/cancel',
} as const;

/* Miscellaneous: the helpdesk (spec: helpdesk/…) and the internal memos. */

export const HELPDESK = {
  report: '/misc/helpdesk/report-helpdesk',
  tracking: '/misc/helpdesk/tracking-helpdesk',
  change: (kind: string) => `/misc/helpdesk/change-${kind}`,
} as const;

export const MEMO = {
  voidReceipt: { add: '/misc/memo-internal/void-receipt/add', list: '/misc/memo-internal/void-receipt/list' },
  revisionInvoice: { add: '/misc/memo-internal/revision-invoice/add', list: '/misc/memo-internal/revision-invoice/list' },
  specialPrice: { add: '/misc/memo-internal/special-price/add', list: '/misc/memo-internal/special-price/list' },
} as const;
