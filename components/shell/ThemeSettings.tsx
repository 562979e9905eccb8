import dynamic from 'next/dynamic';
import { useState } from 'react';
import { readableTextOn, useSiteColours } from '@/hooks/use-site-colours';
import { Icon } from './icons';

// The drawer (headlessui Dialog) is downloaded the first time someone opens it.
const ThemeDrawer = dynamic(() => import('./ThemeDrawer'), { ssr: false });

/** Spec §1/§2: the floating theme-settings button (colour: site setting 5) and its drawer. */
export function ThemeSettings() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { notificationHeader } = useSiteColours();
  return (
    <>
      <button
        type="button"
        data-testid="theme-settings-button"
        aria-label="Theme settings"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="fixed right-0 bottom-24 z-20 flex h-11 w-11 items-center justify-center rounded-l-lg shadow-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
        style={{ backgroundColor: notificationHeader, color: readableTextOn(notificationHeader) }}
      >
        <Icon name="settings" className="h-5 w-5" />
      </button>
      {loaded && <ThemeDrawer open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
