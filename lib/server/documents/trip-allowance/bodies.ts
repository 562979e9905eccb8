import { z } from 'zod';
import { PAYOUT_METHODS } from '@/lib/resources/documents/trip-allowance';

export const payOutBody = z.object({ payout_method: z.enum(PAYOUT_METHODS, { message: 'Cash or transfer' }), payout_reference: z.string().trim().max(60).nullish() });

const spent = (label: string) => z.number({ error: label }).int('Whole rupiah').min(0).max(100_000_000);
export const settleBody = z.object({
  actual_fuel: spent('Fuel spent'),
  actual_tolls: spent('Tolls spent'),
  actual_loading: spent('Loading spent'),
  actual_meals: spent('Meals spent'),
  actual_other: spent('Other spent').default(0),
  settlement_note: z.string().trim().max(500).nullish(),
});
