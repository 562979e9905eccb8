import { findDocument } from '@/lib/resources/documents/registry';
import { humanize } from './tracking-format';

/*
 * Words only the staff tracking screen needs (kept apart from tracking-format, which the public page
 * imports too: the document registry stays out of its bundle).
 */

/** A document type by its declared name ('cash-register' → "Cash register", 'delivery-status' → "Delivery status"). */
export const documentTypeLabel = (type: string | null | undefined): string => (type ? (findDocument(type)?.label ?? humanize(type)) : '');
