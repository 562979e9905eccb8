import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Dates are bounded at input, one rule for every date and date-time field (lib/resources/engine/date-schema):
 * a real calendar day from 2000-01-01 to ten years ahead (a declaration may reach further back, as an
 * employee's joining day does); anything else is a 400 naming the field, never a row readers trip over.
 */

describe.each(testEngines())('date bounds at input (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  beforeAll(async () => {
    admin = await t.signIn('admin');
  });

  /** The errors of one create, which must be a 400 naming `field`. */
  const refused = async (path: string, field: string, body: Record<string, unknown>) => {
    const res = await t.call('POST', path, { token: admin, body });
    expect([path, res.status]).toEqual([path, 400]);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    return res.body.errors[field] as string[];
  };

  it.each([
    ['/api/datamaster/create/awb-allocation', 'allocated_on', 'date'],
    ['/api/datamaster/create/employee', 'joined_on', 'date'],
    ['/api/operational/create/pickup', 'window_from', 'datetime'],
    ['/api/operational/create/delivery-status', 'event_at', 'datetime'],
    ['/api/finance/create/invoice', 'period_from', 'date'],
    ['/api/finance/create/credit-note', 'cn_date', 'date'],
    ['/api/finance/create/invoice/bulk', 'invoice_date', 'date'],
    ['/api/finance/create/customer-data-report/bulk', 'period_to', 'date'],
  ])('%s refuses 0001-01-01, 2026-02-30 and 2100-01-01 on %s', async (path, field, type) => {
    const value = (day: string) => (type === 'date' ? day : `${day}T08:00:00+07:00`);
    expect(await refused(path, field, { [field]: value('0001-01-01') })).toEqual([expect.stringMatching(/^Not before (2000|1960)-01-01$/)]);
    expect(await refused(path, field, { [field]: value('2026-02-30') })).toEqual([type === 'date' ? 'Not a real date' : 'Not a real date and time']);
    expect(await refused(path, field, { [field]: value('2100-01-01') })).toEqual([expect.stringMatching(/^Not after \d{4}-\d{2}-\d{2}$/)]);
  });

  it('a sane date passes the field (other fields may still be missing); an employee may have joined before 2000', async () => {
    for (const [path, field, value] of [
      ['/api/datamaster/create/awb-allocation', 'allocated_on', '2026-11-01'],
      ['/api/datamaster/create/employee', 'joined_on', '1988-04-01'],
      ['/api/operational/create/pickup', 'window_from', '2026-11-27T08:00:00+07:00'],
    ]) {
      const res = await t.call('POST', path, { token: admin, body: { [field]: value } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).not.toContain(field);
    }
  });

  it('a list may still be filtered by any real day (a read, not an input)', async () => {
    const res = await t.call('GET', '/api/datamaster/get/employee?joined_on.gte=1950-01-01', { token: admin });
    expect(res.status).toBe(200);
  });
});
