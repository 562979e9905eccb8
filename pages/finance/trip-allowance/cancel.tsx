import { documentActionPage } from '@/components/document/document-list-page';
import { TRIP_ALLOWANCE_CANCEL } from '@/components/documents/trip-allowance/trip-allowance-screens';
import { tripAllowanceDocument } from '@/lib/resources/documents/trip-allowance';

export default documentActionPage(tripAllowanceDocument, 'cancel', TRIP_ALLOWANCE_CANCEL);
