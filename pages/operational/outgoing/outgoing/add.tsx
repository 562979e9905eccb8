import { OutgoingManifestScanPage } from '@/components/documents/outgoing-manifest/OutgoingManifestScanScreen';

export default OutgoingManifestScanPage;
