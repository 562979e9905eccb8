import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { ShipmentQuote } from '@/lib/resources/documents/shipment-api';
import { PosSection, PosTextArea, PosTextField, usePosError } from './pos-fields';
import type { PosFormValues } from './pos-form';

/*
 * What is sent and what is added to it: the goods, their value and insurance, COD, instructions, and
 * the additional costs the clerk may add on request (a wooden crate …), as the quote offers them for
 * the route and the chosen service. Their prices are in the charges panel, from the quote.
 */

export interface GoodsExtrasProps {
  requestable: ShipmentQuote['requestable_costs'] | undefined;
  /** The chosen service: costs of another service are not offered. */
  serviceId: number | null;
}

export function GoodsExtras({ requestable, serviceId }: GoodsExtrasProps) {
  const { register } = useFormContext<PosFormValues>();
  const insuredId = useId();
  return (
    <PosSection title="Goods & extras" testId="pos-goods">
      <PosTextField name="goods_description" label="Goods" required maxLength={200} placeholder="What is inside (clothes, documents, spare parts …)" />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-start">
        <PosTextField name="goods_value" label="Goods value" inputMode="numeric" prefix="Rp" placeholder="0" inputClassName="tabular-nums" />
        <div className="sm:pt-7">
          <label htmlFor={insuredId} className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
            <input id={insuredId} type="checkbox" {...register('insured')} className="h-4 w-4 rounded border-slate-300 accent-slate-800" data-testid="pos-insured" />
            Insured
          </label>
        </div>
        <PosTextField name="cod_amount" label="COD amount" inputMode="numeric" prefix="Rp" placeholder="0" hint="Collected from the consignee." inputClassName="tabular-nums" />
      </div>
      <PosTextArea name="special_instructions" label="Special instructions" rows={2} placeholder="Fragile, keep upright …" />
      <CostCases requestable={requestable} serviceId={serviceId} />
    </PosSection>
  );
}

function CostCases({ requestable, serviceId }: GoodsExtrasProps) {
  const { control } = useFormContext<PosFormValues>();
  const { field } = useController({ name: 'cost_case_ids', control });
  const error = usePosError('cost_case_ids');
  const errorId = useId();
  const offered = (requestable ?? []).filter((c) => c.service_id === null || c.service_id === serviceId);
  const picked: number[] = field.value ?? [];

  function toggle(id: number, on: boolean) {
    field.onChange(on ? [...picked, id] : picked.filter((p) => p !== id));
  }

  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-testid="pos-costs">
      <legend className="text-sm font-medium text-slate-700">Additional costs on request</legend>
      {offered.length === 0 ? (
        <p className="mt-1 text-xs text-slate-500">{requestable ? 'None offered for this route and service.' : 'Offered once the route is priced.'}</p>
      ) : (
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {offered.map((c, i) => (
            <label key={c.id} className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={picked.includes(c.id)}
                onChange={(e) => toggle(c.id, e.target.checked)}
                ref={i === 0 ? field.ref : undefined}
                className="h-4 w-4 rounded border-slate-300 accent-slate-800"
                data-testid={`cost-${c.code}`}
              />
              {c.name}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-600" data-field-error>
          {error}
        </p>
      )}
    </fieldset>
  );
}
