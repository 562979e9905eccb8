import type { ReactNode } from 'react';
import { Button } from '@/components/data/Button';
import { Drawer } from '@/components/data/Drawer';
import { EMPTY, formatDateTime, formatField } from '@/components/resource/format';
import { useDocumentOne, type AnyDocument } from '@/hooks/documents/use-document';
import { useRetained } from '@/hooks/use-retained';
import { reasonLabel, type ReasonList } from '@/lib/resources/engine/define-document';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import { StageBadge, StatusBadge } from './DocumentBadges';
import { DocumentActionButton, EDIT } from './DocumentActionButton';
import { actionVerb, cancelActionOf, cancelReasonList, pastTense } from './document-format';
import { DocumentHistory } from './DocumentHistory';
import { DocumentLinesTable } from './DocumentLinesTable';
import { PrintButtons } from './PrintButtons';

export interface DocumentDetailDrawerProps {
  def: AnyDocument;
  /** The document shown; null: closed. */
  id: number | null;
  onClose: () => void;
  /** The actions this screen offers (rendered as the server states them). */
  actions?: readonly string[];
  onAction?: (key: string, row: DocumentRecord) => void;
  /** Where a draft is edited, when not in the generic form drawer. */
  editHref?: (row: DocumentRecord) => string;
  /** Text fields holding a code of a reason list (a pickup's failure reason): shown by the list's label. */
  reasonFields?: Readonly<Record<string, ReasonList>>;
  /** Header fields shown the screen's own way. */
  fieldViews?: Readonly<Record<string, (row: DocumentRecord) => ReactNode>>;
}

const stamp = (at: unknown, by: unknown) => (typeof at === 'string' && at ? `${formatDateTime(at)}${by ? ` by ${String(by)}` : ''}` : EMPTY);

/** One document: its header, the engine's record, its lines per kind, its prints, its actions and its audit trail. */
export function DocumentDetailDrawer({ def, id: open, onClose, actions = [], onAction, editHref, reasonFields = {}, fieldViews = {} }: DocumentDetailDrawerProps) {
  const id = useRetained(open);
  const record = useDocumentOne(def, id);
  const row = record.data;
  const cancelWord = pastTense(cancelActionOf(def)?.label ?? 'Cancel');
  const cancelList = cancelReasonList(def);
  return (
    <Drawer
      open={open !== null}
      onClose={onClose}
      title={row ? `${def.label} ${row.number}` : def.label}
      testId="document-detail"
      size="lg"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {id !== null && record.isPending && <p className="text-sm text-slate-500">Loading…</p>}
      {id !== null && record.isError && !row && (
        <p role="alert" className="text-sm text-red-600">
          {apiErrorMessage(record.error)}
        </p>
      )}
      {row && (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-2">
            <StageBadge def={def} stage={row.stage} />
            <StatusBadge status={row.status} />
          </div>
          {(actions.length > 0 || def.prints) && (
            <div className="flex flex-wrap gap-2" data-testid="document-detail-actions">
              {onAction &&
                actions.map((key) => (
                  <DocumentActionButton
                    key={key}
                    def={def}
                    row={row}
                    actionKey={key}
                    onAction={onAction}
                    href={key === EDIT && editHref ? editHref(row) : undefined}
                    size="md"
                  />
                ))}
              <PrintButtons def={def} ids={[row.id]} number={row.number} />
            </div>
          )}
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {Object.entries(def.fields).map(([name, field]) => (
              <Item key={name} label={field.label} name={name} wide={field.type === 'textarea'}>
                {fieldViews[name] ? fieldViews[name](row) : reasonFields[name] && typeof row[name] === 'string' ? reasonLabel(reasonFields[name], row[name] as string) : formatField(field, name, row)}
              </Item>
            ))}
          </dl>
          <dl className="grid gap-x-6 gap-y-3 border-t border-slate-200 pt-4 sm:grid-cols-2" data-testid="document-record-info">
            <Item label="Number" name="number">
              {row.number}
            </Item>
            <Item label="Version" name="version">
              {String(row.version)}
            </Item>
            <Item label="Created" name="created">
              {stamp(row.created_at, row.created_by)}
            </Item>
            <Item label="Booked" name="booked">
              {stamp(row.booked_at, row.booked_by)}
            </Item>
            {row.stage === 'cancelled' && (
              <>
                <Item label={cancelWord} name="cancelled">
                  {stamp(row.cancelled_at, row.cancelled_by)}
                </Item>
                <Item label={`${actionVerb(cancelActionOf(def)?.label ?? 'Cancel')} reason`} name="cancel_reason">
                  {typeof row.cancel_reason === 'string' ? `${cancelList ? reasonLabel(cancelList, row.cancel_reason) : row.cancel_reason}${row.cancel_note ? ` — ${String(row.cancel_note)}` : ''}` : EMPTY}
                </Item>
              </>
            )}
            <Item label="Printed" name="print_count">
              {`${Number(row.print_count ?? 0)} time${Number(row.print_count) === 1 ? '' : 's'}`}
            </Item>
          </dl>
          {Object.entries(def.lines ?? {}).map(([name, kind]) => (
            <DocumentLinesTable key={name} name={name} kind={kind} rows={row.lines?.[name] ?? []} />
          ))}
          <DocumentHistory def={def} id={row.id} />
        </div>
      )}
    </Drawer>
  );
}

function Item({ label, name, wide = false, children }: { label: string; name: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined} data-field={name}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className={`mt-0.5 text-sm whitespace-pre-line text-slate-800 ${children === EMPTY ? 'text-slate-400' : ''}`}>{children}</dd>
    </div>
  );
}
