import { resourcePage } from '@/components/resource/resource-page';
import { deliveryCostResource } from '@/lib/resources/organization';

export default resourcePage(deliveryCostResource);
