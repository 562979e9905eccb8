import { z } from 'zod';
import { receivableDocument } from '@/lib/resources/documents/receivable';
import { fieldSchema } from '@/lib/resources/engine/define';
import { badRequest } from '../../errors';
import { ledgerWrite } from '../../finance/ledger';
import { customerOf } from '../../finance/parties';
import type { CreateHandler } from '../engine/types';
import { jakartaDay } from '../shipment/pricing';

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

/** A manual receivable, posted to the customer's ledger as it is entered. */
export const addReceivable: CreateHandler<Input> = {
  body,
  async build(tx, input, ac) {
    const customer = await customerOf(tx, ac.ctx.references, input.customer_id as number, { active: true });
    const date = String(input.receivable_date);
    const due = String(input.due_date);
    const amount = Number(input.amount);
    if (date > jakartaDay(ac.now)) throw invalid({ receivable_date: ['Cannot be in the future'] });
    if (due < date) throw invalid({ due_date: ['Must not be before the date'] });
    if (amount === 0) throw invalid({ amount: ['Enter an amount (negative for a correction)'] });
    if (amount < 0 && input.kind !== 'CORRECTION') throw invalid({ amount: ['Only a correction is negative'] });
    return {
      scopeCode: customer.branchCode,
      booked: true,
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
        status: amount > 0 ? 'OPEN' : 'PAID',
      },
      writesFor: (t, doc) => {
        const write = ledgerWrite(
          t,
          [
            {
              side: 'AR',
              party: customer.id,
              branch: customer.branchId,
              date,
              kind: 'RECEIVABLE',
              amount,
              item: { type: 'receivable', id: doc.id, number: doc.number, date, due },
              document: { type: 'receivable', id: doc.id, number: doc.number },
              memo: String(input.description).slice(0, 200),
            },
          ],
          ac.actor,
        );
        return write ? [write] : [];
      },
    };
  },
};
