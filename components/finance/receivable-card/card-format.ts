import { formatRupiah } from '@/lib/pricing/money';

/** A ledger entry's kind in words. */
export const ENTRY_KIND_LABELS: Record<string, string> = {
  INVOICE: 'Invoice',
  PAYMENT: 'Payment',
  PPH23: 'PPh 23 withheld',
  WRITE_OFF: 'Write-off',
  CREDIT_NOTE: 'Credit note',
  RECEIVABLE: 'Receivable',
  DEPOSIT: 'Deposit (overpaid)',
  DEPOSIT_APPLIED: 'Deposit applied',
};

/** `CASH_REFUND` (a kind this screen does not know yet) → "Cash refund". */
export function entryKindLabel(kind: string): string {
  const known = ENTRY_KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A balance of the card: what the customer owes as it is, a credit balance (they paid more than they
 * owe: a deposit) as its amount with "CR" — never a bare minus sign a reader could miss.
 */
export function balanceText(balance: number): string {
  return balance < 0 ? `${formatRupiah(-balance)} CR` : formatRupiah(balance);
}

/** An amount column's cell: blank for zero (a debit row has no credit), so the figures that matter stand out. */
export const amountOrBlank = (n: number) => (n ? formatRupiah(n) : '');
