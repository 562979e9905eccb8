import { resourcePage } from '@/components/resource/resource-page';
import { vendorResource } from '@/lib/resources/customers';

export default resourcePage(vendorResource);
