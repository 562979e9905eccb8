-- serves: the role master's name check (create/update role), which ignores case; 'Ops' and 'OPS' are one role
CREATE UNIQUE INDEX "roles_name_lower_idx" ON "roles" USING btree (lower("name"));
