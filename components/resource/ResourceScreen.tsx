import Link from 'next/link';
import { useCallback, useMemo, useState } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { DataTable } from '@/components/data/DataTable';
import { PageHeader } from '@/components/data/PageHeader';
import { useUrlListState } from '@/components/data/use-url-list-state';
import { useResourceList } from '@/hooks/resource/use-resource';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/resource/client';
import { lazyOnOpen } from '@/components/data/lazy-on-open';
import { ExportButtons } from './ExportButtons';
import { filterParams } from './filters';
import { ResourceFilterBar } from './ResourceFilterBar';
import type { FormSubject } from './ResourceForm';
import { useResourceColumns, type RowDialog } from './resource-columns';
import { resourceUi } from '@/components/resources/registry';
import { refResources } from './use-ref-options';
import { lowerNoun } from './format';

type Dialog = RowDialog | { kind: 'create' };

// The drawers and dialogs open on a click: their code (the form, its pickers and validation) is not
// part of the list's first load.
const ResourceDetailDrawer = lazyOnOpen(() => import('./ResourceDetail').then((m) => m.ResourceDetailDrawer), (p) => p.id !== null);
const ResourceFormDrawer = lazyOnOpen(() => import('./ResourceForm').then((m) => m.ResourceFormDrawer), (p) => p.subject !== null);
const ActiveDialog = lazyOnOpen(() => import('./ResourceRowDialogs').then((m) => m.ActiveDialog), (p) => p.row !== null);
const DeleteDialog = lazyOnOpen(() => import('./ResourceRowDialogs').then((m) => m.DeleteDialog), (p) => p.row !== null);

/**
 * The list, filters, export, form, detail and row actions of any registry resource, from its
 * declaration. Write actions show only to holders of one of `def.screens.write`.
 */
export function ResourceScreen({ def }: { def: ResourceDefinition }) {
  const canWrite = useHasAnyPermission(def.screens.write);
  // A resource with a bulk-import screen links to it from its list.
  const importScreen = def.screens.import?.[0];
  const canImport = useHasAnyPermission(importScreen ? [importScreen] : []);
  const filterKeys = useMemo(() => filterParams(def), [def]);
  const refs = useMemo(() => refResources(def), [def]);
  const list = useUrlListState({ filterKeys });
  const rows = useResourceList<ResourceRecord>(def, list.query, { enabled: list.ready, refs });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const columns = useResourceColumns(def, canWrite, setDialog);

  const formSubject = useMemo<FormSubject | null>(() => {
    if (dialog?.kind === 'create') return { mode: 'create' };
    if (dialog?.kind === 'edit') return { mode: 'edit', id: dialog.row.id };
    return null;
  }, [dialog]);
  const rowOf = (kind: RowDialog['kind']) => (dialog?.kind === kind ? dialog.row : null);
  const RowActionDialog = resourceUi(def).RowActionDialog;

  return (
    <section data-testid="resource-screen" data-resource={def.name}>
      <PageHeader
        title={def.plural}
        actions={
          <>
            <ExportButtons resource={def} query={list.query} />
            {importScreen && canImport && (
              <Link href={importScreen} className={buttonClass('secondary')} data-testid="resource-import-link">
                Import
              </Link>
            )}
            {canWrite && (
              <Button variant="primary" onClick={() => setDialog({ kind: 'create' })} data-testid="resource-add">
                Add {lowerNoun(def.label)}
              </Button>
            )}
          </>
        }
      />
      <ResourceFilterBar def={def} list={list} />
      <DataTable<ResourceRecord>
        label={def.plural}
        columns={columns}
        rows={rows.data?.data}
        total={rows.data?.meta.total ?? 0}
        totalCapped={rows.data?.meta.total_capped}
        list={list}
        getRowId={(r) => String(r.id)}
        isLoading={rows.isPending}
        isFetching={rows.isFetching}
        error={rows.error}
        onRetry={() => void rows.refetch()}
        testId="resource-table"
        rowTestId="resource-row"
      />

      <ResourceDetailDrawer
        def={def}
        id={rowOf('view')?.id ?? null}
        onClose={close}
        onEdit={canWrite ? (row) => setDialog({ kind: 'edit', row }) : undefined}
      />
      {canWrite && (
        <>
          <ResourceFormDrawer def={def} subject={formSubject} onClose={close} />
          {def.lifecycle === 'deactivate' && <ActiveDialog def={def} row={rowOf('active')} onClose={close} />}
          <DeleteDialog def={def} row={rowOf('delete')} onClose={close} />
          {RowActionDialog && <RowActionDialog def={def} action={dialog?.kind === 'extra' ? dialog.action : null} row={rowOf('extra')} onClose={close} />}
        </>
      )}
    </section>
  );
}
