import { useEffect, useState, type ComponentType } from 'react';

/** How long after the page has settled the code of its closed dialogs is fetched anyway. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}

/**
 * A dialog or drawer that is not part of its page's first load: its code (and what only it uses — the
 * form library, zod, the pickers) is fetched once the page is idle, or at once when it opens first.
 * Until then it renders nothing — as the dialog itself does while closed, so the server's HTML is the
 * same; from its first opening on it stays mounted, so it plays its closing transition as before.
 * A failed download leaves it closed; opening it again tries again.
 *
 * `isOpen` reads the props the dialog already takes (`row !== null`, `subject !== null` …).
 */
export function lazyOnOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchCode = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function LazyOnOpen(props: P) {
    const open = isOpen(props);
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);

    useEffect(() => {
      if (Component) return;
      const use = () => {
        let active = true;
        fetchCode().then(
          (component) => active && setComponent(() => component),
          (error: unknown) => {
            if (open) console.error('A dialog could not be loaded', error);
          },
        );
        return () => {
          active = false;
        };
      };
      if (open) return use();
      let stop: (() => void) | undefined;
      const cancelIdle = whenIdle(() => {
        stop = use();
      });
      return () => {
        cancelIdle();
        stop?.();
      };
    }, [Component, open]);

    return Component ? <Component {...props} /> : null;
  }
  return LazyOnOpen;
}
