import { z } from 'zod';
import { ledgerWrite } from '../../finance/ledger';
import type { ActionHandler } from '../engine/types';

/** Post: what we owe the vendor goes on their ledger — the total, less the PPh 23 we withhold. */
export const postVendorInvoice: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, doc, _input, ac) {
    const item = { type: 'vendor-invoice', id: doc.id, number: doc.number, date: String(doc.bill_date), due: String(doc.due_date) };
    const base = { side: 'AP' as const, party: doc.vendor_id as number, branch: doc.branch_id as number, date: String(doc.bill_date), item, document: { type: 'vendor-invoice', id: doc.id, number: doc.number } };
    const write = ledgerWrite(
      tx,
      [
        { ...base, kind: 'VENDOR_INVOICE', amount: Number(doc.total), memo: `Vendor invoice ${String(doc.vendor_invoice_no)}` },
        { ...base, kind: 'VENDOR_PPH23', amount: -Number(doc.pph23 ?? 0), memo: 'PPh 23 withheld' },
      ],
      ac.actor,
    );
    return { set: { outstanding: Number(doc.payable) }, writes: write ? [write] : [] };
  },
};
