import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/services/api-client';

/*
 * The paper PODs still outstanding (GET /api/operational/get/pod-outstanding?branch_id=&limit=): the
 * delivered AWBs of customers that require the signed paper, whose paper is not back at origin yet,
 * oldest delivery first, each with the POD return carrying it if there is one. `branch_id` is the origin
 * branch (where the AWB was booked): the destination of a POD return, the branch of a reception.
 */

export const POD_OUTSTANDING_PATH = '/operational/get/pod-outstanding';
/** The oldest this many are shown; the heading says how many there are in all. */
export const POD_OUTSTANDING_LIMIT = 100;

export interface OutstandingPod {
  /** The shipment's id. */
  id: number;
  awb: string;
  customer: string | null;
  consignee_name: string | null;
  delivered_at: string | null;
  /** Where it was booked. */
  origin_office: string | null;
  /** The POD return carrying its paper, if any: "PR-SUB-2611-00001". */
  pod_return: string | null;
  pod_return_status: string | null;
}

export interface OutstandingPods {
  rows: OutstandingPod[];
  total: number;
}

interface Envelope {
  message: string;
  data: OutstandingPod[];
  meta?: { total?: number };
}

export async function fetchOutstandingPods(branchId: number | null, limit = POD_OUTSTANDING_LIMIT): Promise<OutstandingPods> {
  const params = branchId ? { branch_id: branchId, limit } : { limit };
  const res = await apiClient.get<Envelope>(POD_OUTSTANDING_PATH, { params });
  const rows = res.data.data ?? [];
  return { rows, total: Number(res.data.meta?.total ?? rows.length) };
}

/** Every read of the list shares this key's start: a scan screen refreshes them all at once. */
export const outstandingKey = (branchId: number | null) => ['pod-outstanding', branchId ?? 'all'] as const;

/** The outstanding papers of one origin branch (null: of every branch); `enabled: false` holds the read while scans go on. */
export function useOutstandingPods(branchId: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: outstandingKey(branchId),
    queryFn: () => fetchOutstandingPods(branchId),
    enabled: options.enabled ?? true,
  });
}
