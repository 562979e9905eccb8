import { exportColumns } from '@/lib/server/crud/export';
import { documentExportColumns } from '@/lib/server/documents/engine/routes';
import { paymentDocument } from '@/lib/resources/documents/payment';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { employeeResource, vehicleResource } from '@/lib/resources/organization';
import type { ResourceDefinition } from '@/lib/resources/engine/define';

/* Issue 22 §5: a CSV/XLSX export carries the words staff read on screen, never the stored codes. */

const cells = (columns: { header: string; value: (row: never) => unknown }[], row: Record<string, unknown>) =>
  Object.fromEntries(columns.map((c) => [c.header, (c.value as (r: Record<string, unknown>) => unknown)(row)]));

describe('an export shows codes in words', () => {
  it('a resource: its enumerated fields in the words declared, references by their label', () => {
    const employee = cells(exportColumns(employeeResource as unknown as ResourceDefinition), {
      full_name: 'Sari Wulandari',
      branch_id: 1,
      branch_id_label: 'Jakarta',
      department: 'CUSTOMER_SERVICE',
      active: true,
    });
    expect(employee).toMatchObject({ 'Full name': 'Sari Wulandari', Branch: 'Jakarta', Department: 'Customer service' });
    expect(cells(exportColumns(vehicleResource as unknown as ResourceDefinition), { vehicle_type: 'MOTORCYCLE', ownership: 'OWNED' })).toMatchObject({
      Type: 'Motorcycle',
      Ownership: 'Owned',
    });
  });

  it('a document: its enumerated fields, its stage and its status in words', () => {
    const def = shipmentDocument as unknown as DocumentDefinition;
    const shipment = cells(documentExportColumns(def, ['number', 'payment_type']), { number: '100000000263', payment_type: 'CASH', stage: 'cancelled', status: 'cancelled' });
    expect(shipment).toEqual({ Number: '100000000263', Payment: 'Cash', Stage: 'Voided', Status: 'Cancelled' });
    const payment = cells(documentExportColumns(paymentDocument as unknown as DocumentDefinition, ['method']), { method: 'TRANSFER', stage: 'booked', status: 'POSTED' });
    expect(payment).toEqual({ Method: 'Bank transfer', Stage: 'Booked', Status: 'Posted' });
  });

  it('an empty code stays empty', () => {
    expect(cells(documentExportColumns(shipmentDocument as unknown as DocumentDefinition, ['payment_method']), { payment_method: null, stage: 'draft', status: 'pending' })).toMatchObject({
      'Paid by': null,
    });
  });
});
