/**
 * Names this test run for the seeded database templates (tests/helpers/db-templates.ts) and removes
 * them when the run ends: the tarballs of PGlite and the PostgreSQL template databases.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const TEMPLATES_DIR = path.resolve(__dirname, '..', '.test-data', 'templates');

export default function setup(project: TestProject) {
  const run = crypto.randomBytes(4).toString('hex');
  project.provide('dbTemplateRun', run);
  return async () => {
    const mine = fs.existsSync(TEMPLATES_DIR) ? fs.readdirSync(TEMPLATES_DIR).filter((f) => f.startsWith(`${run}-`) || f.includes(`_${run}_`)) : [];
    for (const f of mine) fs.rmSync(path.join(TEMPLATES_DIR, f), { force: true });
    if (!process.env.DATABASE_URL) return;
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`cbo_tpl_${run}_%`]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
