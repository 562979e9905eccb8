/** Spec §8. */
export const INACTIVE_MESSAGE_TITLE = 'Maaf, Akun Anda Tidak Aktif';

/** Messages for the `error` query parameter next-auth puts on the sign-in page. */
export const SIGN_IN_ERROR_MESSAGES: Record<string, string> = {
  SessionRequired: 'Please sign in to open that page.',
  SessionEnded: 'Your session has ended (signed out elsewhere, or the password was changed). Please sign in again.',
  CredentialsSignin: 'Wrong user code or password.',
  OAuthSignin: 'Single sign-on could not be started. Try again.',
  OAuthCallback: 'Single sign-on did not complete. Try again.',
  OAuthAccountNotLinked: 'This single sign-on account is not linked to a user of this system.',
  AccessDenied: 'Access denied.',
  Callback: 'Sign-in did not complete. Try again.',
};

/**
 * A known next-auth code gets its sentence; a sentence (the server's refusal of a single sign-on, passed
 * back by the signIn callback) is shown as it is; any other code gets a generic line.
 */
export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  if (SIGN_IN_ERROR_MESSAGES[code]) return SIGN_IN_ERROR_MESSAGES[code];
  return /\s/.test(code.trim()) ? code.trim().slice(0, 300) : 'Sign-in failed. Try again.';
}
