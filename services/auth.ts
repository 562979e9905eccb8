import { apiClient } from './api-client';

/**
 * Spec §4: POST /auth/logout with the user_code, sent without waiting and without reading the response.
 * Returns nothing to await; failures are swallowed (the local session is cleared regardless).
 */
export function logout(userCode: string | null | undefined): void {
  if (!userCode) return;
  apiClient.post('/auth/logout', { user_code: userCode }).catch(() => undefined);
}
