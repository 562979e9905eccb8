import { resourcePage } from '@/components/resource/resource-page';
import { customerTypeResource } from '@/lib/resources/settings';

export default resourcePage(customerTypeResource);
