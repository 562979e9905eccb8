import { useAppSelector } from '@/store';

/**
 * Spec §1: site settings 1–5 are the shell's colours. Until the list arrives (or when a value is not a
 * hex colour) the seeded defaults apply; setting 5 falls back to black as the spec says.
 */
export const SHELL_COLOUR_FALLBACKS = {
  sidebar: '#0f172a',
  selected: '#2563eb',
  verticalName: '#ffffff',
  horizontalTitle: '#0f172a',
  notificationHeader: '#000000',
} as const;

export type ShellColours = Record<keyof typeof SHELL_COLOUR_FALLBACKS, string>;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function colour(value: string | undefined, fallback: string): string {
  const v = value?.trim();
  return v && HEX.test(v) ? v : fallback;
}

export function useSiteColours(): ShellColours {
  const system = useAppSelector((state) => state.app.system);
  return {
    sidebar: colour(system[1]?.value, SHELL_COLOUR_FALLBACKS.sidebar),
    selected: colour(system[2]?.value, SHELL_COLOUR_FALLBACKS.selected),
    verticalName: colour(system[3]?.value, SHELL_COLOUR_FALLBACKS.verticalName),
    horizontalTitle: colour(system[4]?.value, SHELL_COLOUR_FALLBACKS.horizontalTitle),
    notificationHeader: colour(system[5]?.value, SHELL_COLOUR_FALLBACKS.notificationHeader),
  };
}

/** White or near-black text, whichever reads better on a hex background (WCAG relative luminance). */
export function readableTextOn(background: string): string {
  const hex = HEX.test(background) ? background.slice(1) : '000000';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white vs with #0f172a (luminance ≈ 0.0086): pick the higher.
  return (1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0588 ? '#ffffff' : '#0f172a');
}
