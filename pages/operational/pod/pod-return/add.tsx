import { PodReturnScanPage } from '@/components/documents/pod-return/PodReturnScanScreen';

export default PodReturnScanPage;
