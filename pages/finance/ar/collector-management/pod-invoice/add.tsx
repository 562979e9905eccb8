import { PodSendingPage } from '@/components/documents/pod-invoice/PodSendingScreen';

export default PodSendingPage;
