import type { tripAllowanceDocument } from '@/lib/resources/documents/trip-allowance';
import type { DocumentHandlers } from '../engine/types';
import { approveTripAllowance, cancelTripAllowance, payOutTripAllowance, settleTripAllowance } from './actions';
import { addTripAllowance, updateTripAllowance } from './add';
import { printTripAllowanceSlip } from './print-slip';

export const tripAllowanceHandlers = {
  create: addTripAllowance,
  update: updateTripAllowance,
  actions: { book: approveTripAllowance, payOut: payOutTripAllowance, settle: settleTripAllowance, cancel: cancelTripAllowance },
  prints: { slip: printTripAllowanceSlip },
} satisfies DocumentHandlers<typeof tripAllowanceDocument>;
