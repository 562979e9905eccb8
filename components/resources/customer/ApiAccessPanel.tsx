import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/services/toast';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/FormField';
import { formatDateTime } from '@/components/resource/format';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import { apiClient, apiErrorMessage } from '@/services/api-client';
import type { ResourceRecord } from '@/services/resource/client';

/*
 * A credit customer's access to the integration API, on the customer's detail: its keys (created and
 * revoked here; a new key is shown once) and its webhook URL (its signing secret shown once when set or
 * rotated). The server: lib/server/integration/admin-routes.ts.
 */

interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  created_at: string;
  created_by: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

interface Webhook {
  url: string;
  active: boolean;
}

const WRITE = ['/app/master-data/customers/add'];

export function ApiAccessPanel({ row }: { def: ResourceDefinition; row: ResourceRecord }) {
  const customerId = row.id;
  const canWrite = useHasAnyPermission(WRITE);
  const client = useQueryClient();
  const keysKey = ['customer-api-key', customerId];
  const keys = useQuery({
    queryKey: keysKey,
    queryFn: async () => (await apiClient.get<{ data: ApiKeyRow[] }>('/datamaster/get/customer-api-key', { params: { customer_id: customerId } })).data.data,
  });
  const hook = useQuery({
    queryKey: ['customer-webhook', customerId],
    queryFn: async () => (await apiClient.get<{ data: Webhook | null }>(`/datamaster/get/customer-webhook/${customerId}`)).data.data,
  });
  const [name, setName] = useState('');
  const [shown, setShown] = useState<{ label: string; value: string } | null>(null);
  const [url, setUrl] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: async () => (await apiClient.post<{ data: { key: string } }>('/datamaster/create/customer-api-key', { customer_id: customerId, name: name.trim() })).data.data,
    onSuccess: (data) => {
      setShown({ label: 'New API key — copy it now, it is not shown again', value: data.key });
      setName('');
      void client.invalidateQueries({ queryKey: keysKey });
    },
    onError: (e) => toast.error(apiErrorMessage(e)),
  });
  const revoke = useMutation({
    mutationFn: async (id: number) => apiClient.put(`/datamaster/update/customer-api-key/revoke/${id}`),
    onSuccess: () => {
      toast.success('API key revoked');
      void client.invalidateQueries({ queryKey: keysKey });
    },
    onError: (e) => toast.error(apiErrorMessage(e)),
  });
  const saveHook = useMutation({
    mutationFn: async (body: { url: string; active: boolean; rotate_secret?: boolean }) =>
      (await apiClient.put<{ data: { secret: string | null } }>(`/datamaster/update/customer-webhook/${customerId}`, body)).data.data,
    onSuccess: (data) => {
      if (data.secret) setShown({ label: 'Webhook signing secret — copy it now, it is not shown again', value: data.secret });
      else toast.success('Webhook saved');
      setUrl(null);
      void client.invalidateQueries({ queryKey: ['customer-webhook', customerId] });
    },
    onError: (e) => toast.error(apiErrorMessage(e)),
  });

  const current = hook.data;
  const editing = url ?? current?.url ?? '';
  return (
    <section className="space-y-4 border-t border-slate-200 pt-4" data-testid="api-access">
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Integration API</h3>
        <p className="text-xs text-slate-500">
          Keys let this customer&apos;s system send shipments (<a className="underline" href="/integration/docs" target="_blank" rel="noreferrer">API documentation</a>).
        </p>
      </div>
      {shown && (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="secret-once">
          <p className="font-medium text-amber-900">{shown.label}</p>
          <code className="mt-1 block break-all rounded bg-white px-2 py-1 font-mono text-xs text-slate-900">{shown.value}</code>
          <div className="mt-2 flex gap-2">
            <Button size="sm" onClick={() => void navigator.clipboard?.writeText(shown.value).then(() => toast.success('Copied'))}>
              Copy
            </Button>
            <Button size="sm" onClick={() => setShown(null)}>
              I have copied it
            </Button>
          </div>
        </div>
      )}
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th className="py-1">Key</th>
            <th>Name</th>
            <th>Last used</th>
            <th className="sr-only">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(keys.data ?? []).map((k) => (
            <tr key={k.id} className="border-t border-slate-100" data-testid="api-key-row">
              <td className="py-1.5 font-mono text-xs">{k.prefix}…</td>
              <td>{k.name}</td>
              <td className="text-xs text-slate-500">{k.revoked_at ? `Revoked ${formatDateTime(k.revoked_at)}` : k.last_used_at ? formatDateTime(k.last_used_at) : 'Never'}</td>
              <td className="text-right">
                {canWrite && !k.revoked_at && (
                  <Button size="sm" variant="danger" pending={revoke.isPending && revoke.variables === k.id} onClick={() => revoke.mutate(k.id)}>
                    Revoke
                  </Button>
                )}
              </td>
            </tr>
          ))}
          {keys.data?.length === 0 && (
            <tr>
              <td colSpan={4} className="py-2 text-sm text-slate-500">
                No keys yet.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {canWrite && (
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) create.mutate();
          }}
        >
          <input aria-label="Key name" className={inputClass(false)} placeholder="Key name, e.g. Shop backend" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" variant="primary" pending={create.isPending} disabled={!name.trim()}>
            Create key
          </Button>
        </form>
      )}
      <div>
        <label className="block text-xs font-medium tracking-wide text-slate-500 uppercase" htmlFor={`webhook-${customerId}`}>
          Webhook URL {current && !current.active && '(paused)'}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`webhook-${customerId}`}
            className={inputClass(false)}
            placeholder="https://shop.example/webhooks/courier"
            value={editing}
            readOnly={!canWrite}
            onChange={(e) => setUrl(e.target.value)}
          />
          {canWrite && (
            <Button variant="primary" pending={saveHook.isPending} disabled={!editing.trim()} onClick={() => saveHook.mutate({ url: editing.trim(), active: true })}>
              Save
            </Button>
          )}
        </div>
        {canWrite && current && (
          <div className="mt-2 flex gap-2">
            <Button size="sm" onClick={() => saveHook.mutate({ url: current.url, active: !current.active })}>
              {current.active ? 'Pause' : 'Resume'}
            </Button>
            <Button size="sm" onClick={() => saveHook.mutate({ url: current.url, active: current.active, rotate_secret: true })}>
              Rotate secret
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
