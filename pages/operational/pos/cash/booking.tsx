import { documentListPage } from '@/components/document/document-list-page';
import { shipmentBooking } from '@/components/documents/shipment/shipment-booking';
import { shipmentDocument } from '@/lib/resources/documents/shipment';

export default documentListPage(shipmentDocument, shipmentBooking('CASH'));
