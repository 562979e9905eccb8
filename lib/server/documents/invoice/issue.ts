import { z } from 'zod';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { badRequest } from '../../errors';
import { guardInvoiceDateOf } from '../../finance/dates';
import { ledgerWrite } from '../../finance/ledger';
import { customerOf } from '../../finance/parties';
import { financeSettings } from '../../finance/settings';
import { lockCustomerOf } from '../../finance/customer-lock';
import type { ActionHandler } from '../engine/types';
import { figuresOf } from './figures';

/**
 * Issue: the figures are worked out once more (settings and contracts as of now), the customer's name,
 * tax id and address are kept as printed, and the total is posted to the customer's ledger — it is
 * owed from now on.
 */
export const issueInvoice: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  lockFirst: lockCustomerOf('invoice'),
  async run(tx, doc, _input, ac) {
    const refs = ac.ctx.references;
    const invoiceDate = String(doc.invoice_date);
    if (invoiceDate > jakartaDay(ac.now)) throw badRequest(`Invoice ${doc.number} is dated ${invoiceDate}: it cannot be issued before its date`, { invoice_date: ['In the future'] });
    await guardInvoiceDateOf(tx, doc.id, invoiceDate);
    const customer = await customerOf(tx, refs, doc.customer_id as number);
    const { awb_count, topDays: _t, ...figures } = await figuresOf(tx, { id: doc.id, customer_id: customer.id, invoice_date: invoiceDate }, await financeSettings(tx, refs));
    if (awb_count === 0 || figures.total <= 0) throw badRequest(`Invoice ${doc.number} bills nothing`, {});
    const write = ledgerWrite(
      tx,
      [
        {
          side: 'AR',
          party: customer.id,
          branch: doc.branch_id as number,
          date: invoiceDate,
          kind: 'INVOICE',
          amount: figures.total,
          item: { type: 'invoice', id: doc.id, number: doc.number, date: invoiceDate, due: String(doc.due_date) },
          document: { type: 'invoice', id: doc.id, number: doc.number },
        },
      ],
      ac.actor,
    );
    return {
      set: {
        ...figures,
        awb_count,
        customer_name: customer.name,
        customer_npwp: customer.npwp,
        billing_address: customer.address,
        outstanding: figures.total,
      },
      writes: write ? [write] : [],
    };
  },
};
