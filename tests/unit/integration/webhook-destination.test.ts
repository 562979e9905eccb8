import { allowListProblem, checkAddresses, checkWebhookUrl, EMPTY_ALLOW_LIST, parseAllowList, type DestinationPolicy } from '@/lib/rules/webhook-destination';

/* Where a customer's webhook may point: public addresses only, unless an administrator lists the receiver. */

const dev: DestinationPolicy = { allow: EMPTY_ALLOW_LIST, production: false };
const prod: DestinationPolicy = { allow: EMPTY_ALLOW_LIST, production: true };
const allowing = (value: string, production = false): DestinationPolicy => ({ allow: parseAllowList(value).list, production });

/** The refusal for a URL, whether it comes from the URL itself or from the addresses it names or resolves to. */
function refusal(url: string, policy: DestinationPolicy, resolved: string[] = ['93.184.215.14']): string | null {
  const verdict = checkWebhookUrl(url, policy);
  if (!verdict.ok) return verdict.message;
  return checkAddresses(verdict, verdict.literal ? [verdict.literal] : resolved, policy);
}

describe('webhook destinations', () => {
  it('refuses every non-public address, IPv4 and IPv6, however it is written', () => {
    const refused = [
      'http://10.0.0.5/hook',
      'http://10.255.255.255/',
      'https://172.16.0.1/',
      'https://172.31.255.254/',
      'http://192.168.1.10/',
      'http://100.64.0.1/',
      'http://100.127.255.254/',
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:6379/',
      'http://127.0.0.1:5432/',
      'http://127.8.9.10/',
      'http://0.0.0.0/',
      'http://0/',
      'http://0.1.2.3/',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
      'http://192.0.2.10/',
      'http://198.18.0.1/',
      'http://240.0.0.1/',
      'http://[::1]/',
      'http://[::]/',
      'http://[fd00::1]/',
      'http://[fc00::1]/',
      'http://[fe80::1]/',
      'http://[ff02::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:10.0.0.1]/',
      'http://[::ffff:8.8.8.8]/',
      'http://[::127.0.0.1]/',
      'http://[64:ff9b::a00:1]/',
      'http://[2002:7f00:1::]/',
      'http://[fd00:ec2::254]/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0x7f.1/',
      'http://127.1/',
      'http://0177.0.0.1/',
      'http://127.000.000.001/',
      'http://%31%32%37.0.0.1/',
      'http://user@evil@127.1/',
      'http://localhost/',
      'http://localhost:3000/api/',
      'http://LOCALHOST./',
      'http://api.localhost/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://metadata/',
      'http://metadata.goog/',
      'http://instance-data/',
      'http://db.internal/',
      'http://printer.local/',
      'http://redis:6379/',
      'http://postgres/',
    ];
    for (const url of refused) expect(refusal(url, dev), url).not.toBeNull();
  });

  it('refuses the odd spellings of a public address too (one spelling, the one everybody reads alike)', () => {
    expect(refusal('https://0x5db8d70e/', dev)).toMatch(/four decimal numbers \(93\.184\.215\.14\)/);
    expect(refusal('https://1572395790/', dev)).toMatch(/four decimal numbers/);
    expect(refusal('https://93.184.215.14/', dev)).toBeNull();
  });

  it('refuses a public name that resolves to a private address, and names the address', () => {
    expect(refusal('https://hooks.shop.example/x', dev, ['10.1.2.3'])).toMatch(/hooks\.shop\.example resolves to 10\.1\.2\.3, a private network/);
    expect(refusal('https://hooks.shop.example/x', dev, ['93.184.215.14', '169.254.169.254'])).toMatch(/169\.254\.169\.254/);
    expect(refusal('https://hooks.shop.example/x', dev, ['::ffff:127.0.0.1'])).not.toBeNull();
    expect(refusal('https://hooks.shop.example/x', dev, [])).toMatch(/no address/);
    expect(refusal('https://hooks.shop.example/x', dev, ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'])).toBeNull();
  });

  it('only http and https; https only in production', () => {
    for (const url of ['ftp://shop.example/', 'file:///etc/passwd', 'gopher://shop.example/', 'javascript:alert(1)', 'http:shop.example/x', 'not a url']) {
      expect(refusal(url, dev), url).not.toBeNull();
    }
    expect(refusal('http://shop.example/hook', dev)).toBeNull();
    expect(refusal('http://shop.example/hook', prod)).toBe('Must start with https://');
    expect(refusal('http://93.184.215.14/hook', prod)).toBe('Must start with https://');
    expect(refusal('https://shop.example/hook', prod)).toBeNull();
  });

  it('the allow-list opens exactly what it lists, plain http included, in production too', () => {
    const policy = allowing('127.0.0.1, erp.pt-contoh.local ,10.20.0.0/16;[fd00::10]', true);
    expect(refusal('http://127.0.0.1:8080/hook', policy)).toBeNull();
    expect(refusal('http://127.0.0.2:8080/hook', policy)).not.toBeNull();
    expect(refusal('http://erp.pt-contoh.local/hook', policy, ['192.168.5.5'])).toBeNull();
    expect(refusal('http://erp2.pt-contoh.local/hook', policy, ['192.168.5.5'])).not.toBeNull();
    expect(refusal('http://10.20.3.4/hook', policy)).toBeNull();
    expect(refusal('http://10.21.3.4/hook', policy)).not.toBeNull();
    expect(refusal('http://[fd00::10]/hook', policy)).toBeNull();
    expect(refusal('http://[fd00::11]/hook', policy)).not.toBeNull();
    // a name whose every address is listed: allowed (also over http); one address outside: refused
    expect(refusal('http://hooks.branch.example/x', policy, ['10.20.0.9'])).toBeNull();
    expect(refusal('http://hooks.branch.example/x', policy, ['10.20.0.9', '10.99.0.1'])).not.toBeNull();
    // odd spellings stay refused even when the address is listed
    expect(refusal('http://2130706433/', policy)).not.toBeNull();
  });

  it('the setting reads names, addresses and CIDR ranges, and names what it cannot read', () => {
    expect(allowListProblem('')).toBeNull();
    expect(allowListProblem('erp.pt-contoh.local, 10.0.0.0/8, 192.168.1.20, ::1, [fd00::1], fd00::/8')).toBeNull();
    expect(allowListProblem('10.0.0.0/33')).toMatch(/10\.0\.0\.0\/33/);
    expect(allowListProblem('127.1, ok.example')).toMatch(/127\.1/);
    expect(allowListProblem('http://x.example/')).not.toBeNull();
    expect(parseAllowList('A.Example., 10.0.0.0/8').list.names).toEqual(new Set(['a.example']));
  });
});
