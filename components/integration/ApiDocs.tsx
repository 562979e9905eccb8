import { useQuery } from '@tanstack/react-query';

/*
 * The integration API's documentation, rendered from the OpenAPI document the server generates from the
 * same zod schemas that validate the calls (GET /api/integration/openapi.json): what a customer's
 * developer reads. Public, like the document itself.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  description?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
};
type Operation = { summary: string; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { description: string }>; parameters?: { name: string; in: string }[] };
interface OpenApi {
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  components: { schemas: Record<string, Schema> };
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
}

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? (s.$ref ? s.$ref.split('/').pop() : 'any')));

function rules(s: Schema) {
  const out: string[] = [];
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  if (s.exclusiveMinimum !== undefined) out.push(`> ${s.exclusiveMinimum}`);
  if (s.minimum !== undefined) out.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) out.push(`≤ ${s.maximum}`);
  if (s.maxLength !== undefined) out.push(`≤ ${s.maxLength} chars`);
  if (s.minItems !== undefined) out.push(`≥ ${s.minItems} items`);
  if (s.maxItems !== undefined) out.push(`≤ ${s.maxItems} items`);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  return out.join(', ');
}

function Fields({ schema, prefix = '' }: { schema: Schema; prefix?: string }) {
  const rows: { name: string; s: Schema; required: boolean }[] = [];
  const walk = (s: Schema, path: string) => {
    for (const [key, child] of Object.entries(s.properties ?? {})) {
      const name = path ? `${path}.${key}` : key;
      rows.push({ name, s: child, required: (s.required ?? []).includes(key) });
      if (child.properties) walk(child, name);
      if (child.items?.properties) walk(child.items, `${name}[]`);
    }
  };
  walk(schema, prefix);
  return (
    <table className="mt-2 w-full text-left text-sm">
      <thead className="text-xs text-slate-500 uppercase">
        <tr>
          <th className="py-1 pr-3">Field</th>
          <th className="pr-3">Type</th>
          <th>Rules</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ name, s, required }) => (
          <tr key={name} className="border-t border-slate-100 align-top">
            <td className="py-1 pr-3 font-mono text-xs">
              {name}
              {required && <span className="text-red-600">*</span>}
            </td>
            <td className="pr-3 text-xs">{s.items ? `${typeOf(s.items)}[]` : typeOf(s)}</td>
            <td className="text-xs text-slate-600">{[s.description, rules(s)].filter(Boolean).join(' — ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const EXAMPLE = `{
  "reference": "ORD-2026-000123",
  "service": "REG",
  "origin_area": "31.71.01",
  "destination_area": "35.78.01",
  "shipper": { "name": "Toko Online", "phone": "021 555 0101", "address": "Jl. Daan Mogot 9, Jakarta" },
  "consignee": { "name": "Budi Santoso", "phone": "0813 9876 5432", "address": "Jl. Raya Gubeng 45, Surabaya" },
  "koli": [{ "weight_kg": 1.3, "length_cm": 20, "width_cm": 15, "height_cm": 10 }],
  "goods": { "description": "Kaos", "value": 150000 },
  "insured": false,
  "cod_amount": 0,
  "special_instructions": "Jangan dibanting"
}`;

export function ApiDocs() {
  const doc = useQuery({ queryKey: ['openapi'], queryFn: async () => (await fetch('/api/integration/openapi.json')).json() as Promise<OpenApi> });
  if (doc.isPending) return <p className="p-6 text-sm text-slate-500">Loading…</p>;
  if (doc.isError || !doc.data) return <p className="p-6 text-sm text-red-600">The API document could not be loaded.</p>;
  const api = doc.data;
  const server = api.servers[0]?.url ?? '';
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-8 text-slate-800" data-testid="api-docs">
      <header>
        <h1 className="text-2xl font-bold">{api.info.title}</h1>
        <p className="text-sm text-slate-500">
          Version {api.info.version} · <a className="underline" href="/api/integration/openapi.json">OpenAPI document (JSON)</a>
        </p>
        <p className="mt-3 text-sm">{api.info.description}</p>
      </header>
      {Object.entries(api.paths).map(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => {
          const body = op.requestBody?.content['application/json']?.schema;
          const ref = body?.$ref?.split('/').pop();
          return (
            <section key={`${method} ${path}`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <h2 className="font-mono text-sm">
                <span className="mr-2 rounded bg-slate-900 px-1.5 py-0.5 text-xs font-bold text-white uppercase">{method}</span>
                {path}
              </h2>
              <p className="mt-1 text-sm">{op.summary}</p>
              {ref && <Fields schema={api.components.schemas[ref]} />}
              <ul className="mt-3 space-y-0.5 text-xs text-slate-600">
                {Object.entries(op.responses).map(([code, r]) => (
                  <li key={code}>
                    <span className="font-mono font-semibold">{code}</span> {r.description}
                  </li>
                ))}
              </ul>
            </section>
          );
        }),
      )}
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="font-semibold">The answer of a create</h2>
        <Fields schema={api.components.schemas.ShipmentAnswer} />
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="font-semibold">Example</h2>
        <pre className="mt-2 overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100">{`curl -X POST ${server}/api/integration/create/shipment \\
  -H "X-API-Key: YOUR_KEY" -H "Content-Type: application/json" \\
  -d '${EXAMPLE}'`}</pre>
      </section>
      {Object.entries(api.webhooks).map(([name, methods]) => (
        <section key={name} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="font-semibold">Webhook: {name}</h2>
          <p className="mt-1 text-sm">{methods.post.summary}</p>
          <Fields schema={api.components.schemas.WebhookPayload} />
        </section>
      ))}
    </main>
  );
}
