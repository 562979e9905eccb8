import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/integration';
import { customers } from '../db/schema/resources';
import { runAction } from '../engine/run-action';
import { badRequest } from '../errors';
import { webhookUrlProblem } from './webhook-destination';

export interface WebhookChange {
  url: string;
  active: boolean;
  rotate_secret: boolean;
}

/**
 * Sets a customer's webhook: the URL checked first (its name resolved, outside the transaction), then
 * saved; a new or rotated secret is answered once. Turning it off, or changing its URL or secret, drops
 * what was queued for it in the same transaction: nothing meant for the old receiver goes out later.
 */
export async function saveWebhookEndpoint(ctx: AppContext, actor: string, customerId: number, change: WebhookChange) {
  // a paused hook sends nothing (so pausing one the rules have since closed works); resuming checks it
  const problem = change.active ? await webhookUrlProblem(ctx, change.url) : null;
  if (problem) throw badRequest(`Webhook URL refused: ${problem}`, { url: [problem] });
  return runAction(ctx, {
    actor,
    entity: 'customer-webhook',
    entityId: customerId,
    action: 'update',
    label: 'Customer',
    lock: async (tx) => (await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update'))[0],
    apply: async (tx) => {
      const [existing] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.customer_id, customerId));
      const secret = !existing || change.rotate_secret ? `whsec_${crypto.randomBytes(24).toString('base64url')}` : null;
      const values = { url: change.url, active: change.active ? 1 : 0, updated_at: new Date().toISOString(), updated_by: actor };
      if (existing) await tx.update(webhookEndpoints).set({ ...values, ...(secret ? { secret } : {}), version: sql`${webhookEndpoints.version} + 1` }).where(eq(webhookEndpoints.id, existing.id));
      else await tx.insert(webhookEndpoints).values({ ...values, customer_id: customerId, secret: secret! });
      const dropped = !existing ? null : !change.active ? 'the webhook was turned off' : existing.url !== change.url ? 'the webhook URL changed' : secret ? 'the webhook secret changed' : null;
      if (existing && dropped) {
        await tx
          .update(webhookDeliveries)
          .set({ status: 'dropped', last_error: `Dropped: ${dropped}` })
          .where(and(eq(webhookDeliveries.endpoint_id, existing.id), eq(webhookDeliveries.status, 'pending')));
      }
      return {
        result: { url: values.url, active: change.active, secret },
        audit: { before: existing ? { url: existing.url, active: existing.active === 1 } : null, after: { url: values.url, active: change.active, secret_rotated: Boolean(secret) } },
      };
    },
  });
}
