import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { cashAdjustments } from '../../db/schema/finance';
import type { ActionHandler } from '../engine/types';

/** Void releases the register's AWBs (they may go into a new register, or be cancelled) and its cash adjustments; its lines stay as a record. */
export const voidCashRegister: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, doc) {
    // its AWBs the engine releases (they are held: shipments.heldBy); its cash adjustments are not a document
    await tx.update(cashAdjustments).set({ cash_register_id: null }).where(eq(cashAdjustments.cash_register_id, doc.id));
    return {};
  },
};
