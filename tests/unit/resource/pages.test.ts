import fs from 'node:fs';
import path from 'node:path';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import { RESOURCES } from '@/lib/resources/registry';

const pageFile = (route: string) => path.resolve(__dirname, '../../../pages', `${route.replace(/^\//, '')}.tsx`);

describe('the pages of the registry', () => {
  it('every screen that reads, writes or imports a resource has its page', () => {
    const screens = new Set((RESOURCES as readonly ResourceDefinition[]).flatMap(({ screens: s }) => [...s.read, ...s.write, ...(s.import ?? [])]));
    const missing = [...screens].filter((route) => !fs.existsSync(pageFile(route)));
    expect(missing).toEqual([]);
  });
});
