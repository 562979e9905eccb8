import { useEffect, useState } from 'react';
import type { ResourceDefinition } from '@/lib/resources/engine/define';

/*
 * The resource a reference points at (its API module), looked up in the registry of every declaration.
 * That registry is ~8 KB gzip of declarations a screen does not otherwise need, so a picker loads it
 * after the first paint (once per page load) instead of carrying it in the first load: until it has
 * arrived the picker fetches nothing, as when it has not been used yet.
 */

type Registry = typeof import('@/lib/resources/registry');

let registry: Registry | null = null;
let loading: Promise<Registry> | null = null;

function loadRegistry(): Promise<Registry> {
  loading ??= import('@/lib/resources/registry').then(
    (m) => (registry = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The referenced resource; undefined while the registry is loading, or when no resource has that name. */
export function useRefTarget(name: string): ResourceDefinition | undefined {
  const [loaded, setLoaded] = useState<Registry | null>(registry);
  useEffect(() => {
    if (loaded) return;
    let active = true;
    loadRegistry().then(
      (m) => active && setLoaded(m),
      (error: unknown) => console.error('The resource registry could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, [loaded]);
  return loaded?.findResource(name);
}
