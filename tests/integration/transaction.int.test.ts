import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { lastStatement, transaction } from '@/lib/server/engine/transaction';
import { createPostgresDatabase, testEngines } from '../helpers/test-app';

/*
 * The action's transaction (lib/server/engine/transaction.ts): on PostgreSQL BEGIN goes out with the
 * first statement and a lone last statement goes without BEGIN and COMMIT; either way all or nothing.
 */

describe.each(testEngines())('transaction (%s)', (engine) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (engine === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      database = await openDatabase({ url: created.url, poolSize: 2 });
    } else database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(sql`create table probe (id serial primary key, n integer not null unique)`);
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  const db = () => database.db;
  const insert = (n: number) => sql`insert into probe (n) values (${n})`;
  const stored = async (...ns: number[]) =>
    ((await db().execute(sql`select n from probe where n = any(${`{${ns.join(',')}}`}::int[]) order by n`)) as unknown as { rows: { n: number }[] }).rows.map((r) => r.n);

  it('a lone last statement is stored', async () => {
    await transaction(db(), async (tx) => {
      lastStatement(tx);
      await tx.execute(insert(1));
    });
    expect(await stored(1)).toEqual([1]);
  });

  it('a statement before the last one opens the transaction: the last one failing takes the first one back', async () => {
    await expect(
      transaction(db(), async (tx) => {
        await tx.execute(insert(2));
        lastStatement(tx);
        await tx.execute(insert(1)); // taken by the test before: unique violation
      }),
    ).rejects.toThrow();
    expect(await stored(2)).toEqual([]);
  });

  it('an error in the code between statements takes back what was sent', async () => {
    await expect(
      transaction(db(), async (tx) => {
        await tx.execute(insert(3));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await stored(3)).toEqual([]);
  });

  it('a savepoint inside: its failure is undone alone, the rest commits', async () => {
    await transaction(db(), async (tx) => {
      await tx.execute(insert(7));
      await transaction(tx, async (inner) => {
        await inner.execute(insert(8));
        throw new Error('inner refused');
      }).catch(() => undefined);
      lastStatement(tx);
      await tx.execute(insert(9));
    });
    expect(await stored(7, 8, 9)).toEqual([7, 9]);
  });

  it('refusals before any statement give the connection back (a pool of 2 serves 20 of them, then a write)', async () => {
    for (let i = 0; i < 20; i++) await expect(transaction(db(), () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await transaction(db(), (tx) => tx.execute(insert(10)));
    expect(await stored(10)).toEqual([10]);
  });

  if (engine === 'postgres') {
    it('PostgreSQL: a lone last statement goes without BEGIN and COMMIT; one after another with them', async () => {
      const sent: string[] = [];
      const original = pg.Client.prototype.query;
      const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
        const config = args[0] as string | { text: string };
        sent.push((typeof config === 'string' ? config : config.text).trim().split(/\s+/)[0].toLowerCase());
        return (original as (...a: unknown[]) => never).apply(this, args);
      });
      try {
        await transaction(db(), async (tx) => {
          lastStatement(tx);
          await tx.execute(insert(11));
        });
        expect(sent).toEqual(['insert']);
        sent.length = 0;
        await transaction(db(), async (tx) => {
          await tx.execute(insert(12));
          lastStatement(tx);
          await tx.execute(insert(13));
        });
        expect(sent).toEqual(['begin', 'insert', 'insert', 'commit']);
      } finally {
        spy.mockRestore();
      }
      expect(await stored(11, 12, 13)).toEqual([11, 12, 13]);
    });

    it('PostgreSQL: a first statement without parameters carries BEGIN in the same message, and is rolled back with the rest', async () => {
      const sent: string[] = [];
      const original = pg.Client.prototype.query;
      const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
        const config = args[0] as string | { text: string };
        sent.push((typeof config === 'string' ? config : config.text).trim().replace(/\s+/g, ' ').slice(0, 12).toLowerCase());
        return (original as (...a: unknown[]) => never).apply(this, args);
      });
      try {
        await expect(
          transaction(db(), async (tx) => {
            const [locked] = ((await tx.execute(sql`select n from probe where n = 1 for update`)) as unknown as { rows: { n: number }[] }).rows;
            expect(locked).toEqual({ n: 1 });
            await tx.execute(sql.raw('insert into probe (n) values (16)'));
            throw new Error('refused after both');
          }),
        ).rejects.toThrow('refused after both');
      } finally {
        spy.mockRestore();
      }
      expect(sent).toEqual(['begin; selec', 'insert into ', 'rollback']);
      expect(await stored(16)).toEqual([]);
    });

    it('PostgreSQL: nothing may follow a lone last statement (it has committed)', async () => {
      await expect(
        transaction(db(), async (tx) => {
          lastStatement(tx);
          await tx.execute(insert(14));
          await tx.execute(insert(15));
        }),
      ).rejects.toMatchObject({ cause: { message: expect.stringContaining('nothing may follow it') } });
      expect(await stored(14, 15)).toEqual([14]);
    });
  }
});
