import { ApiDocs } from '@/components/integration/ApiDocs';

/** The integration API's documentation: public, for customers' developers. */
export default function IntegrationDocsPage() {
  return <ApiDocs />;
}
IntegrationDocsPage.auth = false;
