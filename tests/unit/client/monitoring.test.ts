import {
  filterErrorEvent,
  filterTransactionEvent,
  isNotFoundTransaction,
  isRedirectError,
} from '@/lib/monitoring';

describe('monitoring filter (spec §8)', () => {
  it('drops Next redirect errors, by the original error or by the event', () => {
    const redirect = Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/auth/login;307;' });
    expect(filterErrorEvent({}, { originalException: redirect })).toBeNull();
    expect(filterErrorEvent({}, { originalException: { digest: 'NEXT_REDIRECT;push;/x;303;' } })).toBeNull();
    expect(filterErrorEvent({ exception: { values: [{ type: 'Error', value: 'NEXT_REDIRECT' }] } })).toBeNull();
    expect(filterErrorEvent({ message: 'NEXT_REDIRECT' })).toBeNull();
  });

  it('keeps real errors', () => {
    const event = { exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] } };
    expect(filterErrorEvent(event, { originalException: new TypeError('x is undefined') })).toBe(event);
    expect(isRedirectError({ message: 'Failed to redirect: NEXT_REDIRECT missing' })).toBe(false);
    expect(isRedirectError({}, { originalException: 'boom' })).toBe(false);
    expect(isRedirectError({}, { originalException: null })).toBe(false);
  });

  it('drops the 404 page transaction and keeps the others', () => {
    for (const transaction of ['/404', 'GET /404', '/_not-found']) {
      expect(filterTransactionEvent({ type: 'transaction', transaction })).toBeNull();
    }
    for (const transaction of ['/', '/auth/login', 'GET /api/x', '/app/404-report', undefined]) {
      const event = { type: 'transaction', transaction };
      expect(filterTransactionEvent(event)).toBe(event);
    }
    expect(isNotFoundTransaction({ transaction: '   ' })).toBe(false);
  });
});
