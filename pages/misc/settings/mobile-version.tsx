import { resourcePage } from '@/components/resource/resource-page';
import { mobileVersionResource } from '@/lib/resources/settings';

export default resourcePage(mobileVersionResource);
