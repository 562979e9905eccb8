import { resourcePage } from '@/components/resource/resource-page';
import { branchResource } from '@/lib/resources/organization';

export default resourcePage(branchResource);
