import { resourcePage } from '@/components/resource/resource-page';
import { salesTargetResource } from '@/lib/resources/customers';

export default resourcePage(salesTargetResource);
