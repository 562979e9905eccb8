import { StopPointPage } from '@/components/documents/stop-point/StopPointScreen';

export default StopPointPage;
