import { useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';

const noopSubscribe = () => () => {};

/** false while rendering on the server and while hydrating, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/**
 * redux-persist's gate without its server-side blank page (TOOLCHAIN: `<PersistGate loading={null}>`
 * empties the SSR HTML). The server has no persistor and renders the page as is; the browser hydrates
 * that same markup, then holds the page back only if rehydration is still running (bounded by the
 * 5000 ms persist timeout). The function-child form keeps the page's place in the tree, so nothing
 * remounts when the gate lifts.
 */
export function ClientPersistGate({ persistor, children }: { persistor: Persistor | null; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!persistor) return <>{children}</>;
  return <PersistGate persistor={persistor}>{(bootstrapped) => (bootstrapped || !hydrated ? children : null)}</PersistGate>;
}
