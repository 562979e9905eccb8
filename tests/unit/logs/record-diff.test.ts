import { changedFields, diffRecords, fieldLabel, formatFieldValue } from '@/lib/rules/record-diff';

describe('diffRecords', () => {
  it('marks each field of an update as changed or the same, in the after side order', () => {
    const diff = diffRecords(
      { code: 'REG', name: 'Regular', days: 3, tags: ['a', 'b'] },
      { name: 'Reguler', code: 'REG', days: 3, tags: ['a', 'b'] },
    );
    expect(diff).toEqual([
      { field: 'name', before: 'Regular', after: 'Reguler', change: 'changed' },
      { field: 'code', before: 'REG', after: 'REG', change: 'same' },
      { field: 'days', before: 3, after: 3, change: 'same' },
      { field: 'tags', before: ['a', 'b'], after: ['a', 'b'], change: 'same' },
    ]);
  });

  it('compares nested values whatever their key order', () => {
    const [d] = diffRecords({ meta: { a: 1, b: { c: 2, d: 3 } } }, { meta: { b: { d: 3, c: 2 }, a: 1 } });
    expect(d.change).toBe('same');
    expect(diffRecords({ meta: { a: 1 } }, { meta: { a: 2 } })[0].change).toBe('changed');
  });

  it('tells a value that became empty from one that was never there', () => {
    const diff = diffRecords({ phone: '0812', email: 'a@b.c' }, { phone: null, photo: 'x.png' });
    expect(diff.map((d) => [d.field, d.change])).toEqual([
      ['phone', 'changed'],
      ['photo', 'added'],
      ['email', 'removed'],
    ]);
  });

  it('shows a create as added fields and a delete as removed ones', () => {
    expect(diffRecords(null, { code: 'A' })).toEqual([{ field: 'code', before: undefined, after: 'A', change: 'added' }]);
    expect(diffRecords({ code: 'A' }, null)).toEqual([{ field: 'code', before: 'A', after: undefined, change: 'removed' }]);
    expect(diffRecords(null, null)).toEqual([]);
  });

  it("leaves out the engine's own columns: every change moves them (issue 22: no \"Version\" among the changed fields)", () => {
    const before = { id: 263, name: 'A', version: 3, updated_at: '2026-01-01', updated_by: 'ADMIN', updatedAt: 'x' };
    const after = { id: 263, name: 'B', version: 4, updated_at: '2026-01-02', updated_by: 'OPS', updatedAt: 'y', request_id: 'r' };
    expect(diffRecords(before, after).map((d) => d.field)).toEqual(['name']);
    expect(changedFields(before, after)).toEqual(['name']);
  });

  it('reads a snapshot that is not an object as one field', () => {
    expect(diffRecords('old', 'new')).toEqual([{ field: 'value', before: 'old', after: 'new', change: 'changed' }]);
  });
});

describe('changedFields', () => {
  it('lists what an update changed', () => {
    expect(changedFields({ a: 1, b: 2, c: 3 }, { a: 1, b: 5, d: 4 })).toEqual(['b', 'd', 'c']);
  });

  it('is empty for a create, a delete or an action without snapshots', () => {
    expect(changedFields(null, { a: 1 })).toEqual([]);
    expect(changedFields({ a: 1 }, null)).toEqual([]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

describe('fieldLabel and formatFieldValue', () => {
  it.each([
    ['fullName', 'Full name'],
    ['full_name', 'Full name'],
    ['role_id', 'Role id'],
    ['updatedAt', 'Updated at'],
    ['min-kg', 'Min kg'],
  ])('%s reads %s', (field, label) => expect(fieldLabel(field)).toBe(label));

  it.each([
    [null, ''],
    [undefined, ''],
    [true, 'Yes'],
    [false, 'No'],
    [0, '0'],
    ['AKTIF', 'AKTIF'],
    [['/a', '/b'], '/a, /b'],
    [{ key: 'x' }, '{"key":"x"}'],
    [[{ a: 1 }], '[{"a":1}]'],
  ])('%j reads %j', (value, text) => expect(formatFieldValue(value)).toBe(text));
});
