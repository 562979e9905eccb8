import { resourcePage } from '@/components/resource/resource-page';
import { adjustmentResource } from '@/lib/resources/customers';

export default resourcePage(adjustmentResource);
