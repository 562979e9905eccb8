import { TripAllowanceDraftPage } from '@/components/documents/trip-allowance/TripAllowanceDraftScreen';

export default TripAllowanceDraftPage;
