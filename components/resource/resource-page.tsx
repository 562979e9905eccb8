import type { ReactElement } from 'react';
import { AppLayout } from '@/layouts/AppLayout';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { AppPage } from '@/types/page';
import { ResourceScreen } from './ResourceScreen';

/** The page of a registry resource: its generic screen inside the app's shell. */
export function resourcePage(def: ResourceDefinition): AppPage {
  const Page: AppPage = () => <ResourceScreen def={def} />;
  Page.displayName = `ResourcePage(${def.name})`;
  Page.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
  return Page;
}
