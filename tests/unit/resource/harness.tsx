import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { ReactElement } from 'react';
import { apiClient } from '@/services/api-client';
import { router, stubLayoutApis } from '../../helpers/fake-router';

/*
 * What the resource screen tests share: a router whose query changes on navigation (Next's shallow
 * routing), a fresh query client, and the API answered in memory behind the real axios client (so the
 * services' paths and parameters are what is checked).
 */

stubLayoutApis();
router.pathname = '/misc/settings/service';

// each test file: `vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule)`

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/** An axios error as the API answers it. */
export function apiError(status: number, body: { message: string; errors?: Record<string, string[]> }) {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data: body, headers: {}, config } as AxiosResponse;
  return new AxiosError(body.message, 'ERR_BAD_REQUEST', config, null, response);
}

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params: Record<string, unknown>;
  body?: unknown;
  config?: AxiosRequestConfig;
}
/** Answers a call: the envelope's `data` (or a full `{ data, headers }` with `raw`), or throws. */
export type Handler = (call: ApiCall) => unknown;

export const ok = (data: unknown, meta?: unknown) => ({ message: 'OK', data, ...(meta ? { meta } : {}) });

/** Routes `METHOD /path` (exact) to handlers; every call is recorded in `calls`. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const answer = async (call: ApiCall) => {
    calls.push(call);
    const handler = routes[`${call.method} ${call.url}`];
    if (!handler) throw apiError(404, { message: `No fake for ${call.method} ${call.url}` });
    const result = await handler(call);
    return (result && typeof result === 'object' && 'raw' in result ? (result as { raw: unknown }).raw : { data: result, headers: {} }) as AxiosResponse;
  };
  const params = (config?: AxiosRequestConfig) => (config?.params ?? {}) as Record<string, unknown>;
  vi.spyOn(apiClient, 'get').mockImplementation((url, config) => answer({ method: 'GET', url, params: params(config), config }));
  vi.spyOn(apiClient, 'delete').mockImplementation((url, config) => answer({ method: 'DELETE', url, params: params(config), config }));
  vi.spyOn(apiClient, 'post').mockImplementation((url, body, config) => answer({ method: 'POST', url, params: params(config), body, config }));
  vi.spyOn(apiClient, 'put').mockImplementation((url, body, config) => answer({ method: 'PUT', url, params: params(config), body, config }));
  return { calls, last: (method: ApiCall['method'], url: string) => calls.filter((c) => c.method === method && c.url === url).at(-1) };
}

/** A service row as the list answers it. */
export function serviceRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    code: 'REG',
    name: 'Regular',
    moda_id: 2,
    moda_id_label: 'Darat',
    lead_time_min: 2,
    lead_time_max: 3,
    min_kg: 1.5,
    rounding_tolerance: 0.3,
    delivers_on_holidays: false,
    description: null,
    active: true,
    version: 4,
    created_at: '2025-01-02T03:04:05.000Z',
    created_by: 'ADMIN',
    updated_at: '2025-02-03T04:05:06.000Z',
    updated_by: 'ADMIN',
    ...overrides,
  };
}

export const MODA_OPTIONS = [
  { id: 1, label: 'Udara' },
  { id: 2, label: 'Darat' },
];
