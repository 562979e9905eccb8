import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENTS } from '@/lib/resources/documents/registry';
import { actionScreens, reasonSchema, stageLabel, statusLabel, type DocumentDefinition } from '@/lib/resources/engine/define-document';
import type { RowActionState } from '@/lib/resources/engine/define';
import { apiRoute } from '@/lib/resources/engine/paths';
import { seesCharges } from '@/lib/rules/charges';
import type { Principal } from '../../auth/principal';
import type { AppContext } from '../../context';
import { writeAudit } from '../../audit';
import { auditLogs } from '../../db/schema';
import { documentTable } from '../../db/schema/documents';
import { columnOf } from '../../db/schema/resources';
import { HttpError, notFound } from '../../errors';
import { ok, page } from '../../http/reply';
import { fieldCell } from '../../crud/export';
import { dateColumn, writeTableFile, type TableColumn } from '../../table-file';
import { handlersOf } from '../registry';
import { getDocument, getDocumentHeader, listDocuments, parseDocumentListQuery, presentDocument } from './queries';
import { createDocument, editScreens, grantsAction, runDocumentAction, updateDraft } from './run-document-action';
import type { ActionContext, AnyHandlers, DocRow } from './types';

/*
 * The API of every document type, registered from its declaration:
 *   GET  /api/{module}/get/{name}                   list (see queries.ts for the filters)
 *   GET  /api/{module}/get/{name}/:id               one document with its lines and each action's state
 *   GET  /api/{module}/export/{name}                the filtered list as CSV or XLSX
 *   GET  /api/{module}/history/{name}/:id           its audit trail
 *   POST /api/{module}/create/{name}                a draft (idempotent per request_id)
 *   PUT  /api/{module}/update/{name}/:id            edit a draft (+ version)
 *   PUT  /api/{module}/update/{name}/{action}/:id   an action on one document (+ version)
 *   PUT  /api/{module}/update/{name}/{action}       a bulk action: { items: [{ id, version }], …body } → a result per row
 *   GET  /api/{module}/print/{name}/{print}/:id     a print (PDF); ?ids=1,2,3 on …/{print} prints several in one PDF
 */

const idParams = z.object({ id: z.coerce.number().int().positive('Not a document id').max(2_147_483_647, 'Not a document id') });
const idsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Comma-separated ids')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(500, 'At most 500 at once')),
});
/** The columns of a document list's export: its fields (codes in words, references by label), stage and status in words. */
export function documentExportColumns(def: DocumentDefinition, fields: readonly string[]): TableColumn<Record<string, unknown>>[] {
  return [
    ...fields.map((k) => ({
      header: k === 'number' ? 'Number' : (def.fields[k]?.label ?? k),
      ...dateColumn(def.fields[k]),
      value: (row: Record<string, unknown>) => fieldCell(def.fields[k], k, row),
    })),
    { header: 'Stage', value: (row) => stageLabel(def, String(row.stage)) },
    { header: 'Status', value: (row) => statusLabel(row.status as string | null) },
  ];
}

const versionBody = z.object({ version: z.coerce.number().int().positive() });
const bulkItems = z.array(z.object({ id: z.number().int().positive().max(2_147_483_647), version: z.number().int().positive() })).min(1).max(200);

/** The body an action takes: the version seen, its reason when it asks for one, and its handler's own fields. */
function actionBody(def: DocumentDefinition, key: string, handlers: AnyHandlers) {
  const action = def.actions[key];
  let body = handlers.actions[key].body as z.ZodType;
  if (action.reason) body = z.intersection(body, reasonSchema(action.reason));
  return body;
}

function actionContext(ctx: AppContext, req: FastifyRequest): ActionContext {
  return { ctx, actor: req.principal!.userCode, principal: req.principal!, now: new Date() };
}

/** What this user may do with the document now, and why not (the screens render from this). */
export function documentActionStates(def: DocumentDefinition, handlers: AnyHandlers, doc: DocRow, principal: Principal): RowActionState[] {
  const held = Object.keys(def.heldBy ?? {}).find((k) => typeof doc[k] === 'number');
  const heldReason = held ? `Held by ${def.heldBy![held].replace(/-/g, ' ')}` : null;
  const state = (key: string, screens: Parameters<typeof grantsAction>[1], from: readonly string[], checkHeld: boolean, refusal?: string | null): RowActionState => {
    if (!from.includes(doc.stage)) return { key, can: false, reason: `Not possible on a ${doc.stage} ${def.label.toLowerCase()}` };
    if (!grantsAction(def, screens, doc, principal.permissions)) return { key, can: false, reason: 'Your role may not do this' };
    if (checkHeld && heldReason) return { key, can: false, reason: heldReason };
    if (refusal) return { key, can: false, reason: refusal };
    return { key, can: true };
  };
  const states = [state('update', editScreens(def), ['draft'], true)];
  for (const [key, action] of Object.entries(def.actions)) {
    const checkHeld = action.to === 'cancelled' || action.from.every((s) => s === 'draft');
    states.push(state(key, action.screens, action.from, checkHeld, handlers.actions[key]?.refusal?.(doc, principal) ?? null));
  }
  return states;
}

