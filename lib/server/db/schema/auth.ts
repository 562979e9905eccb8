import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { offices } from './resources';

export const USER_STATUS = { active: 'AKTIF', inactive: 'TIDAK AKTIF' } as const;

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    description: text('description'),
    // Permission = the route of a screen (spec §6); the role grants these to its users.
    permissions: jsonb('permissions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // serves: the role master's name check, which ignores case; also makes 'Ops' and 'OPS' one role
    uniqueIndex('roles_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userCode: text('user_code').notNull().unique(),
    fullName: text('full_name').notNull(),
    email: text('email').unique(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: text('status').notNull().default(USER_STATUS.active),
    photo: text('photo'),
    // the counter (office) the user works at: POS entries default to it, worklists show its documents
    officeId: integer('office_id').references((): AnyPgColumn => offices.id, { onDelete: 'restrict' }),
    // the branches whose documents the user sees and acts on (besides its office's branch); head office: all
    allBranches: boolean('all_branches').notNull().default(false),
    branchIds: jsonb('branch_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    // Bumped on logout: every access token carries the version it was issued under.
    tokenVersion: integer('token_version').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_status_check', sql`${t.status} in ('AKTIF', 'TIDAK AKTIF')`),
    // serves: sign-in by user code, which ignores case; also makes 'Admin' and 'admin' one user
    uniqueIndex('users_user_code_lower_idx').on(sql`lower(${t.userCode})`),
    // serves: user list filtered by role
    index('users_role_id_idx').on(t.roleId),
  ],
);

// Failed sign-in counters, per user_code and per IP; in the database so they survive a restart and
// hold across instances (Redis replaces this table when REDIS_URL is set).
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

// Sign-in, failed sign-in, sign-out: the user log (misc/logs/users).
export const authEvents = pgTable(
  'auth_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userCode: text('user_code'),
    event: text('event').notNull(),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    // serves: user log filtered by user, newest first
    index('auth_events_user_at_idx').on(t.userCode, t.at),
    // serves: user log unfiltered or by date, newest first
    index('auth_events_at_idx').on(t.at),
    // serves: user log filtered by event kind (e.g. failed sign-ins), newest first
    index('auth_events_event_at_idx').on(t.event, t.at),
  ],
);
