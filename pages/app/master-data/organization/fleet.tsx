import { resourcePage } from '@/components/resource/resource-page';
import { vehicleResource } from '@/lib/resources/organization';

export default resourcePage(vehicleResource);