/** What a document's figures a user may read (lib/rules/charges): the charge fields and lines left out for the others. */
function withoutCharges(def: DocumentDefinition, principal: Principal) {
  if (!def.charges || seesCharges(principal.permissions)) return <T extends Record<string, unknown>>(row: T) => row;
  const fields = new Set<string>(def.charges.fields);
  const lines = new Set<string>(def.charges.lines ?? []);
  return <T extends Record<string, unknown>>(row: T): T => {
    const kept = Object.fromEntries(Object.entries(row).filter(([k]) => !fields.has(k))) as T;
    if (row.lines && typeof row.lines === 'object') {
      (kept as Record<string, unknown>).lines = Object.fromEntries(Object.entries(row.lines as Record<string, unknown>).filter(([k]) => !lines.has(k)));
    }
    return kept;
  };
}

const withStates = (def: DocumentDefinition, handlers: AnyHandlers, principal: Principal) => {
  const shown = withoutCharges(def, principal);
  return (row: Record<string, unknown>) => ({
    ...shown(row),
    actions: documentActionStates(def, handlers, row as DocRow, principal),
  });
};

export function documentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const declared of DOCUMENTS) {
    const def = declared as unknown as DocumentDefinition;
    const handlers = handlersOf(def);
    const readers = def.screens.read;
    const creators = actionScreens(def.screens.create);
    const editors = actionScreens(editScreens(def));

    r.get(apiRoute(def, 'get'), {
      config: { access: { screens: readers } },
      handler: async (req) => {
        const { rows, meta } = await listDocuments(ctx.db, def, parseDocumentListQuery(def, req.query as Record<string, unknown>), { refs: ctx.references, branches: req.principal!.branches });
        return page(rows.map(withStates(def, handlers, req.principal!)), meta);
      },
    });

    r.get(apiRoute(def, 'get', { id: true }), {
      config: { access: { screens: readers } },
      schema: { params: idParams },
      handler: async (req) => {
        const doc = await getDocument(ctx.db, def, req.params.id, ctx.references, req.principal!.branches);
        if (!doc) throw notFound(def.label);
        return ok(withStates(def, handlers, req.principal!)(doc));
      },
    });

    r.get(apiRoute(def, 'export'), {
      config: { access: { screens: readers } },
      handler: async (req, reply) => {
        const { format = 'csv', ...rest } = req.query as Record<string, unknown>;
        if (format !== 'csv' && format !== 'xlsx') throw new HttpError(400, 'Invalid query', { format: ['csv or xlsx'] });
        const q = { ...parseDocumentListQuery(def, rest), page: 1, limit: 100 };
        const hidden = new Set<string>(def.charges && !seesCharges(req.principal!.permissions) ? def.charges.fields : []);
        const fields = ['number', def.dateField, ...(def.listFields ?? []).filter((k) => k !== def.dateField)].filter((k) => !hidden.has(k));
        async function* rows() {
          let after: string | undefined;
          for (let sent = 0; sent < 100_000; ) {
            const batch = await listDocuments(ctx.db, def, { ...q, limit: 100, after }, { countCap: 0, refs: ctx.references, branches: req.principal!.branches });
            yield batch.rows;
            sent += batch.rows.length;
            if (!batch.meta.next_cursor) return;
            after = batch.meta.next_cursor;
          }
        }
        const file = await writeTableFile({
          format,
          name: def.table,
          stampedAt: new Date(),
          columns: documentExportColumns(def, fields),
          batches: rows(),
        });
        return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
      },
    });

    r.get(apiRoute(def, 'history', { id: true }), {
      config: { access: { screens: readers } },
      schema: { params: idParams },
      handler: async (req) => {
        if (!(await getDocumentHeader(ctx.db, def, req.params.id, req.principal!.branches))) throw notFound(def.label);
        return ok(
          await ctx.db
            .select()
            .from(auditLogs)
            .where(and(eq(auditLogs.entity, def.name), eq(auditLogs.entityId, String(req.params.id))))
            .orderBy(desc(auditLogs.at), desc(auditLogs.id))
            .limit(200),
        );
      },
    });

    r.post(apiRoute(def, 'create'), {
      config: { access: { screens: creators } },
      ...(handlers.create.bodyLimit ? { bodyLimit: handlers.create.bodyLimit } : {}),
      schema: { body: handlers.create.body },
      handler: async (req, reply) => {
        const { doc, created, lines } = await createDocument(actionContext(ctx, req), def, handlers, req.body as Record<string, unknown>);
        reply.status(created ? 201 : 200);
        // a new document is answered from what was written; a repeated request reads the first one's
        const full = lines ? await presentDocument(ctx.db, def, doc, lines, ctx.references) : await getDocument(ctx.db, def, doc.id, ctx.references);
        return ok(withStates(def, handlers, req.principal!)(full!), created ? `${def.label} ${doc.number} created` : `${def.label} ${doc.number} was already created by this request`);
      },
    });

    if (handlers.update) {
      r.put(apiRoute(def, 'update', { id: true }), {
        config: { access: { screens: editors } },
        schema: { params: idParams, body: z.intersection(handlers.update.body as z.ZodType, versionBody) },
        handler: async (req) => {
          await updateDraft(actionContext(ctx, req), def, handlers, req.params.id, req.body as Record<string, unknown> & { version: number });
          const full = await getDocument(ctx.db, def, req.params.id, ctx.references);
          return ok(withStates(def, handlers, req.principal!)(full!), `${def.label} ${full!.number as string} saved`);
        },
      });
    }

    for (const [key, action] of Object.entries(def.actions)) {
      const body = actionBody(def, key, handlers);
      const screens = actionScreens(action.screens);
      r.put(apiRoute(def, 'update', { action: key, id: true }), {
        config: { access: { screens } },
        schema: { params: idParams, body: z.intersection(body, action.scan ? versionBody.partial() : versionBody) },
        handler: async (req) => {
          const input = req.body as Record<string, unknown> & { version: number };
          const after = await runDocumentAction(actionContext(ctx, req), def, handlers, key, req.params.id, input);
          if (action.scan) {
            const { lines: _none, ...header } = await presentDocument(ctx.db, def, after, {}, ctx.references);
            return ok(withStates(def, handlers, req.principal!)(header), `${action.done}: ${after.number}`);
          }
          const full = await getDocument(ctx.db, def, req.params.id, ctx.references);
          return ok(withStates(def, handlers, req.principal!)(full!), `${action.done}: ${full!.number as string}`);
        },
      });
      if (action.bulk) {
        // every selected document, each in its own transaction: one refused row never stops the others
        r.put(apiRoute(def, 'update', { action: key }), {
          config: { access: { screens } },
          schema: { body: z.intersection(body, z.object({ items: bulkItems })) },
          handler: async (req) => {
            const { items, ...shared } = req.body as { items: { id: number; version: number }[] } & Record<string, unknown>;
            const results = [];
            for (const item of items) {
              try {
                const doc = await runDocumentAction(actionContext(ctx, req), def, handlers, key, item.id, { ...shared, version: item.version });
                results.push({ id: item.id, number: doc.number, ok: true, message: action.done });
              } catch (err) {
                if (!(err instanceof HttpError)) throw err;
                results.push({ id: item.id, ok: false, status: err.statusCode, message: err.message });
              }
            }
            const done = results.filter((x) => x.ok).length;
            return ok(results, `${action.done}: ${done} of ${items.length}`);
          },
        });
      }
    }

    for (const [key, print] of Object.entries(def.prints ?? {})) {
      const printers = print.screens ?? readers;
      const send = async (req: FastifyRequest, reply: import('fastify').FastifyReply, ids: number[]) => {
        const docs: DocRow[] = [];
        for (const id of ids) {
          const doc = await getDocument(ctx.db, def, id, ctx.references, req.principal!.branches);
          if (!doc) throw notFound(`${def.label} ${id}`);
          docs.push(doc as unknown as DocRow);
        }
        const ac = actionContext(ctx, req);
        const pdf = await handlers.prints[key].render(ctx, docs, ac);
        await countPrints(ac, def, key, ids);
        const name = ids.length === 1 ? `${key}-${docs[0].number}` : `${key}-${ids.length}`;
        return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${name}.pdf"`).send(pdf);
      };
      r.get(apiRoute(def, 'print', { action: key, id: true }), {
        config: { access: { screens: printers, mode: 'read' } },
        schema: { params: idParams },
        handler: (req, reply) => send(req, reply, [req.params.id]),
      });
      r.get(apiRoute(def, 'print', { action: key }), {
        config: { access: { screens: printers, mode: 'read' } },
        schema: { querystring: idsQuery },
        handler: (req, reply) => send(req, reply, req.query.ids),
      });
    }
  }
}

/** A print is counted and logged (a reprint of a label is how AWB numbers get misused). */
async function countPrints(ac: ActionContext, def: DocumentDefinition, print: string, ids: number[]) {
  const t = documentTable(def.name);
  await ac.ctx.db.transaction(async (tx) => {
    await tx.update(t).set({ print_count: sql`${columnOf(t, 'print_count')} + 1` }).where(inArray(columnOf(t, 'id'), ids));
    for (const id of ids) await writeAudit(tx, { actor: ac.actor, action: `print:${print}`, entity: def.name, entityId: id });
  });
}
