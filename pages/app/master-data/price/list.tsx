import { resourcePage } from '@/components/resource/resource-page';
import { priceResource } from '@/lib/resources/customers';

export default resourcePage(priceResource);
