import type { ReactElement } from 'react';
import { AppLayout } from '@/layouts/AppLayout';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { AppPage } from '@/types/page';
import { ResourceImportScreen } from './ResourceImportScreen';

/**
 * The bulk-import screen of a registry resource inside the app's shell. `listHref`: the list screen it
 * links to once the rows are stored, by default the first screen that reads the resource.
 */
export function resourceImportPage(def: ResourceDefinition, { listHref = def.screens.read[0] }: { listHref?: string } = {}): AppPage {
  const Page: AppPage = () => <ResourceImportScreen def={def} listHref={listHref} />;
  Page.displayName = `ResourceImportPage(${def.name})`;
  Page.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
  return Page;
}
