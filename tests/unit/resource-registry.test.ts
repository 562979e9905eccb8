import { SCREEN_ROUTES } from '@/constants/menu';
import { OPERATORS, resourceSchemas, sortKeys, tableName, type ResourceDefinition } from '@/lib/resources/engine/define';
import { ListQueryError, parseListQuery } from '@/lib/resources/engine/list-query';
import { RESOURCES } from '@/lib/resources/registry';
import { compareVersions } from '@/lib/resources/settings';

const defs = RESOURCES as readonly ResourceDefinition[];

describe('the resource registry: invariants over every entry', () => {
  it('names and tables are unique; names are kebab-case', () => {
    expect(new Set(defs.map((d) => d.name)).size).toBe(defs.length);
    expect(new Set(defs.map(tableName)).size).toBe(defs.length);
    for (const d of defs) expect(d.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('every screen that grants an action is a real menu route', () => {
    for (const d of defs) for (const route of [...d.screens.read, ...d.screens.write]) expect(SCREEN_ROUTES, `${d.name}: ${route}`).toContain(route);
  });

  it('every reference points at an earlier resource (tables are created in order)', () => {
    defs.forEach((d, i) => {
      for (const [key, f] of Object.entries(d.fields)) {
        if (f.type !== 'ref') continue;
        const target = defs.findIndex((o) => o.name === f.resource);
        expect(target, `${d.name}.${key} → ${f.resource}`).toBeGreaterThanOrEqual(0);
        expect(target, `${d.name}.${key} → ${f.resource}`).toBeLessThan(i);
      }
    });
  });

  it('title, default sort and flags name real fields of the right kind', () => {
    for (const d of defs) {
      expect(Object.keys(d.fields), d.name).toContain(d.titleField);
      if (d.qualifierField) expect(Object.keys(d.fields), d.name).toContain(d.qualifierField);
      expect(sortKeys(d), d.name).toContain(d.defaultSort.replace(/^-/, ''));
      for (const [key, f] of Object.entries(d.fields)) {
        if (f.search) expect(['text', 'textarea'], `${d.name}.${key}`).toContain(f.type);
        expect(key, `${d.name}.${key}`).toMatch(/^[a-z][a-z0-9_]*$/);
        expect(['id', 'active', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by']).not.toContain(key);
      }
      expect(Object.values(d.fields).some((f) => f.list), `${d.name} lists something`).toBe(true);
    }
  });

  it('each schema accepts a minimal valid row and refuses an empty one naming every required field', () => {
    for (const d of defs) {
      const { create } = resourceSchemas(d);
      const result = create.safeParse({});
      const required = Object.entries(d.fields).filter(([, f]) => f.required).map(([k]) => k);
      expect(result.success, d.name).toBe(required.length === 0);
      if (!result.success) {
        const paths = result.error.issues.map((i) => String(i.path[0]));
        expect(new Set(paths), d.name).toEqual(new Set(required));
      }
    }
  });
});

describe('list query parsing', () => {
  const service = defs.find((d) => d.name === 'service')!;

  it('reads the spec format: page, limit, search, sort and filter pairs', () => {
    const q = parseListQuery(service, { page: '2', limit: '25', search: ' kilat ', sort: '-lead_time_min', code: 'reg', 'min_kg.gte': '1.5', 'moda_id.in': '1,2' });
    expect(q).toMatchObject({ page: 2, limit: 25, search: 'kilat', sort: { key: 'lead_time_min', desc: true }, active: true });
    expect(q.filters).toEqual([
      { field: 'code', op: 'eq', value: 'REG' },
      { field: 'min_kg', op: 'gte', value: 1.5 },
      { field: 'moda_id', op: 'in', value: [1, 2] },
    ]);
  });

  it('defaults: page 1, limit 10, the declared order, active rows', () => {
    expect(parseListQuery(service, {})).toEqual({ page: 1, limit: 10, search: null, sort: { key: 'code', desc: false }, filters: [], active: true, after: null });
  });

  it('collects every problem at once, by parameter', () => {
    try {
      parseListQuery(service, { page: '0', limit: '500', sort: 'colour', 'code.gte': 'A', nope: '1', active: 'maybe' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ListQueryError);
      expect(Object.keys((err as ListQueryError).errors).sort()).toEqual(['active', 'code.gte', 'limit', 'nope', 'page', 'sort']);
    }
  });

  it('offers each type its operators only', () => {
    expect(OPERATORS.bool).toEqual(['eq']);
    expect(OPERATORS.text[0]).toBe('eq');
    expect(OPERATORS.date).toContain('gte');
  });
});

describe('mobile versions', () => {
  it('compares x.y.z numerically', () => {
    expect(compareVersions('2.10.0', '2.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.2.3', '1.12.0')).toBeLessThan(0);
  });
});

describe('row actions a declaration names', () => {
  it('each has its handler in lib/server/resources/{name}', async () => {
    const { RESOURCES } = await import('@/lib/resources/registry');
    const { rulesOf } = await import('@/lib/server/resources/registry');
    const missing = RESOURCES.flatMap((def) =>
      Object.keys((def as { actions?: object }).actions ?? {})
        .filter((key) => !rulesOf(def).actions?.[key])
        .map((key) => `${def.name}.${key}`),
    );
    expect(missing).toEqual([]);
    // and the one resource that has some does have them
    expect(Object.keys(rulesOf({ name: 'customer-adjustment' }).actions ?? {})).toEqual(['approve', 'reject']);
  });
});
