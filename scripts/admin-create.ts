// npm run admin:create — migrate, load the base data when missing, and create an administrator.
//   asks for the user code, name and password (hidden, twice) on a terminal;
//   for automation: --user, --name, --email (or ADMIN_USER, ADMIN_NAME, ADMIN_EMAIL) and the password in
//   ADMIN_PASSWORD or on stdin with --password-stdin (never as a flag: the process list shows flags).
import path from 'node:path';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { AdministratorInputError, checkAdministratorInput, createAdministrator, type AdministratorInput } from '../lib/server/auth/initial-admin';
import { loadConfig } from '../lib/server/config';
import { openDatabase } from '../lib/server/db/client';
import { seedMissingBaseData } from '../lib/server/seed/seed-base';

const USAGE = 'usage: npm run admin:create [-- --user CODE --name "FULL NAME" [--email ADDRESS] [--password-stdin]]';

/** Reads a line from the terminal without echoing it. */
async function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let value = '';
      const onData = (chunk: string) => {
        for (const ch of chunk) {
          if (ch === '\r' || ch === '\n') {
            stdin.off('data', onData);
            process.stdout.write('\n');
            resolve(value);
            return;
          }
          if (ch === '\u0003') {
            stdin.off('data', onData);
            reject(new Error('cancelled'));
            return;
          }
          if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
          else if (ch >= ' ') value += ch;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
  }
}

async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

async function gatherInput(): Promise<AdministratorInput> {
  const { values } = parseArgs({
    options: { user: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
    strict: true,
  });
  const env = process.env;
  const input = {
    userCode: values.user ?? env.ADMIN_USER ?? '',
    fullName: values.name ?? env.ADMIN_NAME ?? '',
    email: values.email ?? env.ADMIN_EMAIL ?? null,
    password: env.ADMIN_PASSWORD ?? '',
  };
  if (values['password-stdin']) input.password = await readStdinLine();
  const terminal = process.stdin.isTTY && !values['password-stdin'];
  if (!terminal) {
    if (!input.userCode || !input.fullName || !input.password) throw new Error(`no terminal to ask on: give --user, --name and the password (ADMIN_PASSWORD or --password-stdin)\n${USAGE}`);
    return input;
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    if (!input.userCode) input.userCode = (await rl.question('User code: ')).trim();
    if (!input.fullName) input.fullName = (await rl.question('Full name: ')).trim();
  } finally {
    rl.close();
  }
  if (input.password) return input;
  console.log('Password: at least 12 characters, three of lower case, upper case, digits, symbols; not one printed in the README.');
  for (;;) {
    const password = await askHidden('Password: ');
    try {
      checkAdministratorInput({ ...input, password });
    } catch (err) {
      if (!(err instanceof AdministratorInputError) || !err.problems.password) throw err;
      console.log(err.problems.password);
      continue;
    }
    if ((await askHidden('Password again: ')) === password) return { ...input, password };
    console.log('The two passwords differ.');
  }
}

async function main() {
  const input = await gatherInput();
  checkAdministratorInput(input); // before opening the database: a refusal is quick
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    await seedMissingBaseData(database.db);
    const result = await createAdministrator(database.db, input, { actor: 'admin:create' });
    if (result.created) console.log(`administrator ${result.userCode} created (${database.engine}): sign in with this user code and password`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
