import { IntegrationBookingPage } from '@/components/documents/shipment/IntegrationBookingScreen';

export default IntegrationBookingPage;
