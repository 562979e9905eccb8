import { z } from 'zod';
import { receivableDocument } from '@/lib/resources/documents/receivable';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { badRequest } from '../../errors';
import type { Db } from '../../db/client';
import { lockCustomerMoney } from '../../finance/customer-lock';
import { ledgerWrite, type LedgerEntry } from '../../finance/ledger';
import { customerOf } from '../../finance/parties';
import type { CreateHandler, DocRow } from '../engine/types';

const f = receivableDocument.fields;

const body = z.object({
  receivable_date: fieldSchema(f.receivable_date),
  customer_id: fieldSchema(f.customer_id),
  kind: fieldSchema(f.kind),
  amount: fieldSchema(f.amount),
  due_date: fieldSchema(f.due_date),
  reference: fieldSchema(f.reference),
  description: fieldSchema(f.description),
  request_id: z.string().uuid('A UUID').optional(),
});
type Input = z.infer<typeof body>;

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

/** The ledger entry of a receivable (a charge: as it is entered; a correction: once approved). */
export function receivableEntry(doc: { id: number; number: string; customer_id: number; branch_id: number; receivable_date: string; due_date: string; amount: number; description: string }): LedgerEntry {
  return {
    side: 'AR',
    party: doc.customer_id,
    branch: doc.branch_id,
    date: doc.receivable_date,
    kind: 'RECEIVABLE',
    amount: doc.amount,
    item: { type: 'receivable', id: doc.id, number: doc.number, date: doc.receivable_date, due: doc.due_date },
    document: { type: 'receivable', id: doc.id, number: doc.number },
    memo: doc.description.slice(0, 200),
  };
}

/**
 * A manual receivable: a charge is posted to the customer's ledger as it is entered; a correction
 * (negative: less owed, no money) is a draft until another person approves it (approve.ts).
 */
export const addReceivable: CreateHandler<Input> = {
  body,
  async build(tx, input, ac) {
    const customer = await customerOf(tx, ac.ctx.references, input.customer_id as number, { active: true });
    await lockCustomerMoney(tx, customer.id);
    const date = String(input.receivable_date);
    const due = String(input.due_date);
    const amount = Number(input.amount);
    if (date > jakartaDay(ac.now)) throw invalid({ receivable_date: ['Cannot be in the future'] });
    if (due < date) throw invalid({ due_date: ['Must not be before the date'] });
    if (amount === 0) throw invalid({ amount: ['Enter an amount (negative for a correction)'] });
    if (amount < 0 && input.kind !== 'CORRECTION') throw invalid({ amount: ['Only a correction is negative'] });
    const credit = amount < 0;
    return {
      scopeCode: customer.branchCode,
      booked: !credit,
      set: {
        receivable_date: date,
        customer_id: customer.id,
        branch_id: customer.branchId,
        kind: input.kind,
        amount,
        due_date: due,
        reference: input.reference ?? null,
        description: input.description,
        settled_amount: 0,
        outstanding: amount,
        status: credit ? 'AWAITING_APPROVAL' : 'OPEN',
      },
      ...(credit
        ? {}
        : {
            writesFor: (t: Db, doc: DocRow) => {
              const entry = receivableEntry({ id: doc.id, number: doc.number, customer_id: customer.id, branch_id: customer.branchId, receivable_date: date, due_date: due, amount, description: String(input.description) });
              const write = ledgerWrite(t, [entry], ac.actor);
              return write ? [write] : [];
            },
          }),
    };
  },
};
