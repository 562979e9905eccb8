import { VendorInvoicePage } from '@/components/documents/vendor-invoice/VendorInvoiceForm';

export default VendorInvoicePage;
