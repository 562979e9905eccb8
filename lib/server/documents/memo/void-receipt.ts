import { eq } from 'drizzle-orm';
import { milestoneOf } from '@/lib/helpdesk/change-kinds';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import type { z } from 'zod';
import type { voidReceiptBody } from '@/lib/resources/documents/memo-api';
import { auditLogs } from '../../db/schema/audit';
import { cashRegisters, shipments } from '../../db/schema/documents';
import { cashAdjustments } from '../../db/schema/finance';
import { badRequest, HttpError } from '../../errors';
import { canSeeDocument } from '../engine/branch-scope';
import type { ActionContext, DocRow, DocumentChange } from '../engine/types';
import type { Db } from '../../db/client';

/*
 * Void receipt: a cash AWB whose register was already handed over (so the counter can no longer void
 * it) is voided on approval — cancelled with its tracking event — and its amount refunded through the
 * counter's next register. Only a parcel still at the origin counter.
 */

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

/** Why this AWB cannot be voided by a memo (null: it can). */
async function refusalOf(tx: Db, s: DocRow): Promise<{ refusal: string | null; register: DocRow | null }> {
  if (s.payment_type !== 'CASH') return { refusal: 'Only a cash AWB has a receipt: a credit AWB is corrected through its CDR or invoice', register: null };
  if (s.stage === 'cancelled') return { refusal: 'Already voided', register: null };
  if (s.stage !== 'booked') return { refusal: 'Still a draft: the counter voids it', register: null };
  if (!s.cash_register_id) return { refusal: 'Not in a cash register yet: the counter voids it (Void AWB)', register: null };
  const [register] = (await tx.select().from(cashRegisters).where(eq(cashRegisters.id, s.cash_register_id as number))) as DocRow[];
  if (register?.stage !== 'booked') return { refusal: `Its register ${String(register?.number ?? '')} is not handed over yet: void the register first, then the AWB at the counter`, register: null };
  if (milestoneOf(s as { status: string }) !== 'at-origin') return { refusal: 'The parcel has left the counter (bagged or on its way): it cannot be voided', register };
  return { refusal: null, register };
}

export async function planVoidReceipt(tx: Db, input: z.infer<typeof voidReceiptBody>, ac: ActionContext) {
  const [s] = (await tx.select().from(shipments).where(eq(shipments.number, String(input.awb)))) as DocRow[];
  if (!s || !(await canSeeDocument(tx, shipmentDocument as unknown as DocumentDefinition, s, ac.principal.branches ?? null))) throw invalid({ awb: ['No such AWB (or not of a branch you work for)'] });
  const { refusal, register } = await refusalOf(tx, s);
  if (refusal) throw invalid({ awb: [refusal] });
  return { branchId: s.branch_id as number, set: { awb: s.number, shipment_id: s.id, register_number: register!.number, refund_amount: Number(s.total) } };
}

export async function approveVoidReceipt(tx: Db, memo: DocRow, ac: ActionContext): Promise<DocumentChange> {
  const [s] = (await tx.select().from(shipments).where(eq(shipments.id, memo.shipment_id as number)).for('update')) as DocRow[];
  const { refusal } = await refusalOf(tx, s);
  if (refusal) throw new HttpError(409, `AWB ${String(s.number)}: ${refusal}`);
  const now = ac.now.toISOString();
  const refund = Number(s.total);
  await tx
    .update(shipments)
    .set({ stage: 'cancelled', status: 'cancelled', cancelled_at: now, cancelled_by: ac.actor, cancel_reason: 'CUSTOMER_REQUEST', cancel_note: `Void receipt ${String(memo.number)}`, version: Number(s.version) + 1, updated_at: ac.now, updated_by: ac.actor })
    .where(eq(shipments.id, s.id));
  return {
    set: { refund_amount: refund },
    writes: [
      tx.insert(cashAdjustments).values({ office_id: s.office_id as number, branch_id: s.branch_id as number, shipment_id: s.id, awb: String(s.number), amount: -refund, source_type: 'memo', source_id: memo.id, source_number: String(memo.number), memo: 'Receipt voided: refund', created_by: ac.actor }),
      tx.insert(auditLogs).values({ actor: ac.actor, action: 'cancel', entity: 'shipment', entityId: String(s.id), before: { stage: s.stage, status: s.status }, after: { stage: 'cancelled', status: 'cancelled', memo: memo.number } }),
    ],
    tracking: [{ shipment_id: s.id, status: 'cancelled', code: 'CANCELLED', office_id: (s.office_id as number) ?? null, document_type: 'memo', document_number: String(memo.number) }],
    touched: [{ document: 'shipment', id: s.id, action: 'cancel' }],
  };
}
