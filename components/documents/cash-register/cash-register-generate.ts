import type { DocumentCreateOptions } from '@/components/document/DocumentCreateScreen';
import { CASH_REGISTER } from '@/lib/resources/documents/screens';

/** Generate: the user's office and now to start with; then the register's totals and AWB lines. */
export const CASH_REGISTER_GENERATE: DocumentCreateOptions = {
  title: 'Generate cash register',
  description: "The office's booked cash AWBs up to the cut-off, not yet in a register.",
  submitLabel: 'Generate',
  againLabel: 'Generate another',
  listHref: CASH_REGISTER.list,
  prefill: { userOffice: 'office_id', now: ['cutoff_at'] },
  summaryFields: ['register_date', 'office_id', 'cutoff_at', 'awb_count', 'total_cash', 'total_card', 'total_qris', 'total_transfer', 'total_amount'],
};
