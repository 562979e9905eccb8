import type { NextPage } from 'next';
import type { ReactElement, ReactNode } from 'react';

/**
 * A page of this app. `auth = false` makes it public (sign-in pages, 404); every other page needs a
 * session. `getLayout` wraps the page in a layout that survives navigation between pages using it.
 */
export type AppPage<P = object> = NextPage<P> & {
  auth?: boolean;
  getLayout?: (page: ReactElement) => ReactNode;
};
