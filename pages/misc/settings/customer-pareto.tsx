import { resourcePage } from '@/components/resource/resource-page';
import { customerParetoResource } from '@/lib/resources/settings';

export default resourcePage(customerParetoResource);
