import { resourcePage } from '@/components/resource/resource-page';
import { serviceResource } from '@/lib/resources/settings';

export default resourcePage(serviceResource);
