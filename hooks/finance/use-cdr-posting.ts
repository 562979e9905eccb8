import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateResource, resourceKeys, type ResourceQueryMeta } from '@/hooks/resource/query-keys';
import { customerDataReportDocument } from '@/lib/resources/documents/customer-data-report';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors, isConflict } from '@/services/api-errors';
import { runDocumentAction, type DocumentRecord } from '@/services/documents/document-client';
import { bulkGenerate, fetchCdrCandidates, type Period } from '@/services/finance/finance-client';
import { toast } from '@/services/toast';

/*
 * React Query of the CDR posting screen (components/documents/customer-data-report/CdrPostingScreen):
 * the customers with something to post in a period, a CDR for each of them at once, and the review
 * actions on one CDR (leave out, include again, post). A CDR's own reads and its create are the
 * document hooks' (hooks/documents/use-document).
 */

const def = customerDataReportDocument;

export const cdrPostingKeys = {
  all: ['finance', 'cdr-candidates'] as const,
  candidates: (period: Period) => ['finance', 'cdr-candidates', period] as const,
};

/** Customers with delivered AWBs outside a CDR in the period; null period: nothing is asked. */
export function useCdrCandidates(period: Period | null) {
  return useQuery({
    queryKey: cdrPostingKeys.candidates(period ?? { period_from: '', period_to: '' }),
    queryFn: () => fetchCdrCandidates(period!),
    enabled: period !== null,
    // a CDR generated, posted or cancelled anywhere (realtime included) changes who has something to post
    meta: { refs: [def.name] } satisfies ResourceQueryMeta,
  });
}

/** Everything a generation changes: the candidates, the CDR lists and records. */
export async function invalidateCdrGeneration(client: ReturnType<typeof useQueryClient>) {
  await Promise.all([client.invalidateQueries({ queryKey: cdrPostingKeys.all }), invalidateResource(client, def.name)]);
}

export type BulkCdrBody = Period & { customer_ids?: number[]; request_id: string };

/** A CDR for each named customer (or every one with something to post): a result per customer. */
export function useBulkGenerateCdrs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkCdrBody) => bulkGenerate('customer-data-report', body),
    onSettled: () => invalidateCdrGeneration(client),
    onError: (error) => {
      // a refusal with field errors (nothing to post in the period) is shown on the panel
      if (!Object.keys(apiFieldErrors(error)).length) toast.error(apiErrorMessage(error));
    },
  });
}

export type CdrLineAction = 'exclude' | 'include' | 'book';

export interface CdrActionVars {
  id: number;
  body: Record<string, unknown> & { version: number; line_ids?: number[]; exclude_reason?: string; exclude_note?: string };
}

/**
 * The answer of a review action is the CDR's header (its new version and figures); where it comes
 * without its lines, the lines on screen take the change until the CDR has been read again.
 */
export function mergeCdrAnswer(previous: DocumentRecord | undefined, answer: DocumentRecord, action: CdrLineAction, body: CdrActionVars['body']): DocumentRecord {
  if (answer.lines || !previous?.lines) return answer;
  const ids = new Set(body.line_ids ?? []);
  if (action === 'book' || !ids.size) return { ...answer, lines: previous.lines };
  const awbs = (previous.lines.awbs ?? []).map((line) => {
    if (!ids.has(line.id)) return line;
    return action === 'exclude'
      ? { ...line, included: false, exclude_reason: body.exclude_reason ?? null, exclude_note: body.exclude_note ?? null }
      : { ...line, included: true, exclude_reason: null, exclude_note: null };
  });
  return { ...answer, lines: { ...previous.lines, awbs } };
}

/**
 * Leave out, include again or post one CDR, with the version the clerk saw. A 409 (changed meanwhile,
 * not possible now) is toasted and the CDR read again; field errors are the caller's to show inline.
 */
export function useCdrAction(action: CdrLineAction) {
  const client = useQueryClient();
  const done = def.actions[action].done;
  return useMutation({
    mutationFn: ({ id, body }: CdrActionVars) => runDocumentAction(def, action, id, body),
    onSuccess: async (answer, { id, body }) => {
      toast.success(`${done}: ${answer.number}`);
      client.setQueryData<DocumentRecord>(resourceKeys.one(def, id), (previous) => mergeCdrAnswer(previous, answer, action, body));
      await Promise.all([invalidateResource(client, def.name), client.invalidateQueries({ queryKey: cdrPostingKeys.all })]);
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
