import { resourcePage } from '@/components/resource/resource-page';
import { coverageAreaResource } from '@/lib/resources/organization';

export default resourcePage(coverageAreaResource);
