import crypto from 'node:crypto';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeRequestDocument } from '@/lib/resources/documents/change-request';
import { changeRequestBody } from '@/lib/resources/documents/change-request-api';
import { actionScreens } from '@/lib/resources/engine/define-document';
import { grantsAny } from '@/lib/rules/grants';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../errors';
import { ok } from '../../http/reply';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { HELPDESK } from '@/lib/resources/documents/screens';
import { costCases } from '../../db/schema/resources';
import { changeRequests, helpdeskAttachments } from '../../db/schema/documents';
import type { Db } from '../../db/client';
import type { Principal } from '../../auth/principal';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { canSeeDocument } from '../engine/branch-scope';
import type { DocRow } from '../engine/types';
import { readFileUpload } from '../../uploads';
import { attachmentOf, ATTACHMENT_MAX_BYTES } from './attachments';
import { previewChange } from './preview';

/*
 * The change request's own call besides the engine's:
 *   POST /api/misc/get/change-request/preview   every AWB before and after, priced again (reads only: a POST for its body)
 *   GET  /api/misc/get/change-request/costs     the additional costs a clerk may ask for (cost cases applied on request)
 *   POST /api/misc/create/change-request/attachment          a file for a request (multipart "file": an image, re-encoded, or a PDF) → its name
 *   GET  /api/misc/get/change-request/attachment/:name       the file
 *   GET  /api/misc/get/change-request/:id/attachments        the files a request lists (name, original name, type, size)
 *
 * A file is served to whoever sees a request that lists it (the request's branch rule), and before any
 * request lists it only to whoever uploaded it; to anyone else it does not exist.
 */

const requestScreens = actionScreens(changeRequestDocument.screens.create);
const changeRequestDef = changeRequestDocument as unknown as DocumentDefinition;

/** The file names a request's `attachments` column lists. */
const attachmentNames = (column: unknown) => (typeof column === 'string' && column ? column.split(',').filter(Boolean) : []);

/** Whether this user may have this file: through a request listing it that they see, or as its uploader before any request lists it. */
async function maySeeAttachment(db: Db, file: { name: string; created_by: string | null }, principal: Principal): Promise<boolean> {
  const listing = (await db
    .select()
    .from(changeRequests)
    .where(sql`${file.name} = any(string_to_array(${changeRequests.attachments}, ','))`)) as DocRow[];
  for (const request of listing) if (await canSeeDocument(db, changeRequestDef, request, principal.branches ?? null)) return true;
  return listing.length === 0 && file.created_by === principal.userCode;
}

export function changeRequestRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/misc/get/change-request/preview', {
    config: { access: { screens: requestScreens, mode: 'read' } },
    schema: { body: changeRequestBody },
    handler: async (req) => {
      const principal = req.principal!;
      // the kind's own screen: whoever may ask for this change may preview it
      if (!grantsAny(principal.permissions, actionScreens(changeRequestDocument.screens.create, req.body.kind), 'read')) throw new HttpError(403, 'Your role may not ask for this change');
      return ok(await previewChange(ctx.db, ctx.references, req.body, principal, new Date()));
    },
  });

  r.post('/api/misc/create/change-request/attachment', {
    config: { access: { screens: requestScreens } },
    bodyLimit: ATTACHMENT_MAX_BYTES + 64 * 1024,
    handler: async (req, reply) => {
      const { filename, buffer } = await readFileUpload(req, ATTACHMENT_MAX_BYTES);
      const stored = await attachmentOf(buffer);
      const name = `${crypto.randomUUID()}.${stored.ext}`;
      await ctx.db.insert(helpdeskAttachments).values({ name, content_type: stored.contentType, original_name: filename, sha256: crypto.createHash('sha256').update(stored.data).digest('hex'), size: stored.data.length, data: stored.data, created_by: req.principal!.userCode });
      return reply.status(201).send({ message: 'Attached', data: { name, original_name: filename, content_type: stored.contentType, size: stored.data.length } });
    },
  });

  r.get('/api/misc/get/change-request/attachment/:name', {
    config: { access: { screens: changeRequestDocument.screens.read } },
    schema: { params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/, 'An attachment name') }) },
    handler: async (req, reply) => {
      const [file] = await ctx.db.select().from(helpdeskAttachments).where(eq(helpdeskAttachments.name, req.params.name));
      if (!file || !(await maySeeAttachment(ctx.db, file, req.principal!))) throw notFound('Attachment');
      return reply
        .header('content-type', file.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${file.content_type === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.name}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(file.data);
    },
  });

  r.get('/api/misc/get/change-request/:id/attachments', {
    config: { access: { screens: changeRequestDocument.screens.read } },
    schema: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
    handler: async (req) => {
      const [request] = (await ctx.db.select().from(changeRequests).where(eq(changeRequests.id, req.params.id))) as DocRow[];
      if (!request || !(await canSeeDocument(ctx.db, changeRequestDef, request, req.principal!.branches ?? null))) throw notFound('Change request');
      const names = attachmentNames(request.attachments);
      if (!names.length) return ok([]);
      const a = helpdeskAttachments;
      const files = await ctx.db.select({ name: a.name, original_name: a.original_name, content_type: a.content_type, size: a.size }).from(a).where(inArray(a.name, names));
      // in the order the request lists them
      return ok(names.map((name) => files.find((f) => f.name === name)).filter((f) => f !== undefined));
    },
  });

  r.get('/api/misc/get/change-request/costs', {
    config: { access: { screens: [HELPDESK.change('additional-cost')], mode: 'read' } },
    handler: async () =>
      ok(
        await ctx.db
          .select({ id: costCases.id, code: costCases.code, name: costCases.name, service_id: costCases.service_id })
          .from(costCases)
          .where(and(eq(costCases.active, true), eq(costCases.applies, 'ON_REQUEST')))
          .orderBy(asc(costCases.code)),
      ),
  });
}
