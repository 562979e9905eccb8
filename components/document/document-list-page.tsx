import type { ReactElement } from 'react';
import { lowerNoun } from '@/components/resource/format';
import type { AnyDocument } from '@/hooks/documents/use-document';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';
import { DocumentListScreen, type DocumentListOptions } from './DocumentListScreen';

/*
 * The list and action pages of a document, each a line in pages/ (the add page: document-create-page):
 * the shell (AppLayout) guards the route by the user's permissions; the screen renders from the
 * declaration.
 */

const inShell = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

/** A list of a document (or a worklist of tabs) with its filters, detail and the actions the options offer. */
export function documentListPage(def: AnyDocument, options: DocumentListOptions = {}): AppPage {
  const Page: AppPage = () => <DocumentListScreen def={def} options={options} />;
  Page.displayName = `DocumentListPage(${def.name})`;
  Page.getLayout = inShell;
  return Page;
}

/**
 * The screen of one action: the documents in the stages it starts from, the action on each row and —
 * where the declaration allows it — on the selected rows at once.
 */
export function documentActionPage(def: AnyDocument, actionKey: string, options: DocumentListOptions = {}): AppPage {
  const action = def.actions[actionKey];
  if (!action) throw new Error(`${def.name} has no action "${actionKey}"`);
  return documentListPage(def, {
    title: `${action.label} ${lowerNoun(def.plural)}`,
    ...options,
    fixed: { stage: action.from.join(','), ...options.fixed },
    rowActions: options.rowActions ?? [actionKey],
    bulkActions: options.bulkActions ?? (action.bulk ? [actionKey] : []),
  });
}
