import type { COLLECTION_METHODS } from '@/lib/resources/documents/collector-invoice';
import type { POD_SENDING } from '@/lib/resources/documents/pod-invoice';
import type { VEHICLE_TYPES } from '@/lib/resources/organization';

/*
 * Words printed on paper, shared by more than one print. Prints are in Indonesian: customers and couriers
 * read them. A stored code is never printed as it is (issue 22): each has its paper words here, complete
 * by type (the screens' English words sit beside the field, in lib/resources).
 */

export const PAYMENT_METHODS = ['CASH', 'CARD', 'QRIS', 'TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod | 'CREDIT', string> = {
  CASH: 'Tunai',
  CARD: 'Kartu debit/kredit',
  QRIS: 'QRIS',
  TRANSFER: 'Transfer bank',
  CREDIT: 'Kredit (tagihan)',
};

/** A code in its paper words; an unknown one as it is. */
export const paperWords = (words: Readonly<Record<string, string>>, code: unknown): string => {
  const key = String(code ?? '');
  return Object.hasOwn(words, key) ? words[key] : key;
};

export const VEHICLE_TYPE_WORDS: Record<(typeof VEHICLE_TYPES)[number], string> = {
  MOTORCYCLE: 'Sepeda motor',
  VAN: 'Van',
  PICKUP: 'Pikap',
  TRUCK_CDE: 'Truk CDE',
  TRUCK_CDD: 'Truk CDD',
  TRUCK_FUSO: 'Truk Fuso',
  TRONTON: 'Truk tronton',
};

export const POD_SENDING_WORDS: Record<(typeof POD_SENDING)[number], string> = { COLLECTOR: 'Kolektor', COURIER: 'Kurir', POST: 'Pos' };

export const COLLECTION_METHOD_WORDS: Record<(typeof COLLECTION_METHODS)[number], string> = { CASH: 'Tunai', TRANSFER: 'Transfer', GIRO: 'Giro' };
