import type { tripAllowanceDocument } from '@/lib/resources/documents/trip-allowance';
import type { DocumentHandlers } from '../engine/types';
import { approveTripAllowance } from './book';
import { cancelTripAllowance } from './cancel';
import { payOutTripAllowance } from './pay-out';
import { settleTripAllowance } from './settle';
import { addTripAllowance, updateTripAllowance } from './add';
import { printTripAllowanceSlip } from './print-slip';

export const tripAllowanceHandlers = {
  create: addTripAllowance,
  update: updateTripAllowance,
  actions: { book: approveTripAllowance, payOut: payOutTripAllowance, settle: settleTripAllowance, cancel: cancelTripAllowance },
  prints: { slip: printTripAllowanceSlip },
} satisfies DocumentHandlers<typeof tripAllowanceDocument>;
