import type { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';
import type { DocumentHandlers } from '../engine/types';
import { dispatchRunsheet } from './book';
import { cancelRunsheet } from './cancel';
import { createRunsheet } from './create';
import { printRunsheet } from './print-runsheet';
import { scanOntoRunsheet } from './scan';
import { takeOffRunsheet } from './take-out';

export const deliveryRunsheetHandlers = {
  create: createRunsheet,
  actions: { scan: scanOntoRunsheet, takeOut: takeOffRunsheet, book: dispatchRunsheet, cancel: cancelRunsheet },
  prints: { runsheet: printRunsheet },
} satisfies DocumentHandlers<typeof deliveryRunsheetDocument>;
