import { resourcePage } from '@/components/resource/resource-page';
import { modaResource } from '@/lib/resources/settings';

export default resourcePage(modaResource);
