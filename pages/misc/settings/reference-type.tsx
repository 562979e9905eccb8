import { resourcePage } from '@/components/resource/resource-page';
import { referenceTypeResource } from '@/lib/resources/settings';

export default resourcePage(referenceTypeResource);
