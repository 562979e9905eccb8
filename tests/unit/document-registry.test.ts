import fs from 'node:fs';
import path from 'node:path';
import { SCREEN_ROUTES } from '@/constants/menu';
import { DOCUMENTS } from '@/lib/resources/documents/registry';
import { actionScreens, type DocumentDefinition } from '@/lib/resources/engine/define-document';
import { handlersOf } from '@/lib/server/documents/registry';

/*
 * Every document type, as declared: each action has its handler (the index's `satisfies` makes a missing
 * one a type error; this checks the registry wiring), each screen that grants something is a menu
 * route with its page, each print has its renderer and the fields the declaration names exist.
 */

const pageFile = (route: string) => path.join(__dirname, '..', '..', 'pages', `${route}.tsx`);
const docs = DOCUMENTS as unknown as DocumentDefinition[];

describe.each(docs.map((d) => [d.name, d] as const))('document %s', (_name, def) => {
  const handlers = handlersOf(def);

  it('every action has its handler and screens that are menu routes with a page', () => {
    for (const [key, action] of Object.entries(def.actions)) {
      expect(handlers.actions[key], `${def.name}.${key}: handler`).toBeDefined();
      const screens = actionScreens(action.screens);
      expect(screens.length, `${def.name}.${key}: screens`).toBeGreaterThan(0);
      for (const screen of screens) {
        expect(SCREEN_ROUTES, `${def.name}.${key}: ${screen} in the menu`).toContain(screen);
        expect(fs.existsSync(pageFile(screen)), `${def.name}.${key}: pages${screen}.tsx`).toBe(true);
      }
      for (const from of action.from) expect(['draft', 'booked', 'cancelled']).toContain(from);
    }
  });

  it('its create and read screens are menu routes with pages; its prints have renderers', () => {
    for (const screen of [...actionScreens(def.screens.create), ...def.screens.read]) {
      expect(SCREEN_ROUTES).toContain(screen);
      expect(fs.existsSync(pageFile(screen)), `pages${screen}.tsx`).toBe(true);
    }
    for (const key of Object.keys(def.prints ?? {})) expect(handlers.prints[key], `${def.name} print ${key}`).toBeDefined();
  });

  it('each action’s handler lives in a file of its own, named after the action (…/pickup/cancel → pickup/cancel.ts)', () => {
    const folder = path.join(__dirname, '..', '..', 'lib', 'server', 'documents', def.name);
    const index = fs.readFileSync(path.join(folder, 'index.ts'), 'utf8');
    const fileOf = new Map<string, string>();
    for (const m of index.matchAll(/import \{([^}]*)\} from '\.\/([^']+)';/g)) for (const name of m[1].split(',')) fileOf.set(name.trim(), m[2]);
    const actions = /actions: \{([^}]*)\}/.exec(index)?.[1] ?? '';
    for (const key of Object.keys(def.actions)) {
      const entry = new RegExp(`(?:^|[\\s,{])'?${key}'?(?::\\s*(\\w+))?\\s*(?:,|$)`).exec(actions);
      const handler = entry?.[1] ?? key;
      const kebab = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      expect(fileOf.get(handler), `${def.name}.${key}: ${handler} from ./${kebab}.ts`).toBe(kebab);
    }
  });

  it('names only fields it has (date, branch, variant, list, search, lookups)', () => {
    const keys = Object.keys(def.fields);
    for (const k of [def.dateField, def.branchField, def.variant, ...(def.listFields ?? []), ...(def.searchFields ?? []), ...(def.lookups?.fields ?? []), ...(def.lookups?.phones ?? [])].filter(Boolean)) {
      expect(keys).toContain(k);
    }
    expect(def.statuses.length).toBeGreaterThan(0);
  });
});
