import { count, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { seedMissingDemoData } from '@/lib/server/db/seed';
import { cashRegisters, pickups, shipments } from '@/lib/server/db/schema/documents';

/*
 * The demo database a fresh clone starts with (`npm run start:demo`): the operations are made through
 * the document engine, so a broken engine shows here as a demo without shipments.
 */
describe('the demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
  }, 120_000);
  afterAll(() => database.close());

  it('holds shipments in every stage, pickups and cash registers', async () => {
    const seeded = await seedMissingDemoData(database.db);
    expect(seeded.operations?.shipments).toBeGreaterThan(200);
    const db = database.db;
    const stages = await db.select({ stage: shipments.stage, n: count() }).from(shipments).groupBy(shipments.stage);
    expect(Object.fromEntries(stages.map((s) => [s.stage, s.n]))).toEqual({ draft: expect.any(Number), booked: expect.any(Number), cancelled: expect.any(Number) });
    const drafts = await db.select({ type: shipments.payment_type }).from(shipments).where(eq(shipments.stage, 'draft'));
    expect(new Set(drafts.map((d) => d.type))).toEqual(new Set(['CASH', 'CREDIT']));
    expect((await db.select({ n: count() }).from(pickups))[0].n).toBeGreaterThan(10);
    expect((await db.select({ n: count() }).from(cashRegisters).where(eq(cashRegisters.stage, 'booked')))[0].n).toBeGreaterThan(10);
  }, 300_000);
});
