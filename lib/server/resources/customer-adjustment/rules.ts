import { z } from 'zod';
import { adjustmentResource } from '@/lib/resources/customers';
import { defineRules } from '../rules';
import { decideAdjustment, decisionRefusal } from './decide';

const decisionBody = z.object({ version: z.coerce.number().int().positive(), note: z.string().trim().max(500).nullish() });

export const customerAdjustmentRules = defineRules(adjustmentResource, {
  /** Any change of an adjustment needs a (new) decision: it goes back to PENDING. */
  beforeWrite: (input) => ({ ...input, status: 'PENDING', decided_by: null, decided_at: null, decision_note: null }),
  actions: {
    approve: {
      body: decisionBody,
      refusal: decisionRefusal,
      run: (ctx, actor, id, body: z.infer<typeof decisionBody>) => decideAdjustment(ctx, actor, id, 'APPROVED', body.version, body.note || null),
    },
    reject: {
      body: decisionBody,
      refusal: decisionRefusal,
      run: (ctx, actor, id, body: z.infer<typeof decisionBody>) => decideAdjustment(ctx, actor, id, 'REJECTED', body.version, body.note || null),
    },
  },
});
