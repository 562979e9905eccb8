import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery, SITE_SETTING_FETCH_LIMIT } from '@/lib/resources/common';
import { SITE_SETTINGS_SCREEN, siteSettingIdParams, siteSettingUpdateSchema } from '@/lib/resources/site-setting';
import type { AppContext } from '../../context';
import {
  broadcastClearLocalStorage,
  getSiteSetting,
  listSiteSettings,
  updateSiteSetting,
} from '../../settings/site-settings';
import { ok, page } from '../reply';

const screens = [SITE_SETTINGS_SCREEN];

export function siteSettingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Every signed-in user's shell needs the appearance settings.
  r.get('/api/setting/get/site-setting', {
    config: { access: { screens: [] } },
    schema: { querystring: pageQuery(SITE_SETTING_FETCH_LIMIT) },
    handler: async (req) => {
      const { rows, meta } = await listSiteSettings(ctx.db, req.query.page, req.query.limit);
      return page(rows, meta);
    },
  });

  r.get('/api/setting/get/site-setting/:id', {
    config: { access: { screens: [] } },
    schema: { params: siteSettingIdParams },
    handler: async (req) => ok(await getSiteSetting(ctx.db, req.params.id)),
  });

  r.put('/api/setting/update/site-setting/:id', {
    config: { access: { screens } },
    schema: { params: siteSettingIdParams, body: siteSettingUpdateSchema },
    handler: async (req) =>
      ok(
        await updateSiteSetting(ctx, req.principal!.userCode, req.params.id, req.body.value, req.body.version),
        'Site setting updated',
      ),
  });

  r.post('/api/setting/create/clear-local-storage', {
    config: { access: { screens } },
    handler: async (req) => {
      await broadcastClearLocalStorage(ctx, req.principal!.userCode);
      return ok(null, 'Every open browser was told to clear its local storage');
    },
  });
}
