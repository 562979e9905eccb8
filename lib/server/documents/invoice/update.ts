import { z } from 'zod';
import { canonicalTaxInvoiceNo, refineTaxInvoiceNo } from '@/lib/finance/tax-invoice-number';
import { invoiceDocument } from '@/lib/resources/documents/invoice';
import { fieldSchema } from '@/lib/resources/engine/define';
import { badRequest } from '../../errors';
import { addDays } from '../../finance/parties';
import { guardInvoiceDateOf } from '../../finance/dates';
import { financeSettings } from '../../finance/settings';
import type { UpdateHandler } from '../engine/types';
import { figuresOf } from './figures';

const f = invoiceDocument.fields;

const body = z
  .object({
    invoice_date: fieldSchema(f.invoice_date),
    top_days: fieldSchema(f.top_days),
    due_date: fieldSchema(f.due_date).optional(),
    collector_id: fieldSchema(f.collector_id),
    line_mode: fieldSchema(f.line_mode),
    tax_invoice_no: fieldSchema(f.tax_invoice_no),
    notes: fieldSchema(f.notes),
  })
  // the declaration's cross-field rule, as the draft's form applies it: a tax invoice number DJP issues, of the invoice's year
  .superRefine(refineTaxInvoiceNo);

/** Edit a draft: dates and terms (the due date follows the terms unless given), collector, lines detailed or summarized, tax invoice number, notes. */
export const updateInvoiceDraft: UpdateHandler<z.infer<typeof body>> = {
  body,
  async build(tx, doc, input, ac) {
    const invoiceDate = String(input.invoice_date);
    const due = input.due_date ? String(input.due_date) : addDays(invoiceDate, Number(input.top_days));
    await guardInvoiceDateOf(tx, doc.id, invoiceDate);
    if (due < invoiceDate) throw badRequest('Invalid body: check the highlighted fields', { due_date: ['Must not be before the invoice date'] });
    const figures = await figuresOf(tx, { id: doc.id, customer_id: doc.customer_id as number, invoice_date: invoiceDate }, await financeSettings(tx, ac.ctx.references));
    const { awb_count: _n, topDays: _t, ...money } = figures;
    return {
      set: {
        invoice_date: invoiceDate,
        top_days: input.top_days,
        due_date: due,
        collector_id: input.collector_id ?? null,
        line_mode: input.line_mode,
        tax_invoice_no: canonicalTaxInvoiceNo(input.tax_invoice_no as string | null | undefined),
        notes: input.notes ?? null,
        ...money,
        outstanding: money.total,
      },
    };
  },
};
