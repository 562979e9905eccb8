import { resourcePage } from '@/components/resource/resource-page';
import { picInvoiceResource } from '@/lib/resources/customers';

export default resourcePage(picInvoiceResource);
