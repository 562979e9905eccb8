import { DEFAULT_PRICING_SETTINGS } from '@/lib/pricing/settings';
import { validateShipment, type ShipmentFigures } from '@/lib/pricing/validate';
import { box, kg } from './fixtures';

const check = (figures: Partial<ShipmentFigures>) => validateShipment({ date: '2026-03-02', koli: kg(1), ...figures }, DEFAULT_PRICING_SETTINGS);

describe('validateShipment', () => {
  it('accepts a sound shipment', () => {
    expect(check({ koli: [box(2.5, 40, 30.5, 20)], goods_value: 100_000, insured: true, cod_amount: 5_000_000 })).toEqual({});
  });

  it.each<[string, Partial<ShipmentFigures>, Record<string, string[]>]>([
    ['no koli', { koli: [] }, { koli: ['Add at least one koli'] }],
    ['101 koli', { koli: kg(...Array<number>(101).fill(1)) }, { koli: ['At most 100 koli per AWB'] }],
    ['weight 0', { koli: kg(1, 0) }, { 'koli.1.weight_kg': ['Must be more than 0'] }],
    ['weight negative', { koli: kg(-1) }, { 'koli.0.weight_kg': ['Must be more than 0'] }],
    ['weight over 1000 kg', { koli: kg(1000.01) }, { 'koli.0.weight_kg': ['At most 1000 kg per koli'] }],
    ['weight with 3 decimals', { koli: kg(1.295) }, { 'koli.0.weight_kg': ['At most 2 decimals'] }],
    ['weight missing', { koli: [{ weight_kg: Number.NaN }] }, { 'koli.0.weight_kg': ['Required'] }],
    ['a side of 0', { koli: [box(1, 10, 10, 10), box(1, 0, 10, 10)] }, { 'koli.1.length_cm': ['Must be more than 0'] }],
    ['a side over 300 cm', { koli: [box(1, 10, 300.5, 10)] }, { 'koli.0.width_cm': ['At most 300 cm'] }],
    ['a side with 2 decimals', { koli: [box(1, 10, 10, 10.25)] }, { 'koli.0.height_cm': ['At most 1 decimal'] }],
    ['one side missing', { koli: [{ weight_kg: 1, length_cm: 10, width_cm: 10 }] }, { 'koli.0.height_cm': ['Give length, width and height, or none'] }],
    ['COD above the maximum', { cod_amount: 5_000_001 }, { cod_amount: ['At most Rp 5.000.000 per AWB'] }],
    ['COD negative', { cod_amount: -1 }, { cod_amount: ['Must not be negative'] }],
    ['insured without goods value', { insured: true }, { goods_value: ['Declare the goods value to insure the shipment'] }],
    ['insured with goods value 0', { insured: true, goods_value: 0 }, { goods_value: ['Declare the goods value to insure the shipment'] }],
    ['negative goods value', { goods_value: -100 }, { goods_value: ['Must not be negative'] }],
    ['goods value with cents', { goods_value: 100.5 }, { goods_value: ['Whole rupiah'] }],
    ['not a date', { date: '2026-02-30' }, { date: ['A date like 2026-03-01'] }],
  ])('%s', (_name, figures, errors) => {
    expect(check(figures)).toEqual(errors);
  });

  it('reports every problem at once', () => {
    expect(check({ koli: [box(0, 301, 10, 10)], cod_amount: 6_000_000, goods_value: -1 })).toEqual({
      'koli.0.weight_kg': ['Must be more than 0'],
      'koli.0.length_cm': ['At most 300 cm'],
      goods_value: ['Must not be negative'],
      cod_amount: ['At most Rp 5.000.000 per AWB'],
    });
  });
});
