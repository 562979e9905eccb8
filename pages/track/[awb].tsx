import { useRouter } from 'next/router';
import { PublicTrackingScreen } from '@/components/public-tracking/PublicTrackingScreen';
import { normalizeAwb } from '@/services/tracking';
import type { AppPage } from '@/types/page';

/** /track/{awb}: the public tracking page the AWB label's QR code opens (no sign-in, no shell). */
const TrackAwbPage: AppPage = () => {
  const router = useRouter();
  const raw = router.query.awb;
  const awb = router.isReady ? normalizeAwb((Array.isArray(raw) ? raw[0] : raw) ?? '') : undefined;
  return <PublicTrackingScreen awb={awb} />;
};
TrackAwbPage.auth = false;

export default TrackAwbPage;
