import { resourcePage } from '@/components/resource/resource-page';
import { officeResource } from '@/lib/resources/organization';

export default resourcePage(officeResource);
