import { resourcePage } from '@/components/resource/resource-page';
import { customerResource } from '@/lib/resources/customers';

export default resourcePage(customerResource);
