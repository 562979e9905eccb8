import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { pph23Of, ppnOf } from '@/lib/finance/tax';
import { canonicalTaxInvoiceNo } from '@/lib/finance/tax-invoice-number';
import { BILLABLE_SOURCES, vendorInvoiceDocument } from '@/lib/resources/documents/vendor-invoice';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { Db } from '../../db/client';
import { outgoingManifests, vendorHandovers, vendorInvoices } from '../../db/schema/documents';
import { badRequest, HttpError } from '../../errors';
import { addDays, vendorOf, type VendorInfo } from '../../finance/parties';
import { financeSettings } from '../../finance/settings';
import type { ReferenceCache } from '../../cache/reference-cache';
import { allBranches } from '../shared/office';
import type { CreateHandler, DocRow, UpdateHandler } from '../engine/types';
import { billables } from './billables';

const f = vendorInvoiceDocument.fields;
const items = z
  .array(
    z.object({
      source_type: z.enum(BILLABLE_SOURCES),
      source_id: z.number().int().positive().max(2_147_483_647),
      billed: z.number({ error: 'What they bill' }).int('Whole rupiah').min(0).max(10_000_000_000),
    }),
  )
  .min(1, 'Pick at least one hand-over or manifest')
  .max(1000);

const editable = {
  bill_date: fieldSchema(f.bill_date),
  vendor_invoice_no: fieldSchema(f.vendor_invoice_no),
  tax_invoice_no: fieldSchema(f.tax_invoice_no),
  due_date: fieldSchema(f.due_date).optional(),
  ppn_percent: fieldSchema(f.ppn_percent),
  notes: fieldSchema(f.notes),
  items,
};
// the declaration's cross-field rule, as the form applies it: a tax invoice number DJP issues, of the bill's year
const refine = (values: Record<string, unknown>, ctx: z.RefinementCtx) => vendorInvoiceDocument.refine?.(values, ctx);
const createBody = z.object({ vendor_id: fieldSchema(f.vendor_id), ...editable, request_id: z.string().uuid('A UUID').optional() }).superRefine(refine);
const updateBody = z.object(editable).superRefine(refine);
type Editable = z.infer<typeof updateBody>;

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

/** The bill's items and figures from what the vendor may bill (locked, claimed after the insert). */
async function plan(tx: Db, refs: ReferenceCache, vendor: VendorInfo, input: Editable, today: string, selfId: number | null) {
  const date = String(input.bill_date);
  if (date > today) throw invalid({ bill_date: ['Cannot be in the future'] });
  const due = input.due_date ? String(input.due_date) : addDays(date, vendor.topDays);
  if (due < date) throw invalid({ due_date: ['Must not be before the bill date'] });
  const [dup] = await tx
    .select({ number: vendorInvoices.number })
    .from(vendorInvoices)
    .where(and(eq(vendorInvoices.vendor_id, vendor.id), eq(vendorInvoices.vendor_invoice_no, String(input.vendor_invoice_no)), ne(vendorInvoices.stage, 'cancelled'), selfId ? ne(vendorInvoices.id, selfId) : undefined));
  if (dup) throw invalid({ vendor_invoice_no: [`Already entered as ${String(dup.number)}`] });
  const wanted = { handovers: input.items.filter((i) => i.source_type === 'VENDOR_HANDOVER').map((i) => i.source_id), manifests: input.items.filter((i) => i.source_type === 'MANIFEST').map((i) => i.source_id) };
  const open = await billables(tx, vendor, wanted, true);
  const byKey = new Map(open.map((b) => [`${b.source_type}:${b.source_id}`, b]));
  const errors: Record<string, string[]> = {};
  const rows = input.items.flatMap((item, i) => {
    const b = byKey.get(`${item.source_type}:${item.source_id}`);
    if (!b) {
      errors[`items.${i}.source_id`] = [`Not an unbilled ${item.source_type === 'MANIFEST' ? 'manifest' : 'hand-over'} of ${vendor.name}`];
      return [];
    }
    byKey.delete(`${item.source_type}:${item.source_id}`);
    return [{ ...b, billed: item.billed, difference: item.billed - b.expected }];
  });
  if (Object.keys(errors).length) throw invalid(errors);
  const settings = await financeSettings(tx, refs);
  const amount = rows.reduce((a, r) => a + r.billed, 0);
  const expected = rows.reduce((a, r) => a + r.expected, 0);
  const ppn = ppnOf(amount, { percent: Number(input.ppn_percent), base: 'BILLED' }).ppn;
  const pph23 = vendor.isCompany ? pph23Of(amount, { percent: settings.pph23_percent, noTaxIdPercent: settings.pph23_no_tax_id_percent }, Boolean(vendor.npwp)) : 0;
  const pph23Percent = vendor.isCompany ? (vendor.npwp ? settings.pph23_percent : settings.pph23_no_tax_id_percent) : 0;
  const total = amount + ppn;
  return {
    branchId: rows[0].branch_id,
    set: {
      bill_date: date,
      vendor_invoice_no: input.vendor_invoice_no,
      tax_invoice_no: canonicalTaxInvoiceNo(input.tax_invoice_no as string | null | undefined),
      top_days: vendor.topDays,
      due_date: due,
      ppn_percent: input.ppn_percent,
      notes: input.notes ?? null,
      item_count: rows.length,
      expected_total: expected,
      amount,
      difference: amount - expected,
      ppn,
      total,
      pph23_percent: pph23Percent,
      pph23,
      payable: total - pph23,
      paid_amount: 0,
      outstanding: total - pph23,
    },
    lines: {
      items: rows.map((r) => ({
        source_type: r.source_type,
        source_id: r.source_id,
        source_number: r.source_number,
        source_date: r.source_date,
        awb_count: r.awb_count,
        weight_kg: r.weight_kg,
        expected: r.expected,
        billed: r.billed,
        difference: r.difference,
      })),
    },
    rows,
  };
}

