import { resourcePage } from '@/components/resource/resource-page';
import { contractResource } from '@/lib/resources/customers';

export default resourcePage(contractResource);
