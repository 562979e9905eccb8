import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import { shipmentQuoteBody, type KnownShipper } from '@/lib/resources/documents/shipment-api';
import { actionScreens } from '@/lib/resources/engine/define-document';
import type { AppContext } from '../../context';
import { shipments } from '../../db/schema/documents';
import { ok } from '../../http/reply';
import { phoneDigits } from '../../tracking/queries';
import { quoteShipment } from './pricing';

/*
 * The shipment's own calls besides the engine's:
 *   POST /api/operational/get/shipment/quote     every service on the route priced (reads only: a POST for its body)
 *   GET  /api/operational/get/shipment/shipper   shippers recalled by phone number
 */

const entryScreens = actionScreens(shipmentDocument.screens.create);
const bookingScreens = actionScreens(shipmentDocument.actions.book.screens);

export function shipmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/operational/get/shipment/quote', {
    config: { access: { screens: [...new Set([...entryScreens, ...bookingScreens])], mode: 'read' } },
    schema: { body: shipmentQuoteBody },
    handler: async (req) => ok(await quoteShipment(ctx.db, ctx.references, req.body, new Date())),
  });

  r.get('/api/operational/get/shipment/shipper', {
    config: { access: { screens: entryScreens } },
    schema: { querystring: z.object({ phone: z.string().trim().regex(/^[0-9+ ()-]{4,20}$/, 'At least 4 digits of a phone number') }) },
    handler: async (req) => {
      const digits = req.query.phone.replace(/\D/g, '').replace(/^62/, '0');
      // the latest AWBs whose shipper phone starts with the typed digits: a range on the digits index
      // (every digit string starting with them lies between them and them + 9…9)
      const digitsOf = phoneDigits(shipments.shipper_phone);
      const rows = await ctx.db
        .select({ name: shipments.shipper_name, phone: shipments.shipper_phone, address: shipments.shipper_address, origin_area_id: shipments.origin_area_id, at: shipments.created_at })
        .from(shipments)
        .where(and(gte(digitsOf, digits), lte(digitsOf, `${digits}9999999999999999`), eq(shipments.channel, 'COUNTER')))
        .orderBy(desc(shipments.created_at))
        .limit(50);
      const seen = new Map<string, KnownShipper>();
      for (const row of rows) {
        const key = `${String(row.phone)}|${String(row.name).toLowerCase()}|${String(row.address).toLowerCase()}`;
        if (!seen.has(key)) seen.set(key, { name: String(row.name), phone: String(row.phone), address: String(row.address), origin_area_id: (row.origin_area_id as number) ?? null, last_used: new Date(row.at as Date).toISOString() });
      }
      return ok([...seen.values()].slice(0, 8));
    },
  });
}
