import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useMemo } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentOne } from '@/hooks/documents/use-document';
import { useResourceOptions } from '@/hooks/resource/use-resource';
import { useUserById } from '@/hooks/use-user-by-id';
import { phoneDigits, useLookup } from '@/hooks/use-lookup';
import type { KnownShipper, ShipmentQuote } from '@/lib/resources/documents/shipment-api';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import { officeResource } from '@/lib/resources/organization';
import {
  createShipment,
  fetchShipmentPrint,
  quoteShipment,
  recallShippers,
  updateShipment,
  type QuoteRequestBody,
  type ShipmentPrint,
  type ShipmentUpdateBody,
} from '@/services/documents/shipments';
import { isConflict } from '@/services/api-errors';
import { printPdf } from '@/services/print-pdf';
import type { UserDetail } from '@/services/user';

/*
 * React Query around the POS entry's calls. Keys start with the document's name, like every resource's:
 * ['shipment', 'quote', request], ['shipment', 'shipper', digits].
 */

export const QUOTE_DEBOUNCE_MS = 300;
/** Digits of a phone number typed before the known shippers are looked up. */
export const RECALL_MIN_DIGITS = 4;

export const shipmentKeys = {
  all: ['shipment'] as const,
  quote: (request: QuoteRequest | null) => ['shipment', 'quote', request] as const,
  shipper: (digits: string) => ['shipment', 'shipper', digits] as const,
};

export interface QuoteRequest {
  body: QuoteRequestBody;
  /** The form row of each koli sent (rows without a weight yet are left out). */
  rows: number[];
}

/** A quote with the rows it was asked for: an answer kept on screen while the next one loads is read with its own rows. */
export interface QuoteAnswer {
  quote: ShipmentQuote;
  rows: number[];
}

/**
 * The price of every service on the route, asked a pause after the last change. The previous answer
 * stays on screen (marked as updating) while the next one loads; nothing is asked without the minimum.
 */
export function useShipmentQuote(request: QuoteRequest | null) {
  const key = request ? JSON.stringify(request) : null;
  const settledKey = useDebouncedValue(key, QUOTE_DEBOUNCE_MS);
  const sent = useMemo(() => (settledKey ? (JSON.parse(settledKey) as QuoteRequest) : null), [settledKey]);
  const query = useQuery({
    queryKey: shipmentKeys.quote(sent),
    queryFn: async ({ signal }): Promise<QuoteAnswer> => ({ quote: await quoteShipment(sent!.body, signal), rows: sent!.rows }),
    enabled: sent !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const active = key !== null;
  return {
    answer: active ? query.data : undefined,
    /** The last request failed (a 400 with field errors, the network …). */
    error: active && !query.isPlaceholderData ? query.error : null,
    /** The rows of the request that failed, to place its koli errors. */
    sentRows: sent?.rows ?? [],
    /** What is shown is not yet the answer to what is typed. */
    updating: active && (key !== settledKey || query.isFetching || query.isPlaceholderData),
  };
}

/** Shippers recalled by the digits of a phone number, a pause after typing; only the answer to the digits typed now. */
export function useShipperRecall(phone: string, enabled = true) {
  return useLookup<KnownShipper>({
    text: phone,
    normalize: phoneDigits,
    minLength: RECALL_MIN_DIGITS,
    enabled,
    queryKey: shipmentKeys.shipper,
    fetch: recallShippers,
  });
}

/** Stores a draft AWB. The shipment lists are fetched again; the quotes are left alone. */
export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all, predicate: (q) => q.queryKey[1] !== 'quote' }),
  });
}

/** A stored shipment with its lines and what the user may do with it (`actions`), to edit a draft. */
export function useShipmentDraft(id: number | null) {
  return useDocumentOne(shipmentDocument, id);
}

/**
 * Edits a draft AWB (its body with the version read). After a save or a conflict the shipment lists and
 * records are fetched again (not waited for: the screen moves on); the quotes are left alone.
 */
export function useUpdateShipment() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: shipmentKeys.all, predicate: (q) => q.queryKey[1] !== 'quote' });
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ShipmentUpdateBody }) => updateShipment(id, body),
    onSuccess: refresh,
    onError: (error) => {
      if (isConflict(error)) refresh();
    },
  });
}

/** Fetches a print and sends it to the print dialog (a new tab where the browser cannot print it in the page). */
export function useShipmentPrint() {
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: ShipmentPrint; id: number }) => ({ outcome: await printPdf(await fetchShipmentPrint(kind, id)) }),
  });
}

/** What the user record says about where the user works (the record carries its refs' labels). */
interface UserOffice {
  office_id?: number | string | null;
  office_id_label?: string | null;
  /** The office's coverage area, when the server knows it: the default origin. */
  office_area_id?: number | string | null;
}

const positiveId = (value: unknown): number | null => {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

export interface CounterOffice {
  /** The signed-in user's office; null: the user has none (the screen asks for one). */
  id: number | null;
  label: string | null;
  originAreaId: number | null;
  loading: boolean;
}

/** The counter the signed-in user works at, from their own user record. */
export function useCounterOffice(): CounterOffice {
  const { data: session, status } = useSession();
  const user = useUserById(session?.user?.id);
  const record = user.data as (UserDetail & UserOffice) | undefined;
  const id = positiveId(record?.office_id);
  const given = record?.office_id_label || null;
  const lookup = useResourceOptions(officeResource, { ids: id ? [id] : [] }, { enabled: id !== null && !given });
  return {
    id,
    label: given ?? lookup.data?.find((o) => o.id === id)?.label ?? null,
    originAreaId: positiveId(record?.office_area_id),
    loading: status === 'loading' || (user.isPending && user.fetchStatus !== 'idle'),
  };
}
