import fs from 'node:fs';
import path from 'node:path';
import { adminPasswordProblem, PUBLISHED_PASSWORDS } from '@/lib/server/auth/password-policy';

describe('the administrator password policy', () => {
  it.each([
    ['Kurir-Gudang!Timur47', null],
    ['tiga kata acak 2026', null], // lower case, digits, spaces: three kinds
    ['ÄÖÜ-äöü-2026-xyz', null],
    ['Demo#2026', /published/],
    ['DEMO#2026-kantor-pusat', /published/],
    ['Ab3$efgh', /at least 12/],
    ['correcthorsebattery', /three of/],
    ['Aa1!Aa1!Aa1!Aa1!', /too few different/],
    [`Aa1!${'x'.repeat(70)}`, /at most 72 bytes/],
  ])('%s', (password, expected) => {
    const problem = adminPasswordProblem(password);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });

  it('refuses a password holding the user code, in any case', () => {
    expect(adminPasswordProblem('Rahasia-OWNER-2026', 'owner')).toMatch(/user code/);
    expect(adminPasswordProblem('Rahasia-OWNER-2026', 'sari')).toBeNull();
  });

  it('refuses every password the README prints', () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
    // a backticked value on a line that speaks of a password
    const printed = readme
      .split('\n')
      .filter((line) => /password/i.test(line))
      .flatMap((line) => [...line.matchAll(/`([^`\s]{6,})`/g)].map((m) => m[1]))
      .filter((value) => /[A-Za-z]/.test(value) && /\d/.test(value) && !/^[A-Z_]+$/.test(value) && !/[=/]/.test(value) && !value.startsWith('-'));
    expect(printed).toContain('Demo#2026');
    for (const value of printed) expect(adminPasswordProblem(`${value}`), value).toMatch(/published/);
    expect(PUBLISHED_PASSWORDS).toContain('Demo#2026');
  });
});
