import { resourcePage } from '@/components/resource/resource-page';
import { picDocumentResource } from '@/lib/resources/customers';

export default resourcePage(picDocumentResource);
