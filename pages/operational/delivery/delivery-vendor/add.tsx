import { VendorHandoverScanPage } from '@/components/documents/vendor-handover/VendorHandoverScanScreen';

export default VendorHandoverScanPage;
