import { screenOf } from './grants';

/*
 * Who reads what a shipment costs (freight, tax, total, what the counter took): the staff who sell
 * (any POS screen) and finance (any finance screen), full or view-only. One rule for the shipment API,
 * its export, tracking and the screens that hide the columns.
 */
const CHARGE_SCREENS = ['/operational/pos/', '/finance/'];

export const seesCharges = (permissions: readonly string[]) => permissions.some((p) => CHARGE_SCREENS.some((prefix) => screenOf(p).startsWith(prefix)));
