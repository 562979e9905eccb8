import { safeRedirect } from '@/lib/auth/next-auth-options';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes, pageSecurityHeaders } from '@/lib/server/http/page-headers';

describe('page security headers', () => {
  it('forbid framing, sniffing and referrers; HSTS only over https', () => {
    const plain = pageSecurityHeaders({ dev: false, https: false, host: 'localhost:3000' });
    expect(plain['X-Frame-Options']).toBe('DENY');
    expect(plain['X-Content-Type-Options']).toBe('nosniff');
    expect(plain['Referrer-Policy']).toBe('same-origin');
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(pageSecurityHeaders({ dev: false, https: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });

  it('a CSP with no inline or eval script in production, the socket of this host, and no framing', () => {
    const csp = contentSecurityPolicy({ dev: false, https: false, host: 'kurir.example:8080' });
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' ws://kurir.example:8080");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // it frames only its own prints (PDFs in blob: URLs), so a print goes to the dialog without a tab
    expect(csp).toContain('frame-src blob:');
    expect(contentSecurityPolicy({ dev: false, https: true, host: 'kurir.example' })).toContain('wss://kurir.example');
    // a Host header that is not a host name adds nothing
    expect(contentSecurityPolicy({ dev: false, https: false, host: 'x; script-src *' })).not.toContain('script-src *');
    expect(contentSecurityPolicy({ dev: true, https: false })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ dev: false, https: false, apiOrigin: 'https://api.kurir.example' })).toContain(
      'connect-src \'self\' https://api.kurir.example wss://api.kurir.example',
    );
  });
});

describe('where next-auth may redirect', () => {
  const base = 'http://localhost:3000';
  it('paths of the app and its own origin; anything else, even what does not parse, goes home', () => {
    expect(safeRedirect('/finance/ar/invoice/list', base)).toBe(`${base}/finance/ar/invoice/list`);
    expect(safeRedirect(`${base}/profile`, base)).toBe(`${base}/profile`);
    expect(safeRedirect('http://x:99999/', base)).toBe(base);
    expect(safeRedirect('https://evil.example/', base)).toBe(base);
    expect(safeRedirect('//evil.example/', base)).toBe(base);
    expect(safeRedirect('/\\evil.example', base)).toBe(base);
    expect(safeRedirect('javascript:alert(1)', base)).toBe(base);
  });
});

describe('inline scripts of the built pages', () => {
  it('are allowed by their hash, and only those: JSON data and script files are not hashed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    fs.mkdirSync(path.join(dir, 'app'));
    const boot = '(globalThis.TURBOPACK ||= []).push({"otherChunks":["a.js"]})';
    fs.writeFileSync(
      path.join(dir, 'app', 'list.html'),
      `<html><script src="/runtime-config.js"></script><script>${boot}</script><script id="__NEXT_DATA__" type="application/json">{"props":{}}</script></html>`,
    );
    fs.writeFileSync(path.join(dir, 'list.js'), '<script>not a page</script>');
    const sha = `'sha256-${crypto.createHash('sha256').update(boot).digest('base64')}'`;
    expect(inlineScriptHashes(dir)).toEqual([sha]);
    expect(contentSecurityPolicy({ dev: false, https: false, scriptHashes: [sha] })).toContain(`script-src 'self' ${sha};`);
    expect(inlineScriptHashes(path.join(dir, 'missing'))).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('an unparsable callbackUrl never reaches next-auth', () => {
  it('is dropped from the query and from the callback-url cookie; good values stay', async () => {
    const { dropInvalidCallbackUrl } = await import('@/lib/server/http/auth-request');
    const req = {
      url: '/api/auth/signin?callbackUrl=http%3A%2F%2Fx%3A99999%2F&error=SessionRequired',
      headers: { cookie: 'a=1; next-auth.callback-url=http%3A%2F%2Fx%3A99999%2F; next-auth.csrf-token=z' },
    };
    dropInvalidCallbackUrl(req);
    expect(req.url).toBe('/api/auth/signin?error=SessionRequired');
    expect(req.headers.cookie).toBe('a=1; next-auth.csrf-token=z');
    const good = { url: '/api/auth/signin?callbackUrl=%2Fprofile', headers: { cookie: 'next-auth.callback-url=%2Fprofile' } };
    dropInvalidCallbackUrl(good);
    expect(good).toEqual({ url: '/api/auth/signin?callbackUrl=%2Fprofile', headers: { cookie: 'next-auth.callback-url=%2Fprofile' } });
  });
});
