import type { DefaultSession } from 'next-auth';

/** What next-auth keeps about the signed-in staff member (spec §3). */
export interface SessionUser {
  /** = user_code */
  id: string;
  full_name: string;
  user_group: string;
  /** JSON string of permission paths, e.g. '["/app/master-data/customers/list"]'. */
  permissions: string;
  /** File name under {API}/uploads/users/, or null. */
  photo: string | null;
  /** The branches whose documents the user sees and acts on; null: every branch (head office). */
  branches?: number[] | null;
}

declare module 'next-auth' {
  interface Session {
    user: SessionUser & DefaultSession['user'];
    accessToken: { token: string };
  }

  // What `authorize` / the OIDC `profile` hand to the jwt callback; optional so either provider fits.
  interface User {
    full_name?: string;
    user_group?: string;
    permissions?: string;
    photo?: string | null;
    accessToken?: string;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    /** Who, without the permissions (read at each session request; see lib/auth/next-auth-options.ts). */
    user?: Omit<SessionUser, 'permissions'>;
    accessToken?: { token: string };
  }
}
