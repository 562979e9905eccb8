import { resourcePage } from '@/components/resource/resource-page';
import { awbAllocationResource } from '@/lib/resources/awb';

export default resourcePage(awbAllocationResource);
