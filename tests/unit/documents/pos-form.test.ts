import {
  blankKoliRows,
  counterRules,
  decimalText,
  draftPosValues,
  emptyKoli,
  emptyPosValues,
  errorsAtRows,
  groupAwb,
  newRequestId,
  quoteRequest,
  rupiahText,
  schemaInput,
  splitErrors,
  posFieldPaths,
  updateBody,
} from '@/components/documents/shipment/pos-form';
import { editParam } from '@/components/documents/shipment/PosDraftGate';
import type { DocumentRecord } from '@/services/documents/document-client';
import { shortcutOf } from '@/components/documents/shipment/use-pos-shortcuts';
import { shipmentBody } from '@/lib/resources/documents/shipment-api';

const key = (init: Partial<Parameters<typeof shortcutOf>[0]>) =>
  shortcutOf({ key: '', code: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, isComposing: false, ...init });

describe('the POS form values', () => {
  it('read numbers as a counter types them: decimal commas, rupiah with grouping', () => {
    expect(decimalText(' 1,5 ')).toBe('1.5');
    expect(decimalText('1.25')).toBe('1.25');
    expect(rupiahText('Rp 1.500.000')).toBe('1500000');
    expect(rupiahText('1,500,000')).toBe('1500000');
    expect(rupiahText('abc')).toBe('abc');
  });

  it('drop completely empty koli rows, never the only one', () => {
    const filled = { ...emptyKoli(), weight_kg: '2' };
    expect(blankKoliRows([filled, emptyKoli(), { ...emptyKoli(), length_cm: '3' }, emptyKoli()])).toEqual([1, 3]);
    expect(blankKoliRows([emptyKoli(), emptyKoli()])).toEqual([1]);
  });

  it('quote only with office, origin, destination and a weighed koli; rows without weight are left out', () => {
    const values = { ...emptyPosValues('CASH', { officeId: 3 }), origin_area_id: '11', destination_area_id: '22' };
    expect(quoteRequest(values)).toBeNull();
    const koli = [emptyKoli(), { weight_kg: '2,5', length_cm: '10', width_cm: '', height_cm: '' }];
    const request = quoteRequest({ ...values, koli, goods_value: 'Rp 100.000' });
    expect(request?.rows).toEqual([1]);
    expect(request?.body).toMatchObject({ office_id: 3, goods_value: 100_000, koli: [{ weight_kg: 2.5, length_cm: 10, width_cm: null, height_cm: null }] });
    expect(quoteRequest({ ...values, office_id: '', koli })).toBeNull();
  });

  it("move a quote's koli errors to the form's rows, and split what has no input", () => {
    expect(errorsAtRows({ 'koli.1.weight_kg': ['Too heavy'], 'koli.0': ['Bad'], rate: ['No price'] }, [0, 2])).toEqual({
      'koli.2.weight_kg': ['Too heavy'],
      'koli.0': ['Bad'],
      rate: ['No price'],
    });
    expect(splitErrors({ 'cost_case_ids.1': ['Not for YES'], rate: ['No price'], 'koli.0.weight_kg': ['Required'] }, posFieldPaths(1))).toEqual({
      at: { cost_case_ids: ['Not for YES'], 'koli.0.weight_kg': ['Required'] },
      rest: ['No price'],
    });
  });

  it('give the contract schema a body it accepts, with the other payment type left empty', () => {
    const values = {
      ...emptyPosValues('CASH', { officeId: 3 }),
      origin_area_id: '11',
      destination_area_id: '22',
      service_id: '1',
      shipper_name: 'A',
      shipper_phone: '0812 1111 2222',
      shipper_address: 'X',
      consignee_name: 'B',
      consignee_phone: '0813 3333 4444',
      consignee_address: 'Y',
      goods_description: 'Clothes',
      koli: [{ weight_kg: '1,5', length_cm: '', width_cm: '', height_cm: '' }],
      amount_received: 'Rp 50.000',
      payment_reference: 'ignored for cash',
      customer_id: '9',
      awb: '1234-5678-9012',
    };
    const body = shipmentBody.parse(schemaInput(values));
    expect(body).toMatchObject({ amount_received: 50_000, payment_reference: null, customer_id: null, awb: '123456789012', koli: [{ weight_kg: 1.5 }] });
    expect(counterRules(values)).toEqual({});
    expect(Object.keys(counterRules({ ...values, amount_received: '' }))).toEqual(['amount_received']);
    expect(Object.keys(counterRules({ ...values, payment_method: 'CARD', payment_reference: ' ' }))).toEqual(['payment_reference']);
    expect(Object.keys(counterRules({ ...values, payment_type: 'CREDIT', customer_id: '' }))).toEqual(['customer_id']);
  });

  it('fill the form from a stored draft, and send its edit without AWB and request id but with the version', () => {
    const draft = {
      id: 41,
      version: 3,
      number: '100000000041',
      stage: 'draft',
      status: 'pending',
      payment_type: 'CASH',
      office_id: 3,
      origin_area_id: 11,
      destination_area_id: 22,
      service_id: 2,
      customer_id: 9,
      shipper_name: 'A',
      goods_value: null,
      insured: false,
      cod_amount: 250_000,
      payment_method: 'QRIS',
      payment_reference: 'QR-1',
      amount_received: 45_000,
      lines: { costs: [{ cost_case_id: 8, automatic: false }, { cost_case_id: 9, automatic: true }] },
    } as unknown as DocumentRecord;
    const values = draftPosValues(draft);
    expect(values).toMatchObject({ office_id: '3', service_id: '2', customer_id: '', goods_value: '', cod_amount: '250000', cost_case_ids: [8] });
    // a non-cash payment was stored as received in full: no amount is typed for it; no lines, one empty koli
    expect(values).toMatchObject({ payment_method: 'QRIS', payment_reference: 'QR-1', amount_received: '', koli: [emptyKoli()] });
    expect(draftPosValues({ ...draft, payment_type: 'CREDIT' } as DocumentRecord)).toMatchObject({ customer_id: '9', payment_method: '', payment_reference: '' });

    const body = { ...schemaInput(values), awb: '123456789012', request_id: newRequestId() } as unknown as Parameters<typeof updateBody>[0];
    const edit = updateBody(body, 3);
    expect(edit).toMatchObject({ version: 3, office_id: '3', cod_amount: '250000' });
    expect(edit).not.toHaveProperty('awb');
    expect(edit).not.toHaveProperty('request_id');

    expect([editParam('41'), editParam(['7', '8']), editParam(undefined), editParam('0'), editParam('4a'), editParam('')]).toEqual([41, 7, null, 'invalid', 'invalid', 'invalid']);
  });

  it('make UUIDs without crypto.randomUUID (plain http), and group an AWB for reading out', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
    expect(groupAwb('123456789012')).toBe('1234 5678 9012');
  });
});

describe('the POS shortcuts', () => {
  it('take only their keys, without modifiers that belong to the browser', () => {
    expect(key({ key: 'F2' })).toBe('awb');
    expect(key({ key: 'F4' })).toBe('destination');
    expect(key({ key: 'F4', altKey: true })).toBeNull(); // Alt+F4 closes the window
    expect(key({ key: 'F9' })).toBe('save');
    expect(key({ key: 'Enter', ctrlKey: true })).toBe('save');
    expect(key({ key: 'Enter' })).toBeNull();
    expect(key({ key: '˚', code: 'KeyK', altKey: true })).toBe('addKoli'); // macOS Option+K
    expect(key({ key: 'k', code: 'KeyK', ctrlKey: true })).toBeNull();
    expect(key({ key: 'F5' })).toBeNull();
    expect(key({ key: 'F2', isComposing: true })).toBeNull();
  });
});
