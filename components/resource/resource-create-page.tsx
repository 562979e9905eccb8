import type { ReactElement } from 'react';
import { AppLayout } from '@/layouts/AppLayout';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { AppPage } from '@/types/page';
import { ResourceCreateScreen } from './ResourceCreateScreen';

/**
 * The add screen of a registry resource (its form on the page) inside the app's shell. `listHref`: the
 * list screen it links to after saving, by default the first screen that reads the resource.
 */
export function resourceCreatePage(def: ResourceDefinition, { listHref = def.screens.read[0] }: { listHref?: string } = {}): AppPage {
  const Page: AppPage = () => <ResourceCreateScreen def={def} listHref={listHref} />;
  Page.displayName = `ResourceCreatePage(${def.name})`;
  Page.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
  return Page;
}
