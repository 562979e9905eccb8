import { is } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgTransaction, type PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient, QueryConfig, QueryResult } from 'pg';
import type { Db } from '../db/client';

/*
 * The action's transaction. On a PostgreSQL server BEGIN is sent with the transaction's first
 * statement, not up front, and an action that turns out to be one single statement (a counter's new
 * AWB: its number, header, koli, tracking event and audit row are one INSERT … WITH) sends it alone:
 * PostgreSQL runs a lone statement as a transaction of its own, all or nothing, so BEGIN and COMMIT —
 * two of its three round trips — add nothing. Anything sent before that last statement (a read that
 * missed the cache, a lock) opens the transaction; when it has no parameters (the document's lock,
 * its id written as a number) BEGIN goes in the same message. On the embedded database, with its one
 * connection, every action keeps its plain transaction (its lock keeps other requests' statements out).
 */

/** How far a lazily begun transaction has come. */
type Stage = 'idle' | 'open' | 'alone' | 'sent';

/** The pool's connection as the transaction's session sees it: BEGIN goes out with the first statement. */
class LazyBegin {
  stage: Stage = 'idle';

  constructor(readonly client: PoolClient) {}

  async query(config: QueryConfig, params?: unknown[]) {
    if (this.stage === 'sent') throw new Error('The action already committed with its last statement: nothing may follow it');
    if (this.stage === 'alone') this.stage = 'sent';
    else if (this.stage === 'idle') {
      this.stage = 'open';
      // a first statement without parameters (a lock by id) takes BEGIN along in one simple-protocol message
      if (!params?.length && !config.name) {
        const results = (await this.client.query({ ...config, text: `begin; ${config.text}` })) as unknown as QueryResult[];
        return results[results.length - 1];
      }
      await this.client.query('begin');
    }
    return this.client.query(config, params);
  }
}

const lazyOf = new WeakMap<object, LazyBegin>();

interface NodePgInternals {
  client: Pool;
  dialect: PgDialect;
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/** Runs `fn` in a transaction (a savepoint inside one already open). */
export async function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const session = db._.session;
  if (is(db, PgTransaction) || !is(session, NodePgSession)) return db.transaction((tx) => fn(tx as unknown as Db));
  const { client: pool, dialect, options } = session as unknown as NodePgInternals;
  const client = await pool.connect();
  const lazy = new LazyBegin(client);
  const tx = new NodePgTransaction(dialect, new NodePgSession(lazy as unknown as PoolClient, dialect, undefined, options), undefined) as unknown as Db;
  lazyOf.set(tx, lazy);
  try {
    const result = await fn(tx);
    if (lazy.stage === 'open') await client.query('commit');
    return result;
  } catch (err) {
    if (lazy.stage === 'open') await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The action's next statement is its last: when nothing was sent before it, it goes alone, without
 * BEGIN and COMMIT. (A no-op in a plain transaction or a savepoint.)
 */
export function lastStatement(tx: Db) {
  const lazy = lazyOf.get(tx);
  if (lazy?.stage === 'idle') lazy.stage = 'alone';
}
