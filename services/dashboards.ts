import type { DashboardName, EidAnswer, EimAnswer, EisAnswer, ReceivablesAnswer } from '@/lib/resources/dashboards';
import { apiClient } from './api-client';

/* The dashboards' API (lib/server/dashboards/routes.ts). */

export interface DashboardAnswers {
  eis: EisAnswer;
  eim: EimAnswer;
  eid: EidAnswer;
}

/** date_from, date_to (EIS, EIM) and branch_id; empty values are left out (the server's defaults). */
export type DashboardParams = Partial<Record<'date_from' | 'date_to' | 'branch_id', string>>;

export async function getDashboard<N extends DashboardName>(name: N, params: DashboardParams): Promise<DashboardAnswers[N]> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const res = await apiClient.get<{ data: DashboardAnswers[N] }>(`/dashboard/get/${name}`, { params: query });
  return res.data.data;
}

/** The receivables alone (the home page of finance). */
export async function getReceivables(): Promise<ReceivablesAnswer> {
  const res = await apiClient.get<{ data: ReceivablesAnswer }>('/dashboard/get/receivables');
  return res.data.data;
}
