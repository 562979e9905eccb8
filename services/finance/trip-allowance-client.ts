import { apiClient } from '@/services/api-client';

/*
 * The calls of the trip allowance entry that are not the document's own (server:
 * lib/server/finance/routes.ts): our fleet's manifests still without an allowance for their driver,
 * and the rate of a route and vehicle on a date. The allowance itself goes through services/documents.
 */

interface Envelope<T> {
  message: string;
  data: T;
}

/** A manifest of our fleet without a trip allowance for its driver (newest first). */
export interface TripCandidate {
  id: number;
  number: string;
  manifest_date: string;
  branch_id: number;
  destination_branch_id: number;
  driver_id: number | null;
  vehicle_id: number | null;
  status: string;
  awb_count: number;
  weight_kg: number | string | null;
}

export interface TripCandidateQuery {
  date_from?: string;
  date_to?: string;
}

/** The amounts of a rate per component, whole rupiah. */
export interface TripRate {
  id: number;
  fuel: number;
  tolls: number;
  loading: number;
  meals: number;
}

export interface TripRateQuery {
  origin_branch_id: number;
  destination_branch_id: number;
  vehicle_id: number;
  date: string;
}

/** The vehicle's type, and the rate of the route for it in force on the date (null: none). */
export interface TripRateAnswer {
  vehicle_type: string;
  rate: TripRate | null;
}

export async function fetchTripCandidates(query: TripCandidateQuery = {}): Promise<TripCandidate[]> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v));
  return (await apiClient.get<Envelope<TripCandidate[]>>('/finance/get/trip-candidates', { params })).data.data;
}

export async function fetchTripRate(query: TripRateQuery): Promise<TripRateAnswer> {
  return (await apiClient.get<Envelope<TripRateAnswer>>('/finance/get/trip-allowance-rate-for', { params: query })).data.data;
}
