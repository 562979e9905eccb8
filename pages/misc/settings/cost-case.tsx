import { resourcePage } from '@/components/resource/resource-page';
import { costCaseResource } from '@/lib/resources/settings';

export default resourcePage(costCaseResource);
