import Link from 'next/link';
import { Button, buttonClass } from '@/components/data/Button';
import type { AnyDocument } from '@/hooks/documents/use-document';
import type { RowActionState } from '@/lib/resources/engine/define';
import type { DocumentRecord } from '@/services/documents/document-client';

/** The key of a draft's edit in the server's action states. */
export const EDIT = 'update';

export const actionLabel = (def: AnyDocument, key: string) => (key === EDIT ? 'Edit' : (def.actions[key]?.label ?? key));

/** The server's verdict on one action of a document; an action it does not mention is not offered. */
export function actionState(row: DocumentRecord, key: string): RowActionState {
  return row.actions?.find((a) => a.key === key) ?? { key, can: false, reason: 'Not offered for this document' };
}

/** The server's reason an action is not possible on the document now; null while it may (or is not known yet). */
export function actionRefusal(row: DocumentRecord | undefined, key: string): string | null {
  if (!row?.actions) return null;
  const state = actionState(row, key);
  return state.can ? null : (state.reason ?? 'Not possible now');
}

/**
 * A button of one action, as the server states it: refused ones disabled, their reason as the tooltip.
 * With `href`, an allowed action is a link to the screen that does it (a draft edited on its own entry screen).
 */
export function DocumentActionButton({
  def,
  row,
  actionKey,
  onAction,
  href,
  size = 'sm',
}: {
  def: AnyDocument;
  row: DocumentRecord;
  actionKey: string;
  onAction: (key: string, row: DocumentRecord) => void;
  href?: string;
  size?: 'sm' | 'md';
}) {
  const state = actionState(row, actionKey);
  const label = actionLabel(def, actionKey);
  const variant = def.actions[actionKey]?.danger && size === 'md' ? 'danger' : 'secondary';
  if (href && state.can) {
    return (
      <Link href={href} className={buttonClass(variant, size)} aria-label={`${label} ${row.number}`} data-testid={`action-${actionKey}`}>
        {label}
      </Link>
    );
  }
  return (
    <Button
      size={size}
      variant={variant}
      onClick={() => onAction(actionKey, row)}
      disabledReason={state.can ? null : (state.reason ?? 'Not allowed')}
      aria-label={`${label} ${row.number}`}
      data-testid={`action-${actionKey}`}
    >
      {label}
    </Button>
  );
}
