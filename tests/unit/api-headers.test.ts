import { API_HELMET, helmetHeaders } from '@/lib/server/http/api-headers';

describe("the API's security headers, worked out once by helmet", () => {
  it('are the ones helmet sets for the API options', () => {
    const headers = helmetHeaders(API_HELMET);
    // helmet's default directives, with these two set
    expect(headers['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('follow the options given', () => {
    const headers = helmetHeaders({ contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-origin' } });
    expect(headers).not.toHaveProperty('content-security-policy');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
