// The two log screens' vocabulary, shared by the server and the browser (no zod: pages import this).

export const TRANSACTIONS_LOG_SCREEN = '/misc/logs/transactions';
export const USERS_LOG_SCREEN = '/misc/logs/users';

/** What `recordAuthEvent` writes to auth_events.event. */
export const AUTH_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'sign_in_locked',
  'sign_out',
  'sso_refused',
  'password_changed',
  'password_change_failed',
] as const;
export type AuthEventKind = (typeof AUTH_EVENT_KINDS)[number];

/** The actions the audit log holds for a user record (lib/server/users/actions.ts, change-password.ts). */
export const USER_CHANGE_KINDS = [
  'create',
  'update',
  'update+password',
  'status',
  'reset-password',
  'photo',
  'profile',
  'delete',
] as const;

/**
 * Changing one's own password writes the audit action 'password' and the auth event 'password_changed'
 * (which also has the IP): the users log shows the auth event only.
 */
export const USER_ACTIONS_SHOWN_AS_AUTH_EVENTS = ['password'] as const;

/** Where a row of the users log comes from: auth_events (session) or audit_logs of a user (record). */
export type UserLogSource = 'session' | 'record';

const KIND_LABELS: Record<string, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_in_locked: 'Locked out',
  sign_out: 'Signed out',
  sso_refused: 'SSO sign-in refused',
  password_changed: 'Changed own password',
  password_change_failed: 'Password change failed',
  create: 'Created',
  update: 'Updated',
  'update+password': 'Updated, with a new password',
  status: 'Status changed',
  'reset-password': 'Password reset by an administrator',
  password: 'Changed own password',
  photo: 'Photo changed',
  profile: 'Own profile edited',
  delete: 'Deleted',
  activate: 'Activated',
  deactivate: 'Deactivated',
  'clear-local-storage': 'Browsers told to clear local storage',
};

/** The actions any record's audit rows use; the filter offers these (the API takes any value). */
export const TRANSACTION_ACTIONS = [
  'create',
  'update',
  'delete',
  'activate',
  'deactivate',
  'status',
  'update+password',
  'reset-password',
  'password',
  'photo',
  'profile',
  'clear-local-storage',
] as const;

export const logKindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;

/** In the users log a record change names the record: "User created", not "Created". */
const USER_CHANGE_LABELS: Record<string, string> = {
  create: 'User created',
  update: 'User updated',
  'update+password': 'User updated, with a new password',
  status: 'User status changed',
  'reset-password': 'Password reset by an administrator',
  photo: 'Photo changed',
  profile: 'Own profile edited',
  delete: 'User deleted',
};

export const userLogKindLabel = (source: UserLogSource, kind: string) =>
  (source === 'record' ? USER_CHANGE_LABELS[kind] : undefined) ?? logKindLabel(kind);

/** The users log's event filter: session events, then user-record changes. */
export const USER_LOG_KIND_OPTIONS: LogOption[] = [
  ...AUTH_EVENT_KINDS.map((k) => ({ value: k, label: logKindLabel(k) })),
  ...USER_CHANGE_KINDS.map((k) => ({ value: k, label: userLogKindLabel('record', k) })),
];

export const isAuthEventKind = (kind: string): kind is AuthEventKind =>
  (AUTH_EVENT_KINDS as readonly string[]).includes(kind);

export const AUTH_EVENT_FAILURES: readonly AuthEventKind[] = [
  'sign_in_failed',
  'sign_in_locked',
  'sso_refused',
  'password_change_failed',
];

/** A row of GET /api/log/get/transactions (times as ISO strings). */
export interface TransactionLogRow {
  id: number;
  at: string;
  actor: string | null;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** What the record is called: a document's number, a row's title ("REG"); null when it has none. */
  record_name: string | null;
  before: unknown;
  after: unknown;
}

/** A row of GET /api/log/get/users: a session event or a change of a user record. */
export interface UserLogRow {
  /** Unique over both sources: `session-12`, `record-40`. */
  key: string;
  source: UserLogSource;
  at: string;
  kind: string;
  /** The user the row is about. */
  user_code: string | null;
  user_name: string | null;
  /** Who did it: the user itself for session events. */
  actor: string | null;
  actor_name: string | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
  before: unknown;
  after: unknown;
}

export interface LogOption {
  value: string;
  label: string;
}

export interface LogListMeta {
  page: number;
  limit: number;
  total: number;
  /** More rows match than were counted: the total reads "N+". */
  total_capped: boolean;
}

export const LOG_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type LogExportFormat = (typeof LOG_EXPORT_FORMATS)[number];
