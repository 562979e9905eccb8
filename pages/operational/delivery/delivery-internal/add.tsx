import { RunsheetScanPage } from '@/components/documents/delivery-runsheet/RunsheetScanScreen';

export default RunsheetScanPage;
