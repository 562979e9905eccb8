-- serves: one seal, one live bag — the seal check of "close and seal" reads first and says which bag has it;
-- this index decides when two bags are sealed with the same number at once (409)
CREATE UNIQUE INDEX "shipping_bags_seal_number_live_uq" ON "shipping_bags" ("seal_number") WHERE "stage" <> 'cancelled' AND "seal_number" IS NOT NULL;
