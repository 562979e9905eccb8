import type { customerDataReportDocument } from '@/lib/resources/documents/customer-data-report';
import type { DocumentHandlers } from '../engine/types';
import { postCdr } from './book';
import { cancelCdr } from './cancel';
import { excludeCdrLines } from './exclude';
import { includeCdrLines } from './include';
import { generateCdr } from './generate';
import { printCdrSheet } from './print-sheet';

export const customerDataReportHandlers = {
  create: generateCdr,
  actions: { exclude: excludeCdrLines, include: includeCdrLines, book: postCdr, cancel: cancelCdr },
  prints: { sheet: printCdrSheet },
} satisfies DocumentHandlers<typeof customerDataReportDocument>;
