import type { cashRegisterDocument } from '@/lib/resources/documents/cash-register';
import type { DocumentHandlers } from '../engine/types';
import { bookCashRegister } from './book';
import { voidCashRegister } from './cancel';
import { generateCashRegister } from './generate';
import { printCashRegisterSheet } from './print-sheet';

export const cashRegisterHandlers = {
  create: generateCashRegister,
  actions: { book: bookCashRegister, cancel: voidCashRegister },
  prints: { sheet: printCashRegisterSheet },
} satisfies DocumentHandlers<typeof cashRegisterDocument>;
