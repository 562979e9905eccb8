import type { ComponentType } from 'react';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/resource/client';

/** The dialog a resource's own row actions open (its declaration names them: `actions`). */
export interface RowActionDialogProps {
  def: ResourceDefinition;
  /** The chosen action's key; null: closed. */
  action: string | null;
  row: ResourceRecord | null;
  onClose: () => void;
}

/** What the add screen says about the row it just created. */
export interface CreatedSummary {
  headline: string;
  details: { key: string; label: string; value: string }[];
}

/** What one resource shows beyond the generic screens (its folder under components/resources/). */
export interface ResourceUi {
  /** Opens for any of the row actions the declaration names. */
  RowActionDialog?: ComponentType<RowActionDialogProps>;
  /** More about one row in its detail drawer (a customer's API keys and webhook). */
  DetailPanel?: ComponentType<{ def: ResourceDefinition; row: ResourceRecord }>;
  /** The add screen's summary of a created row, where the generic one (title + list fields) reads badly. */
  createdSummary?: (def: ResourceDefinition, row: ResourceRecord) => CreatedSummary;
}
