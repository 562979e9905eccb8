import { PodReceptionScanPage } from '@/components/documents/pod-return/PodReceptionScanScreen';

export default PodReceptionScanPage;
