/* Words printed on paper, shared by more than one print. Prints are in Indonesian: customers and couriers read them. */

export const PAYMENT_METHODS = ['CASH', 'CARD', 'QRIS', 'TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod | 'CREDIT', string> = {
  CASH: 'Tunai',
  CARD: 'Kartu debit/kredit',
  QRIS: 'QRIS',
  TRANSFER: 'Transfer bank',
  CREDIT: 'Kredit (tagihan)',
};
