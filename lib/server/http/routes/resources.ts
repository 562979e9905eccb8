import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENTS } from '@/lib/resources/documents/registry';
import { resourceSchemas, type Fields, type ResourceDefinition } from '@/lib/resources/engine/define';
import { actionScreens, type DocumentDefinition } from '@/lib/resources/engine/define-document';
import { apiRoute } from '@/lib/resources/engine/paths';
import { ListQueryError, parseListQuery } from '@/lib/resources/engine/list-query';
import { IMPORT_MAX_BYTES } from '@/lib/resources/engine/import-format';
import { RESOURCES } from '@/lib/resources/registry';
import { USERS_SCREEN } from '@/lib/resources/constants';
import type { AppContext } from '../../context';
import { exportRows } from '../../crud/export';
import { auditLogs } from '../../db/schema';
import { createRow, deleteRow, referencesTo, setRowActive, updateRow } from '../../crud/mutations';
import { getRow, listRows, optionRows } from '../../crud/queries';
import { checkImport, commitImport, readTableFile } from '../../crud/import';
import { withRowActions } from '../../crud/row-actions';
import { rulesOf } from '../../resources/registry';
import { readFileUpload } from '../../uploads';
import { badRequest, notFound } from '../../errors';
import { ok, page } from '../reply';

/*
 * The API of every registry resource, registered from its declaration:
 *   GET    /api/{module}/get/{name}               list (page, limit, search, sort, filters, active, after)
 *   GET    /api/{module}/get/{name}/:id           one row
 *   GET    /api/{module}/export/{name}            the filtered list as CSV or XLSX (format=csv|xlsx)
 *   GET    /api/{module}/history/{name}/:id       the row's audit trail
 *   GET    /api/{module}/options/{name}           { id, label } for pickers (search, or ids=1,2)
 *   POST   /api/{module}/create/{name}
 *   PUT    /api/{module}/update/{name}/:id        full body + the version it was based on
 *   PUT    /api/{module}/update/{name}/active/:id { active, version } (resources that deactivate)
 *   PUT    /api/{module}/update/{name}/{action}/:id  an action the declaration names (its rules' folder runs it)
 *   DELETE /api/{module}/delete/{name}/:id        ?version=… (refused while anything refers to the row)
 *   POST   /api/{module}/import/{name}            multipart CSV/XLSX; ?mode=check (report only) | commit
 * List and one-row answers carry each row's `actions` ({ key, can, reason }) for the caller.
 */

const idParams = z.object({ id: z.coerce.number().int().positive('Not a record id').max(2_147_483_647, 'Not a record id') });
const versionQuery = z.object({ version: z.coerce.number().int().positive().optional() });
const activeBody = z.object({ active: z.boolean(), version: z.coerce.number().int().positive() });
const exportQuery = z.object({ format: z.enum(['csv', 'xlsx'], { message: 'csv or xlsx' }).default('csv') }).passthrough();
const importQuery = z.object({ mode: z.enum(['check', 'commit'], { message: 'check or commit' }).default('check') });
const optionsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Comma-separated ids')
    .transform((v) => v.split(',').map(Number).slice(0, 100))
    .optional(),
});

function parseList(def: ResourceDefinition, query: unknown) {
  try {
    return parseListQuery(def, (query ?? {}) as Record<string, unknown>);
  } catch (err) {
    if (err instanceof ListQueryError) throw badRequest('Invalid query: check the highlighted fields', err.errors);
    throw err;
  }
}

/** Whoever may see a resource that refers to this one may read this one's options (to pick or filter by). */
function optionReaders(def: ResourceDefinition) {
  const referrers = referencesTo(def).flatMap((r) => [...r.def.screens.read, ...r.def.screens.write]);
  // the user form picks a user's office
  if (def.name === 'office') referrers.push(USERS_SCREEN);
  // the documents whose forms pick it (a shipment's destination area, a pickup's driver)
  for (const doc of DOCUMENTS as unknown as DocumentDefinition[]) {
    const fieldsPickIt = (fields: Fields) => Object.values(fields).some((f) => f.type === 'ref' && f.resource === def.name);
    if (fieldsPickIt(doc.fields) || Object.values(doc.lines ?? {}).some((l) => fieldsPickIt(l.fields))) {
      referrers.push(...doc.screens.read, ...actionScreens(doc.screens.create), ...Object.values(doc.actions).flatMap((a) => actionScreens(a.screens)));
    }
  }
  return [...new Set([...def.screens.read, ...def.screens.write, ...referrers])];
}

