import { PublicTrackingScreen } from '@/components/public-tracking/PublicTrackingScreen';
import type { AppPage } from '@/types/page';

/** /track: the public search box alone. */
const TrackPage: AppPage = () => <PublicTrackingScreen awb={null} />;
TrackPage.auth = false;

export default TrackPage;
