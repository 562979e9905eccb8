import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Fields } from '@/lib/resources/engine/define';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { FormValues } from './document-form-values';

/**
 * What an action's dialog asks besides its reason: the action's own body fields (a driver and a
 * vehicle, the koli picked up, the cash counted). The declaration does not carry them yet (the server's
 * handler holds the body schema), so the document's screens name them here.
 */
export interface ActionUi {
  fields?: Fields;
  /** First values, from the documents acted on (a pickup's estimated koli). */
  defaults?: (rows: readonly DocumentRecord[]) => FormValues;
  /** Cross-field rules of the inputs, given the documents (a cash difference needs its reason). */
  refine?: (values: Record<string, unknown>, ctx: z.RefinementCtx, rows: readonly DocumentRecord[]) => void;
  /** Renders the inputs itself (a live figure beside them) instead of one input per field. */
  Body?: ComponentType<{ rows: readonly DocumentRecord[]; fields: Fields }>;
  /** A line under the dialog's title. */
  description?: string;
}

export type ActionUis = Readonly<Record<string, ActionUi>>;
