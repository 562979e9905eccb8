import { documentListPage } from '@/components/document/document-list-page';
import { TRIP_ALLOWANCE_LIST } from '@/components/documents/trip-allowance/trip-allowance-screens';
import { tripAllowanceDocument } from '@/lib/resources/documents/trip-allowance';

export default documentListPage(tripAllowanceDocument, TRIP_ALLOWANCE_LIST);
