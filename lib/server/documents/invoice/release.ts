import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerDataReports } from '../../db/schema/documents';
import type { DocumentChange } from '../engine/types';

/** An invoice let go (its draft or itself cancelled): its CDRs are posted again — the engine then frees them and its AWBs for a new invoice. */
export async function releaseInvoice(tx: Db, invoiceId: number): Promise<DocumentChange['touched']> {
  await tx.update(customerDataReports).set({ status: 'POSTED' }).where(eq(customerDataReports.invoice_id, invoiceId));
  return [];
}
