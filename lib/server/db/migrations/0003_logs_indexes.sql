CREATE INDEX "auth_events_at_idx" ON "auth_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "auth_events_event_at_idx" ON "auth_events" USING btree ("event","at");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_at_idx" ON "audit_logs" USING btree ("entity","at");--> statement-breakpoint
CREATE INDEX "audit_logs_actor_at_idx" ON "audit_logs" USING btree ("actor","at");