import { useMutation, useQueryClient } from '@tanstack/react-query';
import { printPdf } from '@/services/print-pdf';
import { toast } from '@/services/toast';
import { invalidateResource } from '@/hooks/resource/query-keys';
import { useResourceList, useResourceMutation, useResourceOne } from '@/hooks/resource/use-resource';
import type { Fields } from '@/lib/resources/engine/define';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { apiErrorMessage } from '@/services/api-client';
import { isFormError } from '@/services/api-errors';
import {
  fetchDocumentPrint,
  runBulkDocumentAction,
  runDocumentAction,
  type BulkItem,
  type DocumentRecord,
} from '@/services/documents/document-client';
import { createResource, updateResource, type ListQuery } from '@/services/resource/client';
import { saveFile } from '@/services/save-file';

/*
 * React Query around the document calls. Keys are the resource's ([name, 'list', query], [name, 'one',
 * id]), so the realtime `updateResource` event of a document refreshes its screens like any resource's.
 */

/** Any document declaration, whatever its fields, actions and line kinds. */
export type AnyDocument = DocumentDefinition<Fields, string, string>;

/** The resources whose labels a document's rows carry (`<ref>_label`), header and lines. */
export function documentRefs(def: AnyDocument): string[] {
  const fields = [def.fields, ...Object.values(def.lines ?? {}).map((l) => l.fields)].flatMap((f) => Object.values(f));
  return [...new Set(fields.flatMap((f) => (f.type === 'ref' ? [f.resource] : [])))];
}

export function useDocumentList(def: AnyDocument, query: ListQuery, options: { enabled?: boolean } = {}) {
  return useResourceList<DocumentRecord>(def, query, { enabled: options.enabled, refs: documentRefs(def) });
}

export function useDocumentOne(def: AnyDocument, id: number | null, options: { enabled?: boolean } = {}) {
  return useResourceOne<DocumentRecord>(def, id, { refs: documentRefs(def), enabled: options.enabled });
}

/** Documents other than this one that its actions change (a register's AWBs): their screens refresh too. */
const touched = (def: AnyDocument) => Object.values(def.heldBy ?? {}).map((name) => [name]);

/** A draft (idempotent per `request_id`). Field errors and conflicts are the form's to show. */
export function useCreateDocument(def: AnyDocument) {
  return useResourceMutation<DocumentRecord, Record<string, unknown>>(def, (body) => createResource<DocumentRecord>(def, body), {
    success: (row) => `${def.label} ${row.number} created`,
    inlineErrors: true,
  });
}

/** Edits a draft (`body` with the version read). */
export function useUpdateDraft(def: AnyDocument) {
  return useResourceMutation<DocumentRecord, { id: number; body: Record<string, unknown> }>(
    def,
    ({ id, body }) => updateResource<DocumentRecord>(def, id, body),
    { success: (row) => `${def.label} ${row.number} saved`, inlineErrors: true },
  );
}

/** An action on one document; the toast says what the declaration's `done` says. */
export function useDocumentAction(def: AnyDocument, key: string) {
  const action = def.actions[key];
  return useResourceMutation<DocumentRecord, { id: number; body: Record<string, unknown> & { version: number } }>(
    def,
    ({ id, body }) => runDocumentAction(def, key, id, body),
    { success: (row) => `${action?.done ?? 'Done'}: ${row.number}`, inlineErrors: true, invalidate: touched(def) },
  );
}

/** An action on many documents at once: one request, a result per document (a refused one never stops the others). */
export function useBulkDocumentAction(def: AnyDocument, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ items, body }: { items: BulkItem[]; body: Record<string, unknown> }) => runBulkDocumentAction(def, key, items, body),
    onSettled: async () => {
      await Promise.all([invalidateResource(queryClient, def.name), ...touched(def).map((queryKey) => queryClient.invalidateQueries({ queryKey }))]);
    },
    onError: (error) => {
      if (!isFormError(error)) toast.error(apiErrorMessage(error));
    },
  });
}

/**
 * Opens a PDF in a new tab; where a pop-up blocker refuses the tab, the file is downloaded instead.
 * The object URL is given back a minute later (the tab reads it asynchronously).
 */
export function openPdf(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const tab = typeof window.open === 'function' ? window.open(url, '_blank') : null;
  if (!tab) saveFile(blob, filename);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Prints one or several documents in one PDF (`variables` tell which print is running): straight to the
 * print dialog; where the browser can neither print it in the page nor open a tab, it is downloaded.
 */
export function usePrintDocument(def: AnyDocument) {
  return useMutation({
    mutationFn: async ({ print, ids, name }: { print: string; ids: number[]; name?: string }) => {
      const blob = await fetchDocumentPrint(def, print, ids);
      if ((await printPdf(blob)) === 'blocked') saveFile(blob, `${print}-${name ?? ids.length}.pdf`);
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
}
