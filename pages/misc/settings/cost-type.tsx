import { resourcePage } from '@/components/resource/resource-page';
import { costTypeResource } from '@/lib/resources/settings';

export default resourcePage(costTypeResource);
