import { resourcePage } from '@/components/resource/resource-page';
import { productResource } from '@/lib/resources/settings';

export default resourcePage(productResource);
