import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyDocument } from '@/hooks/documents/use-document';
import { invalidateResource, resourceKeys, type ResourceQueryMeta } from '@/hooks/resource/query-keys';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors, isConflict } from '@/services/api-errors';
import { runDocumentAction, type DocumentRecord } from '@/services/documents/document-client';
import { fetchCollectableInvoices, type CollectablePurpose, type CollectableQuery } from '@/services/finance/collector-client';
import { toast } from '@/services/toast';

/*
 * React Query of the collector-management screens (components/documents/{delivery-sheet-invoice,
 * collector-invoice,pod-invoice}): the invoices to pick from, and the actions on one sheet or
 * collection — a line's result recorded, the whole finished / posted. A document's own reads and its
 * create are the document hooks' (hooks/documents/use-document).
 */

/** The documents that take invoices away from (or give them back to) the pick lists. */
const HOLDERS = ['invoice', 'delivery-sheet-invoice', 'collector-invoice', 'pod-invoice', 'payment'] as const;

export const collectableKeys = {
  all: ['finance', 'collectable-invoices'] as const,
  list: (purpose: CollectablePurpose, query: CollectableQuery) => ['finance', 'collectable-invoices', purpose, query] as const,
};

/** The invoices to pick for a purpose; a sheet, collection or POD sending made anywhere refreshes them. */
export function useCollectableInvoices(purpose: CollectablePurpose, query: CollectableQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: collectableKeys.list(purpose, query),
    queryFn: () => fetchCollectableInvoices(purpose, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { refs: HOLDERS } satisfies ResourceQueryMeta,
  });
}

export interface LineActionVars {
  id: number;
  /** With the version the user saw; `line_id` for a line's action. */
  body: Record<string, unknown> & { version: number; line_id?: number };
  /** The line's fields as this action leaves them: shown at once, until the document is read again. */
  patch?: Record<string, unknown>;
}

/**
 * The answer of an action is the document's header (its new version and counters); where it comes
 * without its lines, the lines on screen take the patch of the line acted on.
 */
export function mergeLineAnswer(previous: DocumentRecord | undefined, answer: DocumentRecord, lineId: number | undefined, patch: Record<string, unknown> | undefined, kind = 'invoices'): DocumentRecord {
  if (answer.lines || !previous?.lines) return answer;
  if (lineId === undefined || !patch) return { ...answer, lines: previous.lines };
  const rows = (previous.lines[kind] ?? []).map((line) => (line.id === lineId ? { ...line, ...patch } : line));
  return { ...answer, lines: { ...previous.lines, [kind]: rows } };
}

/**
 * One action on a sheet or a collection (`record` a line, `book` the whole), with the version read.
 * A 409 (changed meanwhile, not possible now) is toasted and the document read again; field errors are
 * the caller's to show by the line; anything else is toasted.
 */
export function useLineAction(def: AnyDocument, key: string) {
  const client = useQueryClient();
  const done = def.actions[key]?.done ?? 'Done';
  return useMutation({
    mutationFn: ({ id, body }: LineActionVars) => runDocumentAction(def, key, id, body),
    onSuccess: async (answer, { id, body, patch }) => {
      toast.success(`${done}: ${answer.number}`);
      client.setQueryData<DocumentRecord>(resourceKeys.one(def, id), (previous) => mergeLineAnswer(previous, answer, body.line_id, patch));
      await Promise.all([invalidateResource(client, def.name), invalidateResource(client, 'invoice'), client.invalidateQueries({ queryKey: collectableKeys.all })]);
    },
    onError: (error) => {
      if (isConflict(error)) {
        toast.error(apiErrorMessage(error));
        void invalidateResource(client, def.name);
        return;
      }
      if (!Object.keys(apiFieldErrors(error)).length) toast.error(apiErrorMessage(error));
    },
  });
}
