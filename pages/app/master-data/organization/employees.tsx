import { resourcePage } from '@/components/resource/resource-page';
import { employeeResource } from '@/lib/resources/organization';

export default resourcePage(employeeResource);
