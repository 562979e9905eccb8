import { TripAllowanceEntryPage } from '@/components/documents/trip-allowance/TripAllowanceEntryScreen';

export default TripAllowanceEntryPage;
