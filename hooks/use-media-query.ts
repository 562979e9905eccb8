import { useCallback, useSyncExternalStore } from 'react';

/** Spec §9: screens narrower than 768 px are "narrow" (forced vertical layout, no search box). */
export const NARROW_BREAKPOINT_PX = 768;
export const NARROW_QUERY = `(max-width: ${NARROW_BREAKPOINT_PX - 1}px)`;

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a CSS media query matches, following changes. SSR-safe: false on the server and while
 * hydrating (the server cannot know the width), the real answer right after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = mediaQueryList(query);
      mql?.addEventListener('change', onChange);
      return () => mql?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}

export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
