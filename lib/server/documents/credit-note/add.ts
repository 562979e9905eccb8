import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { creditNoteDocument } from '@/lib/resources/documents/credit-note';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { invoices } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import { allBranches } from '../shared/office';
import type { CreateHandler, DocRow, UpdateHandler } from '../engine/types';
import { creditLines } from './lines';

const f = creditNoteDocument.fields;
const lines = z
  .array(z.object({ invoice_line_id: z.number().int().positive().max(2_147_483_647), amount: z.number({ error: 'The credit' }).int('Whole rupiah').min(1, 'More than 0').max(10_000_000_000) }))
  .min(1, 'Credit at least one AWB')
  .max(5000);

const editable = {
  cn_date: fieldSchema(f.cn_date),
  kind: fieldSchema(f.kind),
  reason: fieldSchema(f.reason),
  notes: fieldSchema(f.notes),
  lines,
};
const createBody = z.object({ invoice_id: z.number({ error: 'Pick the invoice' }).int().positive().max(2_147_483_647), ...editable, request_id: z.string().uuid('A UUID').optional() });
const updateBody = z.object(editable);

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

async function plan(tx: Parameters<CreateHandler<unknown>['build']>[0], refs: Parameters<typeof creditLines>[1], invoice: DocRow, input: z.infer<typeof updateBody>, today: string) {
  const date = String(input.cn_date);
  if (date > today) throw invalid({ cn_date: ['Cannot be in the future'] });
  if (date < String(invoice.invoice_date)) throw invalid({ cn_date: [`Not before the invoice (${String(invoice.invoice_date)})`] });
  const { errors, lines: rows, figures } = await creditLines(tx, refs, invoice, input.lines);
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    set: { cn_date: date, kind: input.kind, reason: input.reason, notes: input.notes ?? null, ...figures, to_invoice: 0, to_deposit: 0 },
    lines: { awbs: rows },
  };
}

async function issuedInvoice(tx: Parameters<CreateHandler<unknown>['build']>[0], id: number) {
  const [invoice] = (await tx.select().from(invoices).where(eq(invoices.id, id))) as DocRow[];
  if (!invoice) throw invalid({ invoice_id: ['No such invoice'] });
  if (invoice.stage !== 'booked') throw invalid({ invoice_id: [`Invoice ${invoice.number} is ${invoice.stage === 'draft' ? 'still a draft: edit it instead' : 'cancelled'}`] });
  return invoice;
}

/** A draft credit note against an issued invoice. */
export const addCreditNote: CreateHandler<z.infer<typeof createBody>> = {
  body: createBody,
  async build(tx, input, ac) {
    const invoice = await issuedInvoice(tx, input.invoice_id);
    const branch = (await allBranches(tx, ac.ctx.references)).get(invoice.branch_id as number);
    const p = await plan(tx, ac.ctx.references, invoice, input, jakartaDay(ac.now));
    return {
      scopeCode: branch?.code ?? 'HO',
      set: { ...p.set, invoice_id: invoice.id, invoice_number: invoice.number, customer_id: invoice.customer_id, branch_id: invoice.branch_id, status: 'DRAFT' },
      lines: p.lines,
    };
  },
};

/** Edit a draft: its date, kind, reason and lines. */
export const updateCreditNote: UpdateHandler<z.infer<typeof updateBody>> = {
  body: updateBody,
  async build(tx, doc, input, ac) {
    const invoice = await issuedInvoice(tx, doc.invoice_id as number);
    return plan(tx, ac.ctx.references, invoice, input, jakartaDay(ac.now));
  },
};
