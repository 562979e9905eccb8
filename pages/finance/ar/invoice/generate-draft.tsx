import { InvoiceGeneratePage } from '@/components/documents/invoice/InvoiceGenerateScreen';

export default InvoiceGeneratePage;
