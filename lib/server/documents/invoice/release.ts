import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerDataReports, shipments } from '../../db/schema/documents';
import type { DocumentChange } from '../engine/types';

/** An invoice let go (its draft or itself cancelled): its CDRs are posted again, its AWBs free for a new invoice. */
export async function releaseInvoice(tx: Db, invoiceId: number): Promise<DocumentChange['touched']> {
  await tx.update(shipments).set({ invoice_id: null }).where(eq(shipments.invoice_id, invoiceId));
  const cdrs = await tx
    .update(customerDataReports)
    .set({ invoice_id: null, status: 'POSTED' })
    .where(eq(customerDataReports.invoice_id, invoiceId))
    .returning({ id: customerDataReports.id });
  return cdrs.map((c) => ({ document: 'customer-data-report', id: c.id as number, action: 'released' }));
}
