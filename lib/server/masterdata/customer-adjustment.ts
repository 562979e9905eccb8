import type { ResourceHooks } from '../crud/hooks';

/** Any change of an adjustment needs a (new) decision: it goes back to PENDING. */
export const adjustmentHooks: ResourceHooks = {
  beforeWrite: (input) => ({ ...input, status: 'PENDING', decided_by: null, decided_at: null, decision_note: null }),
};
