import { resourcePage } from '@/components/resource/resource-page';
import { driverResource } from '@/lib/resources/organization';

export default resourcePage(driverResource);
