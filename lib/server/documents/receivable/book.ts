import { z } from 'zod';
import { lockCustomerOf } from '../../finance/customer-lock';
import { ledgerWrite } from '../../finance/ledger';
import type { ActionHandler } from '../engine/types';
import { fourEyesRefusal } from '../shared/four-eyes';
import { receivableEntry } from './add';

/**
 * Approve a correction (by someone other than whoever entered it): only now is it posted to the
 * customer's ledger — what they owe goes down, and what nothing owes becomes a credit a payment may apply.
 */
export const approveCorrection: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: fourEyesRefusal('A correction'),
  lockFirst: lockCustomerOf('receivable'),
  async run(tx, doc, _input, ac) {
    const entry = receivableEntry({
      id: doc.id,
      number: doc.number,
      customer_id: doc.customer_id as number,
      branch_id: doc.branch_id as number,
      receivable_date: String(doc.receivable_date),
      due_date: String(doc.due_date),
      amount: Number(doc.amount),
      description: String(doc.description ?? ''),
    });
    const write = ledgerWrite(tx, [entry], ac.actor);
    return { set: { outstanding: Number(doc.amount) }, writes: write ? [write] : [] };
  },
};
