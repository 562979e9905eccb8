import crypto from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { SCREEN_ROUTES } from '@/constants/menu';
import { normalizePermissions } from '@/lib/resources/role';
import { personFields, userCode as userCodeSchema } from '@/lib/resources/user';
import { writeAudit } from '../audit';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema';
import { ADMINISTRATOR_ROLE } from '../seed/seed-base';
import { adminPasswordProblem } from './password-policy';
import { hashPassword } from './passwords';

/*
 * The first administrator of a real deployment: `npm run admin:create` (scripts/admin-create.ts) or
 * INITIAL_ADMIN_USER / INITIAL_ADMIN_PASSWORD, read at start while the user table is empty. Both go
 * through createAdministrator: the same checks, the same role, an audit row.
 */

export interface AdministratorInput {
  userCode: string;
  fullName: string;
  password: string;
  email?: string | null;
}

export type CreateAdministratorResult =
  | { created: true; userCode: string; roleId: number }
  | { created: false; reason: 'users-exist' };

/** Refused input: what is wrong, per field (the script prints it, the start stops with it). */
export class AdministratorInputError extends Error {
  constructor(readonly problems: Partial<Record<keyof AdministratorInput, string>>) {
    super(Object.entries(problems).map(([field, problem]) => `${field}: ${problem}`).join('; '));
    this.name = 'AdministratorInputError';
  }
}

/** Field checks of the user form (user code, name, e-mail) plus the administrator's password policy. */
export function checkAdministratorInput(input: AdministratorInput): { userCode: string; fullName: string; email: string | null } {
  const problems: AdministratorInputError['problems'] = {};
  const code = userCodeSchema.safeParse(input.userCode);
  if (!code.success) problems.userCode = code.error.issues[0].message;
  const name = personFields.full_name.safeParse(input.fullName);
  if (!name.success) problems.fullName = name.error.issues[0].message;
  const email = personFields.email.safeParse(input.email ?? null);
  if (!email.success) problems.email = email.error.issues[0].message;
  const password = adminPasswordProblem(input.password, code.success ? code.data : input.userCode);
  if (password) problems.password = `The password ${password}`;
  if (Object.keys(problems).length || !code.success || !name.success || !email.success) throw new AdministratorInputError(problems);
  return { userCode: code.data, fullName: name.data, email: email.data };
}

// Two instances starting together on an empty user table: one of them creates the administrator.
const FIRST_ADMIN_LOCK = 727002;

/**
 * Creates an active head-office user (every branch) with the Administrator role (made with every screen
 * when the database has no role of that name). `onlyIfNoUsers`: nothing is done when any user exists (INITIAL_ADMIN_* at start).
 */
export async function createAdministrator(
  db: Db,
  input: AdministratorInput,
  { actor = 'system', onlyIfNoUsers = false }: { actor?: string; onlyIfNoUsers?: boolean } = {},
): Promise<CreateAdministratorResult> {
  const checked = checkAdministratorInput(input);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    if (onlyIfNoUsers) {
      const [{ n }] = await tx.select({ n: count() }).from(users);
      if (n > 0) return { created: false, reason: 'users-exist' } as const;
    }
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.userCode})`, checked.userCode.toLowerCase()));
    if (taken) throw new AdministratorInputError({ userCode: `A user ${checked.userCode} already exists` });
    if (checked.email) {
      const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.email, checked.email));
      if (other) throw new AdministratorInputError({ email: 'Another user already has this e-mail address' });
    }
    await tx
      .insert(roles)
      .values({ name: ADMINISTRATOR_ROLE, description: 'Every permission', permissions: normalizePermissions([...SCREEN_ROUTES]) })
      .onConflictDoNothing();
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(sql`lower(${roles.name})`, ADMINISTRATOR_ROLE.toLowerCase()));
    const [row] = await tx
      .insert(users)
      .values({
        userCode: checked.userCode,
        fullName: checked.fullName,
        email: checked.email,
        roleId: role.id,
        status: 'AKTIF',
        // head office: every branch (there is none yet on a new database, and the administrator makes them)
        allBranches: true,
        passwordHash,
        // as the user form does: a token of a deleted user of the same code never opens this one
        tokenVersion: crypto.randomInt(1, 2 ** 30),
      })
      .returning();
    const { passwordHash: _hash, tokenVersion: _tv, ...after } = row;
    await writeAudit(tx, { actor, action: 'create', entity: 'user', entityId: row.userCode, after });
    return { created: true, userCode: row.userCode, roleId: role.id } as const;
  });
}

type Env = Record<string, string | undefined>;

/**
 * INITIAL_ADMIN_USER / INITIAL_ADMIN_PASSWORD (and INITIAL_ADMIN_NAME, INITIAL_ADMIN_EMAIL): the first
 * administrator, created only while the user table is empty — a later start, or the variables left
 * set, changes nothing. A weak or published password stops the start (thrown): a server nobody can
 * sign in to is no use either.
 */
export async function createInitialAdminFromEnv(db: Db, env: Env = process.env, log: (message: string) => void = console.info) {
  const userCode = env.INITIAL_ADMIN_USER?.trim();
  const password = env.INITIAL_ADMIN_PASSWORD;
  if (!userCode && !password) return null;
  if (!userCode || !password) throw new Error('INITIAL_ADMIN_USER and INITIAL_ADMIN_PASSWORD go together: set both, or neither');
  const ignored = 'INITIAL_ADMIN_USER ignored: the database already has users; remove INITIAL_ADMIN_PASSWORD from the environment';
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) {
    log(ignored);
    return { created: false, reason: 'users-exist' } as const;
  }
  try {
    const result = await createAdministrator(
      db,
      { userCode, password, fullName: env.INITIAL_ADMIN_NAME?.trim() || 'Administrator', email: env.INITIAL_ADMIN_EMAIL?.trim() || null },
      { actor: 'INITIAL_ADMIN_USER', onlyIfNoUsers: true },
    );
    log(
      result.created
        ? `first administrator ${result.userCode} created from INITIAL_ADMIN_USER; remove INITIAL_ADMIN_PASSWORD from the environment`
        : ignored,
    );
    return result;
  } catch (err) {
    if (err instanceof AdministratorInputError) throw new Error(`INITIAL_ADMIN_USER / INITIAL_ADMIN_PASSWORD refused: ${err.message}`);
    throw err;
  }
}
