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
import { and, asc, eq } from 'drizzle-orm';
import { HELPDESK } from '@/lib/resources/documents/screens';
import { costCases } from '../../db/schema/resources';
import { helpdeskAttachments } from '../../db/schema/documents';
import { readFileUpload } from '../../uploads';
import { attachmentOf, ATTACHMENT_MAX_BYTES } from './attachments';
import { previewChange } from './preview';

/*
 * The change request's own call besides the engine's:
 *   POST /api/misc/get/change-request/preview   every AWB before and after, priced again (reads only: a POST for its body)
 *   GET  /api/misc/get/change-request/costs     the additional costs a clerk may ask for (cost cases applied on request)
 *   POST /api/misc/create/change-request/attachment          a file for a request (multipart "file": an image, re-encoded, or a PDF) → its name
 *   GET  /api/misc/get/change-request/attachment/:name       the file
 */

const requestScreens = actionScreens(changeRequestDocument.screens.create);

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
      if (!file) throw notFound('Attachment');
      return reply
        .header('content-type', file.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${file.content_type === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.name}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(file.data);
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
