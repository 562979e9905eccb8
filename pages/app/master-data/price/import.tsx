import { resourceImportPage } from '@/components/resource/resource-import-page';
import { PRICE_SCREENS, priceResource } from '@/lib/resources/customers';

export default resourceImportPage(priceResource, { listHref: PRICE_SCREENS.list });
