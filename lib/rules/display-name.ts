// Spec §5: how a user's full name is shown in the top bar.

export const NAME_MAX_LENGTH = 15;
export const NAME_EXCEPTION_MAX_LENGTH = 20;
export const NAME_EXCEPTION_MAX_WORDS = 2;
export const ELLIPSIS = '...';

// 'MUHAMMAD' only as a whole first word, any case: 'Muhammad Ali' → 'M. Ali', but 'MUHAMMADIYAH' and
// 'ALI MUHAMMAD' stay as they are (the spec says "leading"; a prefix of a longer word is another name).
const LEADING_MUHAMMAD = /^muhammad(?=\s|$)/i;

/**
 * Spaces are trimmed and runs of spaces collapsed first; then the abbreviation; then the length rule
 * on the abbreviated name (so 'MUHAMMAD RIZKI' is 'M. RIZKI', never cut). A cut that ends on a space
 * drops that space before the ellipsis.
 */
export function displayName(fullName: string | null | undefined): string {
  const name = (fullName ?? '').trim().replace(/\s+/g, ' ').replace(LEADING_MUHAMMAD, 'M.');
  if (name.length <= NAME_MAX_LENGTH) return name;
  const words = name.split(' ').length;
  if (name.length <= NAME_EXCEPTION_MAX_LENGTH && words <= NAME_EXCEPTION_MAX_WORDS) return name;
  return name.slice(0, NAME_MAX_LENGTH).trimEnd() + ELLIPSIS;
}
