import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { useDeleteResource, useSetResourceActive } from '@/hooks/resource/use-resource';
import { useRetained } from '@/hooks/use-retained';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/resource/client';
import { lowerNoun, rowTitle } from './format';

interface RowDialogProps {
  def: ResourceDefinition;
  /** null: closed. */
  row: ResourceRecord | null;
  onClose: () => void;
}

/** Switches a row on or off (resources that deactivate); the version seen goes along. */
export function ActiveDialog({ def, row: subject, onClose }: RowDialogProps) {
  const row = useRetained(subject);
  const setActive = useSetResourceActive<ResourceRecord>(def, {
    success: (r, v) => `${def.label} ${rowTitle(def, r)} ${v.active ? 'activated' : 'deactivated'}`,
  });
  const activating = row?.active === false;
  const noun = lowerNoun(def.label);
  return (
    <ConfirmDialog
      open={Boolean(subject)}
      title={activating ? `Activate ${noun}` : `Deactivate ${noun}`}
      confirmLabel={activating ? 'Activate' : 'Deactivate'}
      tone={activating ? 'primary' : 'danger'}
      pending={setActive.isPending}
      onClose={onClose}
      onConfirm={() => row && setActive.mutate({ id: row.id, active: activating, version: row.version }, { onSuccess: onClose })}
    >
      {row &&
        (activating ? (
          <p>
            <strong>{rowTitle(def, row)}</strong> can be picked again.
          </p>
        ) : (
          <p>
            <strong>{rowTitle(def, row)}</strong> stays on the records that use it but can no longer be picked.
          </p>
        ))}
    </ConfirmDialog>
  );
}

/** Deletes a row; a row still in use is refused (409) and the server's message is toasted. */
export function DeleteDialog({ def, row: subject, onClose }: RowDialogProps) {
  const row = useRetained(subject);
  const remove = useDeleteResource<{ id: number; version: number }>(def, {
    success: () => (row ? `${def.label} ${rowTitle(def, row)} deleted` : `${def.label} deleted`),
  });
  return (
    <ConfirmDialog
      open={Boolean(subject)}
      title={`Delete ${lowerNoun(def.label)}`}
      confirmLabel="Delete"
      tone="danger"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => row && remove.mutate({ id: row.id, version: row.version }, { onSuccess: onClose })}
    >
      {row && (
        <p>
          Delete <strong>{rowTitle(def, row)}</strong>? This cannot be undone.
          {def.lifecycle === 'deactivate' && ' To keep it on the records that use it, deactivate it instead.'}
        </p>
      )}
    </ConfirmDialog>
  );
}