export function resourceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const resource of RESOURCES) {
    const def = resource as ResourceDefinition;
    const readers = [...new Set([...def.screens.read, ...def.screens.write])];
    const writers = def.screens.write;
    const { create, update } = resourceSchemas(def);

    r.get(apiRoute(def, 'get'), {
      config: { access: { screens: readers } },
      handler: async (req) => {
        const { rows, meta } = await listRows(ctx.db, def, parseList(def, req.query));
        return page(withRowActions(def, rows, req.principal), meta);
      },
    });

    r.get(apiRoute(def, 'get', { id: true }), {
      config: { access: { screens: readers } },
      schema: { params: idParams },
      handler: async (req) => {
        const row = await getRow(ctx.db, def, req.params.id);
        if (!row) throw notFound(def.label);
        return ok(withRowActions(def, [row], req.principal)[0]);
      },
    });

    r.get(apiRoute(def, 'export'), {
      config: { access: { screens: readers } },
      schema: { querystring: exportQuery },
      handler: async (req, reply) => {
        const { format, ...rest } = req.query;
        const file = await exportRows(ctx.db, def, { ...parseList(def, rest), page: 1 }, format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    });

    r.get(apiRoute(def, 'history', { id: true }), {
      config: { access: { screens: readers } },
      schema: { params: idParams },
      handler: async (req) => {
        const rows = await ctx.db
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.entity, def.name), eq(auditLogs.entityId, String(req.params.id))))
          .orderBy(desc(auditLogs.at), desc(auditLogs.id))
          .limit(200);
        return ok(rows);
      },
    });

    r.get(apiRoute(def, 'options'), {
      config: { access: { screens: optionReaders(def) } },
      schema: { querystring: optionsQuery },
      handler: async (req) => ok(await optionRows(ctx.db, def, req.query.search || null, req.query.ids ?? [])),
    });

    r.post(apiRoute(def, 'create'), {
      config: { access: { screens: writers } },
      schema: { body: create },
      handler: async (req, reply) => {
        reply.status(201);
        return ok(await createRow(ctx, def, req.principal!.userCode, req.body as Record<string, unknown>), `${def.label} created`);
      },
    });

    r.put(apiRoute(def, 'update', { id: true }), {
      config: { access: { screens: writers } },
      schema: { params: idParams, body: update },
      handler: async (req) =>
        ok(
          await updateRow(ctx, def, req.principal!.userCode, req.params.id, req.body as Record<string, unknown> & { version: number }),
          `${def.label} updated`,
        ),
    });

    if (def.lifecycle === 'deactivate') {
      r.put(apiRoute(def, 'update', { action: 'active', id: true }), {
        config: { access: { screens: writers } },
        schema: { params: idParams, body: activeBody },
        handler: async (req) => {
          const row = await setRowActive(ctx, def, req.principal!.userCode, req.params.id, req.body.active, req.body.version);
          return ok(row, `${def.label} ${req.body.active ? 'activated' : 'deactivated'}`);
        },
      });
    }

    r.post(apiRoute(def, 'import'), {
      config: { access: { screens: def.screens.import ?? writers } },
      schema: { querystring: importQuery },
      bodyLimit: IMPORT_MAX_BYTES,
      handler: async (req, reply) => {
        const upload = await readFileUpload(req, IMPORT_MAX_BYTES);
        const { check, rows } = await checkImport(ctx.db, def, await readTableFile(upload.buffer, upload.filename));
        if (req.query.mode === 'check') return ok(check, `${check.valid} of ${check.total} rows can be imported`);
        if (check.invalid) {
          reply.status(400);
          return { message: `Nothing imported: ${check.invalid} of ${check.total} rows have errors`, data: check };
        }
        const result = await commitImport(ctx, def, req.principal!.userCode, rows, upload.filename);
        return ok({ ...check, ...result }, `${result.imported} ${def.plural.toLowerCase()} imported`);
      },
    });

    r.delete(apiRoute(def, 'delete', { id: true }), {
      config: { access: { screens: writers } },
      schema: { params: idParams, querystring: versionQuery },
      handler: async (req) => {
        await deleteRow(ctx, def, req.principal!.userCode, req.params.id, req.query.version);
        return ok(null, `${def.label} deleted`);
      },
    });
  }
}

/** The actions a declaration names, each run by its rules' folder (lib/server/resources/{name}/). */
export function resourceActionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const resource of RESOURCES) {
    const def = resource as ResourceDefinition;
    const handlers = rulesOf(def).actions ?? {};
    for (const [key, action] of Object.entries(def.actions ?? {})) {
      const handler = handlers[key];
      if (!handler) throw new Error(`${def.name} declares the action "${key}" but lib/server/resources/${def.name} has no handler for it`);
      r.put(apiRoute(def, 'update', { action: key, id: true }), {
        config: { access: { screens: action.screens ?? def.screens.write } },
        schema: { params: idParams, body: handler.body },
        handler: async (req) => {
          const row = await handler.run(ctx, req.principal!.userCode, req.params.id, req.body);
          return ok(withRowActions(def, [row as never], req.principal)[0], action.done);
        },
      });
    }
  }
}
