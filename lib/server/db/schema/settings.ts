import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Spec §1: the site-wide appearance list; the position (sort) is the meaning (0 = app name, …).
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  label: text('label').notNull(),
  value: text('value').notNull().default(''),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
