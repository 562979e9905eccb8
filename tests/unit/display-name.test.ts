import { displayName } from '@/lib/rules/display-name';

// Helpers that build names of an exact length and word count.
function nameOf(length: number, words: number): string {
  const spaces = words - 1;
  const letters = length - spaces;
  const base = Math.floor(letters / words);
  const parts = Array.from({ length: words }, (_, i) => 'A'.repeat(base + (i < letters % words ? 1 : 0)));
  const name = parts.join(' ');
  expect(name).toHaveLength(length);
  expect(name.split(' ')).toHaveLength(words);
  return name;
}

describe('displayName: length rule', () => {
  it.each([1, 2, 3])('shows a 15-character name of %i word(s) whole', (words) => {
    const name = nameOf(15, words);
    expect(displayName(name)).toBe(name);
  });

  it.each([1, 2])('shows a 16-character name of %i word(s) whole', (words) => {
    const name = nameOf(16, words);
    expect(displayName(name)).toBe(name);
  });

  it.each([1, 2])('shows a 20-character name of %i word(s) whole', (words) => {
    const name = nameOf(20, words);
    expect(displayName(name)).toBe(name);
  });

  it('cuts a 16-character name of 3 words to 15 plus an ellipsis', () => {
    expect(displayName('ABCDE FGHIJ KLMN')).toBe('ABCDE FGHIJ KLM...');
  });

  it('cuts a 20-character name of 3 words', () => {
    expect(displayName('ABCDEF GHIJKL MNOPQR')).toBe('ABCDEF GHIJKL M...');
  });

  it.each([1, 2, 3])('cuts a 21-character name of %i word(s)', (words) => {
    const name = nameOf(21, words);
    const shown = displayName(name);
    expect(shown.endsWith('...')).toBe(true);
    expect(shown.slice(0, -3)).toBe(name.slice(0, 15).trimEnd());
  });

  it('cuts a long one-word name at exactly 15 characters', () => {
    expect(displayName('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('ABCDEFGHIJKLMNO...');
  });

  it('gives 18 characters when the cut does not end on a space', () => {
    expect(displayName('BUDI SANTOSO WIJAYA KUSUMA')).toBe('BUDI SANTOSO WI...');
    expect(displayName('BUDI SANTOSO WIJAYA KUSUMA')).toHaveLength(18);
  });

  it('drops a trailing space at the cut before the ellipsis', () => {
    // the 16th character is a space: nothing to drop
    expect(displayName('ABCDEFG HIJKLMN OPQRS TUV')).toBe('ABCDEFG HIJKLMN...');
    // the 15th character is a space: dropped
    expect(displayName('ABCDEFGHIJKLMN OPQRS TUV')).toBe('ABCDEFGHIJKLMN...');
    expect(displayName('SITI NURHALIZA BINTI TARUDIN')).toBe('SITI NURHALIZA...');
  });

  it('leaves short names alone, keeping their case', () => {
    expect(displayName('Budi')).toBe('Budi');
    expect(displayName('budi santoso')).toBe('budi santoso');
  });
});

describe('displayName: MUHAMMAD', () => {
  it('abbreviates a leading MUHAMMAD to M.', () => {
    expect(displayName('MUHAMMAD RIZKI')).toBe('M. RIZKI');
  });

  it('is case-insensitive', () => {
    expect(displayName('Muhammad Rizki')).toBe('M. Rizki');
    expect(displayName('muhammad rizki')).toBe('M. rizki');
  });

  it('abbreviates MUHAMMAD on its own', () => {
    expect(displayName('MUHAMMAD')).toBe('M.');
  });

  it('leaves MUHAMMAD in the middle or at the end', () => {
    expect(displayName('ALI MUHAMMAD')).toBe('ALI MUHAMMAD');
    expect(displayName('ALI MUHAMMAD SAID')).toBe('ALI MUHAMMAD SA...');
  });

  it('abbreviates only the first of two', () => {
    expect(displayName('MUHAMMAD MUHAMMAD')).toBe('M. MUHAMMAD');
  });

  it('leaves a longer word that starts with MUHAMMAD', () => {
    expect(displayName('MUHAMMADIYAH')).toBe('MUHAMMADIYAH');
    expect(displayName('MUHAMMADI')).toBe('MUHAMMADI');
  });

  it('applies the length rule after abbreviating', () => {
    // 23 chars, 2 words → 17 chars, 2 words: whole
    expect(displayName('MUHAMMAD ABDURRAHMANSY')).toBe('M. ABDURRAHMANSY');
    // 22 chars, 3 words → 16 chars, 3 words: cut
    expect(displayName('MUHAMMAD RIZKI PRATAMA')).toBe('M. RIZKI PRATAM...');
    // 12 chars → 6 chars
    expect(displayName('MUHAMMAD ALI')).toBe('M. ALI');
    // 29 chars, 2 words → 23 chars: cut
    expect(displayName('MUHAMMAD ABDURRAHMANSYAHPUTRA')).toBe('M. ABDURRAHMANS...');
  });

  it('abbreviates after leading spaces', () => {
    expect(displayName('   muhammad   ali  ')).toBe('M. ali');
  });
});

describe('displayName: blanks and spaces', () => {
  it('gives an empty string for empty or blank input', () => {
    expect(displayName('')).toBe('');
    expect(displayName('   ')).toBe('');
    expect(displayName('\t\n')).toBe('');
  });

  it('tolerates null and undefined', () => {
    expect(displayName(null)).toBe('');
    expect(displayName(undefined)).toBe('');
  });

  it('trims and collapses spaces before measuring', () => {
    expect(displayName('  BUDI   SANTOSO  ')).toBe('BUDI SANTOSO');
    // 18 characters and 2 words once collapsed: whole
    expect(displayName('ABCDEFGHI     HIJKLMNO')).toBe('ABCDEFGHI HIJKLMNO');
  });
});
