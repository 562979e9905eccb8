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
