import dynamic from 'next/dynamic';
import { useState } from 'react';
import { readableTextOn, useSiteColours } from '@/hooks/use-site-colours';
import { Icon } from './icons';

// The drawer (headlessui Dialog) is downloaded the first time someone opens it.
const ThemeDrawer = dynamic(() => import('./ThemeDrawer'), { ssr: false });

/**
 * Spec §1/§2: the theme-settings button (colour: site setting 5) and its drawer. It sits in the top bar,
 * beside the notifications: a button floating over the page covered the end of lists and forms.
 */
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
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500 focus-visible:ring-offset-2"
        style={{ backgroundColor: notificationHeader, color: readableTextOn(notificationHeader) }}
      >
        <Icon name="settings" className="h-5 w-5" />
      </button>
      {loaded && <ThemeDrawer open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
