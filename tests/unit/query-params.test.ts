import { toQueryParams } from '@/lib/rules/query-params';

describe('toQueryParams', () => {
  it('turns each item into by=key with a leading ampersand', () => {
    expect(toQueryParams([{ by: 'status', key: 'open' }])).toBe('&status=open');
  });

  it('joins several in the given order', () => {
    expect(
      toQueryParams([
        { by: 'sort', key: 'name' },
        { by: 'branch', key: 'JKT' },
        { by: 'page', key: 2 },
      ]),
    ).toBe('&sort=name&branch=JKT&page=2');
  });

  it('gives an empty string for no items', () => {
    expect(toQueryParams([])).toBe('');
  });

  it('skips items lacking by or key', () => {
    expect(
      toQueryParams([
        { key: 'x' },
        { by: 'a' },
        { by: null, key: 'x' },
        { by: 'b', key: null },
        { by: undefined, key: undefined },
        {},
        { by: 'c', key: 'kept' },
      ]),
    ).toBe('&c=kept');
  });

  it('treats an empty string as missing', () => {
    expect(toQueryParams([{ by: '', key: 'x' }, { by: 'a', key: '' }])).toBe('');
  });

  it('treats key 0 as present', () => {
    expect(toQueryParams([{ by: 'min', key: 0 }])).toBe('&min=0');
  });

  it('treats NaN as missing', () => {
    expect(toQueryParams([{ by: 'n', key: Number.NaN }])).toBe('');
  });

  it('keeps a key that is only spaces (it is a value), encoded', () => {
    expect(toQueryParams([{ by: 'q', key: ' ' }])).toBe('&q=%20');
  });

  it('URL-encodes names and values', () => {
    expect(toQueryParams([{ by: 'full name', key: 'A&B=C/D?é' }])).toBe('&full%20name=A%26B%3DC%2FD%3F%C3%A9');
    expect(toQueryParams([{ by: 'a[b]', key: '#1' }])).toBe('&a%5Bb%5D=%231');
  });

  it('keeps repeated names', () => {
    expect(toQueryParams([{ by: 'x', key: 1 }, { by: 'x', key: 2 }])).toBe('&x=1&x=2');
  });

  it('handles negative and decimal numbers', () => {
    expect(toQueryParams([{ by: 'a', key: -1.5 }])).toBe('&a=-1.5');
  });
});
