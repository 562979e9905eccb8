import { resourceCreatePage } from '@/components/resource/resource-create-page';
import { AWB_SCREENS, awbAllocationResource } from '@/lib/resources/awb';

export default resourceCreatePage(awbAllocationResource, { listHref: AWB_SCREENS.list });
