/*
 * Spreading a payment over a customer's open items, oldest first: each item takes what it still owes
 * until the money runs out; what is left over is an overpayment (a deposit).
 */

export interface OpenItem {
  id: number;
  /** The item's date (the invoice date): older first, then the lower id. */
  date: string;
  outstanding: number;
}

export interface Allocation {
  id: number;
  amount: number;
}

/** `available` over the items, oldest first; items that get nothing are left out. */
export function allocateOldestFirst(available: number, items: readonly OpenItem[]): { allocations: Allocation[]; left: number } {
  const ordered = [...items].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  const allocations: Allocation[] = [];
  let left = Math.max(0, available);
  for (const item of ordered) {
    if (left <= 0) break;
    const amount = Math.min(left, Math.max(0, item.outstanding));
    if (amount > 0) {
      allocations.push({ id: item.id, amount });
      left -= amount;
    }
  }
  return { allocations, left };
}
