import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { incomingBags } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';
import { refuseScan, scannedCode } from '../shared/scans';
import { bagLine, incomingCounters, statusAfter } from './counters';

const body = z.object({
  code: z.string().trim().min(1, 'Scan or type the bag number').max(40).transform(scannedCode),
  /** The number on the seal as found: a different one is recorded as a mismatch (the bag is still opened). */
  seal_number: z.string().trim().min(1, 'The number on the seal as found').max(40).transform(scannedCode),
});

/** A bag of the manifest taken out of the load: its seal checked against the one it left with, then opened. */
export const openIncomingBag: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, incoming, input, ac) {
    const line = await bagLine(tx, incoming.id, input.code);
    if (!line) throw refuseScan(`Bag ${input.code} is not on manifest ${incoming.manifest_number as string}`, 'code');
    if (line.result === 'OPENED' || line.result === 'SEAL_MISMATCH') throw refuseScan(`Bag ${input.code} is already opened`, 'code');
    const mismatch = line.seal_expected !== input.seal_number;
    const moves = { bags_opened: 1, seal_mismatch_count: mismatch ? 1 : 0 };
    return {
      set: { ...incomingCounters(moves), ...(incoming.stage === 'booked' ? { status: statusAfter(incoming, moves) } : {}) },
      writes: [
        tx
          .update(incomingBags)
          .set({ result: mismatch ? 'SEAL_MISMATCH' : 'OPENED', seal_found: input.seal_number, scanned_at: ac.now.toISOString(), scanned_by: ac.actor })
          .where(eq(incomingBags.id, line.id as number)),
      ],
    };
  },
};
