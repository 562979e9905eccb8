import type { ComponentType } from 'react';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/admin/resource-client';
import { AdjustmentDecisionDialog, isPendingAdjustment } from './AdjustmentDecisionDialog';

/*
 * The row actions a resource adds to the generic screen (its own rules' actions, e.g. approving a
 * price adjustment), keyed by resource name. Offered to writers only, on the rows they apply to.
 */

export interface ExtraRowAction {
  /** Names the action (`action-<key>` test id) and tells the dialog which one was chosen. */
  key: string;
  label: string;
  appliesTo: (row: ResourceRecord) => boolean;
  danger?: boolean;
}

export interface ExtraRowDialogProps {
  def: ResourceDefinition;
  /** The chosen action's key; null: closed. */
  action: string | null;
  row: ResourceRecord | null;
  onClose: () => void;
}

export interface RowExtension {
  actions: readonly ExtraRowAction[];
  /** Opens for any of `actions`. */
  Dialog: ComponentType<ExtraRowDialogProps>;
}

export const extraRowActions: Partial<Record<string, RowExtension>> = {
  'customer-adjustment': {
    actions: [
      { key: 'approve', label: 'Approve', appliesTo: isPendingAdjustment },
      { key: 'reject', label: 'Reject', appliesTo: isPendingAdjustment, danger: true },
    ],
    Dialog: AdjustmentDecisionDialog,
  },
};
