import { Suspense, useMemo, type ReactNode } from 'react';
import { resourceUi } from '@/components/resources/registry';
import { Button } from '@/components/data/Button';
import { Drawer } from '@/components/data/Drawer';
import { useResourceOne } from '@/hooks/resource/use-resource';
import { useRetained } from '@/hooks/use-retained';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/resource/client';
import { apiErrorMessage } from '@/services/api-client';
import { EMPTY, formatDateTime, formatField, rowTitle } from './format';
import { ActiveBadge } from './resource-columns';
import { ResourceHistory } from './ResourceHistory';
import { refResources } from './use-ref-options';

export interface ResourceDetailDrawerProps {
  def: ResourceDefinition;
  /** The row to show; null: closed. */
  id: number | null;
  onClose: () => void;
  /** Offered to writers only. */
  onEdit?: (row: ResourceRecord) => void;
}

/** Every field of a row, its record information and its audit trail. */
export function ResourceDetailDrawer({ def, id: open, onClose, onEdit }: ResourceDetailDrawerProps) {
  const id = useRetained(open);
  const refs = useMemo(() => refResources(def), [def]);
  const record = useResourceOne<ResourceRecord>(def, id, { refs });
  const row = record.data;
  const DetailPanel = resourceUi(def).DetailPanel;
  return (
    <Drawer
      open={open !== null}
      onClose={onClose}
      title={row ? `${def.label} ${rowTitle(def, row)}` : def.label}
      testId="resource-detail"
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>Close</Button>
          {onEdit && row && (
            <Button variant="primary" onClick={() => onEdit(row)} data-testid="resource-detail-edit">
              Edit
            </Button>
          )}
        </>
      }
    >
      {id !== null && record.isPending && <p className="text-sm text-slate-500">Loading…</p>}
      {id !== null && record.isError && !row && (
        <p role="alert" className="text-sm text-red-600">
          {apiErrorMessage(record.error)}
        </p>
      )}
      {row && (
        <div className="space-y-6">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {Object.entries(def.fields).map(([name, field]) => (
              <Item key={name} label={field.label} wide={field.type === 'textarea'} name={name}>
                {formatField(field, name, row)}
              </Item>
            ))}
          </dl>
          <dl className="grid gap-x-6 gap-y-3 border-t border-slate-200 pt-4 sm:grid-cols-2" data-testid="resource-record-info">
            {def.lifecycle === 'deactivate' && (
              <Item label="Status" name="active">
                <ActiveBadge active={row.active !== false} />
              </Item>
            )}
            <Item label="Version" name="version">
              {String(row.version)}
            </Item>
            <Item label="Created" name="created">
              {stamp(row.created_at, row.created_by)}
            </Item>
            <Item label="Last updated" name="updated">
              {stamp(row.updated_at, row.updated_by)}
            </Item>
          </dl>
          {DetailPanel && (
            <Suspense fallback={<p className="text-sm text-slate-500">Loading…</p>}>
              <DetailPanel def={def} row={row} />
            </Suspense>
          )}
          <ResourceHistory def={def} id={row.id} />
        </div>
      )}
    </Drawer>
  );
}

const stamp = (at: string, by: string | null) => `${formatDateTime(at)}${by ? ` by ${by}` : ''}`;

function Item({ label, name, wide = false, children }: { label: string; name: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined} data-field={name}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className={`mt-0.5 text-sm whitespace-pre-line text-slate-800 ${children === EMPTY ? 'text-slate-400' : ''}`}>{children}</dd>
    </div>
  );
}
