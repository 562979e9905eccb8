/*
 * The receivable card: a customer's ledger in date order with the balance after each entry, from the
 * balance brought forward at the start date.
 */

export interface CardEntry {
  amount: number;
}

export function withRunningBalance<E extends CardEntry>(opening: number, entries: readonly E[]): (E & { balance: number })[] {
  let balance = opening;
  return entries.map((e) => {
    balance += e.amount;
    return { ...e, balance };
  });
}
