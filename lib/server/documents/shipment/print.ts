import { eq, inArray } from 'drizzle-orm';
import { branches, coverageAreas, offices, services } from '../../db/schema/resources';
import { users } from '../../db/schema';
import { LABEL_SIZES, type LabelSize } from '@/lib/resources/organization';
import { labelsForKoli, renderAwbLabels, type AwbLabelData } from '../../prints/awb-label';
import { renderReceipt } from '../../prints/receipt';
import type { AppContext } from '../../context';
import type { DocRow, PrintHandler } from '../engine/types';
import { providerName, settingValues } from '../shared/site';

type Lines = { koli: Record<string, unknown>[]; costs: Record<string, unknown>[] };
const linesOf = (d: DocRow) => (d.lines ?? { koli: [], costs: [] }) as Lines;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** Route codes as read across a sorting room: the serving branch's code, else the area code. */
async function places(ctx: AppContext, docs: DocRow[]) {
  const areaIds = [...new Set(docs.flatMap((d) => [d.origin_area_id, d.destination_area_id]).filter((v): v is number => typeof v === 'number'))];
  const rows = areaIds.length
    ? await ctx.db
        .select({ id: coverageAreas.id, code: coverageAreas.area_code, district: coverageAreas.district, regency: coverageAreas.regency, branch: branches.code })
        .from(coverageAreas)
        .leftJoin(branches, eq(branches.id, coverageAreas.branch_id))
        .where(inArray(coverageAreas.id, areaIds))
    : [];
  const serviceIds = [...new Set(docs.map((d) => d.service_id as number))];
  const serviceRows = await ctx.db.select({ id: services.id, code: services.code, name: services.name }).from(services).where(inArray(services.id, serviceIds));
  const area = (id: unknown) => rows.find((r) => r.id === id);
  const service = (id: unknown) => serviceRows.find((r) => r.id === id);
  return { area, service };
}

/** The label paper of the counter printing: the user's office, else the office of the (first) AWB. */
async function labelPaper(ctx: AppContext, userCode: string, docs: DocRow[]): Promise<LabelSize> {
  const [own] = await ctx.db
    .select({ size: offices.label_size })
    .from(users)
    .innerJoin(offices, eq(offices.id, users.officeId))
    .where(eq(users.userCode, userCode));
  const size = own?.size ?? (await ctx.db.select({ size: offices.label_size }).from(offices).where(eq(offices.id, docs[0].office_id as number)))[0]?.size;
  return (LABEL_SIZES as readonly unknown[]).includes(size) ? (size as LabelSize) : '100x150';
}

export const printLabel: PrintHandler = {
  async render(ctx, docs, ac) {
    const { area, service } = await places(ctx, docs);
    const provider = await providerName(ctx.db, ctx.references);
    const labels: AwbLabelData[] = docs.flatMap((d) => {
      const o = area(d.origin_area_id);
      const t = area(d.destination_area_id);
      const s = service(d.service_id);
      return labelsForKoli(
        {
          awb: d.number,
          createdAt: String(d.created_at),
          service: { code: String(s?.code ?? ''), name: String(s?.name ?? '') },
          origin: { code: String(o?.branch ?? o?.code ?? ''), city: String(o?.regency ?? '') },
          destination: { code: String(t?.branch ?? t?.code ?? ''), city: String(t?.regency ?? ''), district: String(t?.district ?? '') },
          chargeableKg: num(d.chargeable_kg),
          codAmount: d.cod_amount ? num(d.cod_amount) : null,
          paymentType: d.payment_type as 'CASH' | 'CREDIT',
          shipper: { name: String(d.shipper_name), phone: String(d.shipper_phone), address: String(d.shipper_address) },
          consignee: { name: String(d.consignee_name), phone: String(d.consignee_phone), address: String(d.consignee_address) },
          goodsDescription: String(d.goods_description),
          specialInstructions: (d.special_instructions as string | null) ?? null,
          reference: (d.customer_reference as string | null) ?? null,
          trackingUrl: `${ctx.config.publicUrl}/track/${d.number}`,
          providerName: provider,
          draft: d.stage === 'draft',
        },
        linesOf(d).koli.map((k) => ({ weightKg: num(k.weight_kg) })),
      );
    });
    return renderAwbLabels(labels, { printedAt: ac.now, paper: await labelPaper(ctx, ac.actor, docs) });
  },
};

export const printReceipt: PrintHandler = {
  async render(ctx, docs, ac) {
    const d = docs[0];
    const { area, service } = await places(ctx, [d]);
    const settings = await settingValues(ctx.db, ctx.references, ['support_phone']);
    const [office] = await ctx.db.select({ name: offices.name }).from(offices).where(eq(offices.id, d.office_id as number));
    const [clerk] = await ctx.db.select({ name: users.fullName }).from(users).where(eq(users.userCode, String(d.created_by)));
    const o = area(d.origin_area_id);
    const t = area(d.destination_area_id);
    const s = service(d.service_id);
    return renderReceipt(
      {
        providerName: await providerName(ctx.db, ctx.references),
        supportPhone: settings.support_phone ?? '',
        awb: d.number,
        createdAt: String(d.created_at),
        clerk: clerk?.name ?? String(d.created_by ?? ''),
        office: office?.name ?? '',
        service: { code: String(s?.code ?? ''), name: String(s?.name ?? '') },
        origin: { code: String(o?.branch ?? o?.code ?? ''), city: String(o?.regency ?? '') },
        destination: { code: String(t?.branch ?? t?.code ?? ''), city: String(t?.regency ?? ''), district: String(t?.district ?? '') },
        koli: linesOf(d).koli.map((k) => ({ weightKg: num(k.weight_kg), lengthCm: k.length_cm === null ? null : num(k.length_cm), widthCm: k.width_cm === null ? null : num(k.width_cm), heightCm: k.height_cm === null ? null : num(k.height_cm) })),
        chargeableKg: num(d.chargeable_kg),
        charges: {
          freight: num(d.freight),
          additional: linesOf(d).costs.map((c) => ({ name: String(c.name), amount: num(c.amount) })),
          insurance: num(d.insurance),
          codFee: num(d.cod_fee),
          discount: num(d.discount),
          ppn: num(d.tax),
          total: num(d.total),
        },
        payment: {
          method: d.payment_type === 'CREDIT' ? 'CREDIT' : ((d.payment_method as 'CASH') ?? 'CASH'),
          received: d.payment_method === 'CASH' ? num(d.amount_received) : null,
          change: d.payment_method === 'CASH' ? num(d.change_given) : null,
          reference: (d.payment_reference as string | null) ?? null,
        },
        eta: d.eta_from ? { from: String(d.eta_from), to: String(d.eta_to) } : null,
      },
      { printedAt: ac.now },
    );
  },
};
