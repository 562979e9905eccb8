CREATE INDEX "delivery_runsheet_awbs_shipment_id_idx" ON "delivery_runsheet_awbs" USING btree ("document_id","shipment_id");--> statement-breakpoint
CREATE INDEX "incoming_bags_bag_number_idx" ON "incoming_bags" USING btree ("document_id","bag_number");--> statement-breakpoint
CREATE INDEX "incoming_items_awb_idx" ON "incoming_items" USING btree ("document_id","awb");--> statement-breakpoint
CREATE INDEX "pod_reception_items_awb_idx" ON "pod_reception_items" USING btree ("document_id","awb");