import { safeCallbackPath } from '@/components/auth/callback-url';
import { signInErrorMessage } from '@/components/auth/messages';

const ORIGIN = 'http://localhost:3900';

describe('safeCallbackPath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['/app/master-data/customers/list?page=2', '/app/master-data/customers/list?page=2'],
    [`${ORIGIN}/operational/pickup/booking#top`, '/operational/pickup/booking#top'],
    ['https://evil.example/steal', '/'],
    ['//evil.example/steal', '/'],
    ['javascript:alert(1)', '/'],
    [`${ORIGIN}/auth/login?error=SessionRequired`, '/'],
    ['/api/auth/signin', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeCallbackPath(input, ORIGIN)).toBe(expected);
  });
});

describe('signInErrorMessage', () => {
  it('explains SessionRequired and falls back for unknown codes', () => {
    expect(signInErrorMessage('SessionRequired')).toMatch(/sign in/i);
    expect(signInErrorMessage('Whatever')).toBe('Sign-in failed. Try again.');
    expect(signInErrorMessage(undefined)).toBeNull();
  });

  it("shows the server's sentence when the query carries one", () => {
    const refused = 'Your single sign-on account is not linked to an active user of this system. Ask an administrator.';
    expect(signInErrorMessage(refused)).toBe(refused);
  });
});
