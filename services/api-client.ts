import axios, { AxiosError } from 'axios';
import Cookies from 'js-cookie';
import { runtimeConfig } from '@/lib/runtime-config';

/** The API base of this deployment, served at run time (lib/runtime-config.ts); '/api' by default. */
export const API_URL = runtimeConfig().apiUrl;

/** Spec §8: the one server message that ends the browser session. */
export const JWT_EXPIRED_MESSAGE = 'jwt expired';
export const EXPIRED_REDIRECT_PATH = '/login';

/** Error body of the product API. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export const apiClient = axios.create({ baseURL: API_URL, withCredentials: true });

let currentToken: string | null = null;
const tokenListeners = new Set<(token: string | null) => void>();

/** Called with the session's accessToken.token once authenticated, and with null after sign-out. */
export function setAuthToken(token: string | null | undefined): void {
  const next = token || null;
  if (next === currentToken) return;
  currentToken = next;
  if (next) apiClient.defaults.headers.common.Authorization = `Bearer ${next}`;
  else delete apiClient.defaults.headers.common.Authorization;
  for (const listener of tokenListeners) listener(next);
}

/** Told whenever the token changes (the realtime socket signs in again with the new one). */
export function onAuthTokenChange(listener: (token: string | null) => void): () => void {
  tokenListeners.add(listener);
  return () => void tokenListeners.delete(listener);
}

export function getAuthToken(): string | null {
  return currentToken;
}

/** The server's message of a failed call, or the transport's. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof AxiosError) {
    const body = error.response?.data as Partial<ApiErrorBody> | undefined;
    if (typeof body?.message === 'string' && body.message) return body.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong';
}

function isJwtExpired(error: unknown): boolean {
  if (!(error instanceof AxiosError)) return false;
  const body = error.response?.data as Partial<ApiErrorBody> | undefined;
  return body?.message === JWT_EXPIRED_MESSAGE;
}

/** Removes every cookie readable by script (next-auth's own cookies are httpOnly and stay). */
export function removeReadableCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
}

/** Set once the page is on its way to /login: the calls that fail with it must not restart the navigation. */
let leaving = false;

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (typeof window !== 'undefined' && isJwtExpired(error)) {
      // Several calls fail together when the token expires; a second assignment of location.href would
      // abort the first navigation and start another.
      if (!leaving) {
        leaving = true;
        removeReadableCookies();
        window.location.href = EXPIRED_REDIRECT_PATH;
      }
      // The page is being left: settle nothing, so no caller flashes an error toast on the way out.
      return new Promise<never>(() => {});
    }
    return Promise.reject(error);
  },
);
