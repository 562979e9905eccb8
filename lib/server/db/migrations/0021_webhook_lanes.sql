-- serves: the webhook sender's claim per customer's lane (a few of each endpoint's oldest due deliveries)
-- and dropping what is queued for a hook that is turned off or changed
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" USING btree ("endpoint_id","next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';
