import { formatDay, formatEtaRange, formatKg, formatWib, newestFirst, parseInstant } from '@/components/tracking/tracking-format';
import { describeDraft, MAX_AWBS_PER_SEARCH, prepareSearch, queryToText } from '@/components/tracking/tracking-query';
import { parseTrackingQuery } from '@/lib/resources/documents/tracking-api';

describe('tracking times in WIB', () => {
  it("reads PostgreSQL's text and ISO alike (Safari parses only ISO)", () => {
    const iso = Date.parse('2026-11-24T07:05:00Z');
    expect(parseInstant('2026-11-24 07:05:00+00')).toBe(iso);
    expect(parseInstant('2026-11-24 07:05:00.123+00')).toBe(iso + 123);
    expect(parseInstant('2026-11-24 14:05:00+07')).toBe(iso);
    expect(parseInstant('2026-11-24T14:05:00+0700')).toBe(iso);
    expect(parseInstant('2026-11-24T07:05:00.000Z')).toBe(iso);
    expect(parseInstant('nonsense')).toBeNaN();
  });

  it('"24 Nov 2026 14:05 WIB", across the day boundary, in English and Indonesian', () => {
    expect(formatWib('2026-11-24 07:05:00+00')).toBe('24 Nov 2026 14:05 WIB');
    expect(formatWib('2026-08-31T18:30:00Z')).toBe('1 Sep 2026 01:30 WIB');
    expect(formatWib('2026-08-31T18:30:00Z', 'id')).toBe('1 Sep 2026 01:30 WIB');
    expect(formatWib('2026-08-10T01:00:00Z', 'id')).toBe('10 Agu 2026 08:00 WIB');
    expect(formatWib('2026-05-10T01:00:00Z', 'id')).toBe('10 Mei 2026 08:00 WIB');
    expect(formatWib('garbage')).toBe('garbage');
  });

  it('days, ETA ranges and weights', () => {
    expect(formatDay('2026-11-24')).toBe('24 Nov 2026');
    expect(formatEtaRange({ from: '2026-11-26', to: '2026-11-28' })).toBe('26 Nov – 28 Nov 2026');
    expect(formatEtaRange({ from: '2026-12-30', to: '2027-01-02' })).toBe('30 Dec 2026 – 2 Jan 2027');
    expect(formatEtaRange({ from: '2026-11-26', to: '2026-11-26' })).toBe('26 Nov 2026');
    expect(formatEtaRange({ from: null, to: null })).toBe('–');
    expect(formatKg(3.5)).toBe('3.5 kg');
    expect(formatKg(3.5, 'id')).toBe('3,5 kg');
  });

  it('newest first, the later of two events at the same time first', () => {
    const events = [
      { at: '2026-11-24 02:00:00+00', n: 1 },
      { at: '2026-11-24 09:00:00+00', n: 2 },
      { at: '2026-11-24 09:00:00+00', n: 3 },
      { at: '2026-11-24 05:00:00+00', n: 4 },
    ];
    expect(newestFirst(events, (e) => e.at).map((e) => e.n)).toEqual([3, 2, 4, 1]);
  });
});

describe('what the search box sends', () => {
  const awb = (i: number) => String(100000000000 + i);

  it('an AWB list, deduplicated, one q', () => {
    const p = prepareSearch(`${awb(1)}\n${awb(2)},${awb(1)} ; ${awb(3)}\n`);
    expect(p).toMatchObject({ kind: 'awb', count: 3, q: `${awb(1)} ${awb(2)} ${awb(3)}`, invalid: [], later: [] });
    expect(queryToText(p.q)).toBe(`${awb(1)}\n${awb(2)}\n${awb(3)}`);
  });

  it('a short scan inside a list is kept back, not sent as a reference', () => {
    expect(prepareSearch(`${awb(1)}\n12345\n${awb(2)}`)).toMatchObject({ kind: 'awb', q: `${awb(1)} ${awb(2)}`, invalid: ['12345'] });
  });

  it('at most 100 at once; the rest kept for the next search', () => {
    const list = Array.from({ length: 130 }, (_, i) => awb(i)).join('\n');
    const p = prepareSearch(list);
    expect(p.count).toBe(MAX_AWBS_PER_SEARCH);
    expect(p.later).toHaveLength(30);
    expect(describeDraft(p)).toBe('100 AWB numbers · 30 more than 100 (kept for the next search)');
  });

  it("a return's AWB (R and 12 digits, scanned in either case) is an AWB, alone or in a list", () => {
    expect(prepareSearch(`r${awb(1)}`)).toMatchObject({ kind: 'awb', q: `R${awb(1)}`, count: 1 });
    expect(prepareSearch(`${awb(1)}\nR${awb(1)}\n12345`)).toMatchObject({ kind: 'awb', q: `${awb(1)} R${awb(1)}`, invalid: ['12345'] });
    expect(parseTrackingQuery(`R${awb(1)} ${awb(2)}`)).toEqual({ kind: 'awb', terms: [`R${awb(1)}`, awb(2)] });
    expect(parseTrackingQuery(`RX${awb(1)}`).kind).toBe('reference');
  });

  it('a reference or a phone number is sent as typed', () => {
    expect(prepareSearch('  PO 2026/77 ')).toMatchObject({ kind: 'reference', q: 'PO 2026/77' });
    expect(prepareSearch('+62 812-3456-7890')).toMatchObject({ kind: 'phone', q: '+62 812-3456-7890' });
    expect(prepareSearch('0812 3456 7890')).toMatchObject({ kind: 'phone', q: '0812 3456 7890' });
    expect(prepareSearch('   ').q).toBe('');
  });
});
