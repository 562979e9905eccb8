import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeRequestDocument } from '@/lib/resources/documents/change-request';
import { changeRequestBody } from '@/lib/resources/documents/change-request-api';
import { actionScreens } from '@/lib/resources/engine/define-document';
import { grantsAny } from '@/lib/rules/grants';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { ok } from '../../http/reply';
import { and, asc, eq } from 'drizzle-orm';
import { HELPDESK } from '@/lib/resources/documents/screens';
import { costCases } from '../../db/schema/resources';
import { previewChange } from './preview';

/*
 * The change request's own call besides the engine's:
 *   POST /api/misc/get/change-request/preview   every AWB before and after, priced again (reads only: a POST for its body)
 *   GET  /api/misc/get/change-request/costs     the additional costs a clerk may ask for (cost cases applied on request)
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
