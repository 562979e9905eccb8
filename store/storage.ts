import type { Storage } from 'redux-persist';

/** On the server there is no localStorage: persist nothing, read nothing. */
export function createNoopStorage(): Storage {
  return {
    getItem: () => Promise.resolve(null),
    setItem: (_key: string, value: unknown) => Promise.resolve(value),
    removeItem: () => Promise.resolve(),
  };
}

/** localStorage behind redux-persist's promise interface; noop when there is no window (SSR). */
export function createPersistStorage(): Storage {
  if (typeof window === 'undefined') return createNoopStorage();
  return {
    getItem: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
    setItem: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
    removeItem: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
  };
}