/** Marks these hand-overs and manifests as billed by this bill (or, with null, frees this bill's). */
export async function claimSources(tx: Db, billId: number, rows: readonly { source_type: string; source_id: number }[]) {
  const handovers = rows.filter((r) => r.source_type === 'VENDOR_HANDOVER').map((r) => r.source_id);
  const manifests = rows.filter((r) => r.source_type === 'MANIFEST').map((r) => r.source_id);
  const h = handovers.length ? await tx.update(vendorHandovers).set({ vendor_invoice_id: billId }).where(and(inArray(vendorHandovers.id, handovers), isNull(vendorHandovers.vendor_invoice_id))).returning({ id: vendorHandovers.id }) : [];
  const m = manifests.length ? await tx.update(outgoingManifests).set({ vendor_invoice_id: billId }).where(and(inArray(outgoingManifests.id, manifests), isNull(outgoingManifests.vendor_invoice_id))).returning({ id: outgoingManifests.id }) : [];
  if (h.length + m.length !== rows.length) throw new HttpError(409, 'Some of these were billed on another vendor invoice meanwhile: pick again');
}

export async function releaseSources(tx: Db, billId: number) {
  await tx.update(vendorHandovers).set({ vendor_invoice_id: null }).where(eq(vendorHandovers.vendor_invoice_id, billId));
  await tx.update(outgoingManifests).set({ vendor_invoice_id: null }).where(eq(outgoingManifests.vendor_invoice_id, billId));
}

export const addVendorInvoice: CreateHandler<z.infer<typeof createBody>> = {
  body: createBody,
  async build(tx, input, ac) {
    const vendor = await vendorOf(tx, input.vendor_id as number);
    const p = await plan(tx, ac.ctx.references, vendor, input, jakartaDay(ac.now), null);
    const branch = (await allBranches(tx, ac.ctx.references)).get(p.branchId);
    return {
      scopeCode: branch?.code ?? 'HO',
      set: { ...p.set, vendor_id: vendor.id, branch_id: p.branchId, status: 'DRAFT' },
      lines: p.lines,
      afterInsert: (t, bill) => claimSources(t, bill.id, p.rows),
    };
  },
};

export const updateVendorInvoice: UpdateHandler<z.infer<typeof updateBody>> = {
  body: updateBody,
  async build(tx, doc: DocRow, input, ac) {
    const vendor = await vendorOf(tx, doc.vendor_id as number);
    // what this draft holds is free for its own edit
    await releaseSources(tx, doc.id);
    const p = await plan(tx, ac.ctx.references, vendor, input, jakartaDay(ac.now), doc.id);
    await claimSources(tx, doc.id, p.rows);
    return { set: { ...p.set, branch_id: p.branchId }, lines: p.lines };
  },
};

