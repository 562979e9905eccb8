import { useSyncExternalStore } from 'react';

/*
 * The client tests' Next router: its query changes when the page navigates (like Next's shallow
 * routing) and re-renders whoever reads it. Use it with
 *   vi.mock('next/router', async () => (await import('<path>/helpers/fake-router')).routerModule);
 * and set `router.pathname` to the screen under test.
 */

type Query = Record<string, string | string[] | undefined>;
type Target = { pathname?: string; query: Query };

const listeners = new Set<() => void>();

export const router = {
  pathname: '/',
  isReady: true,
  query: {} as Query,
  push: vi.fn(async (target: Target) => navigate(target)),
  replace: vi.fn(async (target: Target) => navigate(target)),
};

/** The URL changes from elsewhere (a link, the back button). */
export function navigate(target: Target) {
  router.query = target.query;
  listeners.forEach((l) => l());
  return true;
}

export const routerModule = {
  useRouter: () => {
    useSyncExternalStore(
      (l) => (listeners.add(l), () => listeners.delete(l)),
      () => router.query,
    );
    return router;
  },
};

export function resetRouter(query: Query = {}) {
  router.query = query;
  router.push.mockClear();
  router.replace.mockClear();
}

/** headlessui measures anchored panels and runs transitions by the Web Animations API; jsdom has neither. */
export function stubLayoutApis() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.getAnimations ??= () => [];
}
