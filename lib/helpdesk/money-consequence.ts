import type { CONSEQUENCES } from '@/lib/resources/documents/change-request';
import { formatRupiah } from '@/lib/pricing/money';

/*
 * Where the money of a corrected AWB stands, and so what its correction does to it — one rule, read by
 * the preview (in words) and by the apply (lib/server/helpdesk/apply-change.ts):
 *   cash AWB, not in a register yet            → it just changes (the register counts the new total)
 *   cash AWB in a register                     → a cash adjustment, collected or refunded through the next register
 *   credit AWB, not in a CDR                   → it just changes
 *   credit AWB in a CDR, not on an invoice     → the CDR's line changes
 *   credit AWB on a draft invoice              → the CDR's and the invoice's lines change, the invoice is summed again
 *   credit AWB on an issued invoice            → a credit note (lower) or a debit receivable (higher), through finance
 */

export type Consequence = (typeof CONSEQUENCES)[number];

export interface MoneyPlace {
  payment_type: string;
  register?: { number: string } | null;
  cdr?: { number: string } | null;
  invoice?: { number: string; stage: string } | null;
}

export function consequenceOf(place: MoneyPlace, delta: number): Consequence {
  if (delta === 0) return 'NONE';
  if (place.payment_type === 'CASH') return place.register ? 'CASH_ADJUSTMENT' : 'UNBILLED';
  if (place.invoice) return place.invoice.stage === 'booked' ? (delta < 0 ? 'CREDIT_NOTE' : 'DEBIT') : 'DRAFT_INVOICE';
  return place.cdr ? 'CDR_LINE' : 'UNBILLED';
}

/** The consequence in words, naming the documents it touches. */
export function consequenceWords(place: MoneyPlace, delta: number): string {
  const amount = formatRupiah(Math.abs(delta));
  switch (consequenceOf(place, delta)) {
    case 'NONE':
      return 'No money change';
    case 'UNBILLED':
      return place.payment_type === 'CASH' ? `Not in a register yet: ${delta > 0 ? 'collect' : 'refund'} ${amount} at the counter` : 'Not billed yet: the AWB just changes';
    case 'CASH_ADJUSTMENT':
      return `In register ${place.register!.number}: ${delta > 0 ? 'collect' : 'refund'} ${amount} through the counter's next register`;
    case 'CDR_LINE':
      return `Line of CDR ${place.cdr!.number} updated`;
    case 'DRAFT_INVOICE':
      return `Line of draft invoice ${place.invoice!.number} updated`;
    case 'CREDIT_NOTE':
      return `Credit note of about ${amount} on invoice ${place.invoice!.number}`;
    case 'DEBIT':
      return `Debit receivable of ${amount} for invoice ${place.invoice!.number}`;
  }
}
