import { resourcePage } from '@/components/resource/resource-page';
import { customerTargetResource } from '@/lib/resources/customers';

export default resourcePage(customerTargetResource);
