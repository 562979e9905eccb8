import type { ReactElement } from 'react';
import type { AnyDocument } from '@/hooks/documents/use-document';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';
import { DocumentCreateScreen, type DocumentCreateOptions } from './DocumentCreateScreen';

/** The add (or generate) page of a document inside the shell, which guards the route by the user's permissions. */
export function documentCreatePage(def: AnyDocument, options: DocumentCreateOptions = {}): AppPage {
  const Page: AppPage = () => <DocumentCreateScreen def={def} options={options} />;
  Page.displayName = `DocumentCreatePage(${def.name})`;
  Page.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
  return Page;
}
