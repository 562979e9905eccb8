-- serves: the users log unfiltered or by date, newest first (auth_events side)
CREATE INDEX "auth_events_at_idx" ON "auth_events" USING btree ("at");--> statement-breakpoint
-- serves: the users log filtered by event kind (e.g. failed sign-ins), newest first
CREATE INDEX "auth_events_event_at_idx" ON "auth_events" USING btree ("event","at");--> statement-breakpoint
-- serves: the transactions log filtered by record type, and the users log's user-record changes, newest first
CREATE INDEX "audit_logs_entity_at_idx" ON "audit_logs" USING btree ("entity","at");--> statement-breakpoint
-- serves: both logs filtered by who made the change, newest first; the logs' user list (distinct actors by skip scan)
CREATE INDEX "audit_logs_actor_at_idx" ON "audit_logs" USING btree ("actor","at");
