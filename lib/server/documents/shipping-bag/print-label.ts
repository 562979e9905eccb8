import { inArray } from 'drizzle-orm';
import { branches } from '../../db/schema/resources';
import { renderBagLabels } from '../../prints/bag-label';
import type { PrintHandler } from '../engine/types';
import { allOffices } from '../shared/office';
import { providerName } from '../shared/site';

/** The label tied to each selected bag (one page each). */
export const printBagLabel: PrintHandler = {
  async render(ctx, docs, ac) {
    const ids = [...new Set(docs.map((d) => d.destination_branch_id as number))];
    const destinations = new Map((await ctx.db.select({ id: branches.id, code: branches.code, name: branches.name, city: branches.city }).from(branches).where(inArray(branches.id, ids))).map((b) => [b.id as number, b]));
    const offices = await allOffices(ctx.db, ctx.references);
    const provider = await providerName(ctx.db, ctx.references);
    return renderBagLabels(
      docs.map((d) => {
        const to = destinations.get(d.destination_branch_id as number);
        const office = offices.get(d.office_id as number);
        return {
          providerName: provider,
          bagNumber: d.number,
          origin: office ? `${office.name} (${office.city})` : String(d.office_id),
          destination: to ? `${String(to.name)} - ${String(to.city)}` : String(d.destination_branch_id),
          destinationCode: String(to?.code ?? '?'),
          sealNumber: (d.seal_number as string | null) ?? null,
          awbCount: Number(d.awb_count),
          koliCount: Number(d.koli_count),
          weightKg: Number(d.weight_kg ?? 0),
          bagDate: String(d.bag_date),
        };
      }),
      { printedAt: ac.now },
    );
  },
};
