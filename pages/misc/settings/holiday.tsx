import { resourcePage } from '@/components/resource/resource-page';
import { holidayResource } from '@/lib/resources/settings';

export default resourcePage(holidayResource);
