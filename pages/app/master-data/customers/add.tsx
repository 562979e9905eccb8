import { resourceCreatePage } from '@/components/resource/resource-create-page';
import { customerResource } from '@/lib/resources/customers';

export default resourceCreatePage(customerResource, { listHref: '/app/master-data/customers/list' });
