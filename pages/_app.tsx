import '@/styles/globals.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { persistStore, type Persistor } from 'redux-persist';
import { AuthGate } from '@/components/auth/AuthGate';
import { ApiAuthSync } from '@/components/providers/ApiAuthSync';
import { AppEffects } from '@/components/providers/AppEffects';
import { ClientPersistGate } from '@/components/providers/ClientPersistGate';
import { makeStore, type AppStore, type RootState } from '@/store';
import { retryRead } from '@/services/api-errors';
import type { AppPage } from '@/types/page';

type Props = AppProps<{ session?: Session | null }> & { Component: AppPage };

// Only screens that change something raise toasts; react-toastify queues a toast raised before its
// container has arrived, so the container can load after the first paint.
const ToastContainer = dynamic(() => import('react-toastify').then((m) => m.ToastContainer), { ssr: false });

/** Spec §8: toasts top-right, closing after 4000 ms. */
const TOAST_AUTO_CLOSE_MS = 4000;

function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: retryRead } } });
}

interface StoreBundle {
  store: AppStore;
  /** State before rehydration: what the server rendered, used by react-redux while hydrating. */
  serverState: RootState;
  persistor: Persistor | null;
}

function createStoreBundle(): StoreBundle {
  const store = makeStore();
  const serverState = store.getState();
  const persistor = typeof window === 'undefined' ? null : persistStore(store);
  return { store, serverState, persistor };
}

export default function App({ Component, pageProps: { session, ...pageProps } }: Props) {
  const [queryClient] = useState(createQueryClient);
  const [{ store, serverState, persistor }] = useState(createStoreBundle);

  const getLayout = Component.getLayout ?? ((page) => page);
  const page = getLayout(<Component {...pageProps} />);

  return (
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <ReduxProvider store={store} serverState={serverState}>
          <ClientPersistGate persistor={persistor}>
            <ApiAuthSync>
              <AppEffects />
              {Component.auth === false ? page : <AuthGate>{page}</AuthGate>}
              <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
            </ApiAuthSync>
          </ClientPersistGate>
        </ReduxProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
