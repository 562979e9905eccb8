import { editableFields, fieldsResolver, formValues } from '@/components/document/document-form-values';
import { canonicalTaxInvoiceNo, parseTaxInvoiceNo, taxInvoiceNoProblem } from '@/lib/finance/tax-invoice-number';
import { invoiceDocument } from '@/lib/resources/documents/invoice';

/*
 * The tax invoice (faktur pajak) number as DJP issues it (issue 22, 4): e-Faktur's 16 digits
 * (010.000-26.12345678) or Coretax's 17, punctuation as typed, one stored form, the transaction code
 * one of DJP's and the year the invoice's (±1).
 */

describe('tax invoice number', () => {
  it.each([
    ['e-Faktur as printed', '010.000-26.12345678', '010.000-26.12345678'],
    ['e-Faktur as digits', '0100002612345678', '010.000-26.12345678'],
    ['e-Faktur with spaces and odd punctuation', ' 010 000 26-1234 5678 ', '010.000-26.12345678'],
    ['e-Faktur, a replacement (status 1), code 04', '041.002-26.00000077', '041.002-26.00000077'],
    ['Coretax, 17 digits', '04002600000012345', '04002600000012345'],
    ['Coretax, dotted', '04.00.26.00000012345', '04002600000012345'],
    ['Coretax, code 10', '10002600000000001', '10002600000000001'],
  ])('%s: accepted and stored as %s', (_name, typed, stored) => {
    expect(taxInvoiceNoProblem(typed, '2026-11-30')).toBeNull();
    expect(canonicalTaxInvoiceNo(typed)).toBe(stored);
  });

  it.each([
    ['letters', 'FP-010.000-26.1234', /digits, dots and dashes only/],
    ['15 digits', '010.000-26.1234567', /16 digits .* or Coretax’s 17 digits: this has 15/],
    ['18 digits', '010.000-26.1234567890', /this has 18/],
    ['transaction code 00', '000.000-26.12345678', /00 is not a transaction code/],
    ['transaction code 11', '11002600000000001', /11 is not a transaction code/],
    ['status digit 2', '012.000-26.12345678', /0 \(normal\) or 1 \(replacement\), not 2/],
    ['a number of 2023 on an invoice of 2026', '010.000-23.12345678', /of 2023: the invoice is dated 2026/],
    ['a Coretax number of 2029 on an invoice of 2026', '04002900000012345', /of 2029: the invoice is dated 2026/],
  ])('%s: refused', (_name, typed, message) => {
    expect(taxInvoiceNoProblem(typed, '2026-11-30')).toMatch(message);
  });

  it('the year before or after the invoice stands (a replacement, the turn of the year); empty is no number yet', () => {
    expect(taxInvoiceNoProblem('010.000-25.12345678', '2026-01-02')).toBeNull();
    expect(taxInvoiceNoProblem('010.000-27.12345678', '2026-12-31')).toBeNull();
    expect(taxInvoiceNoProblem('', '2026-11-30')).toBeNull();
    expect(taxInvoiceNoProblem(null, '2026-11-30')).toBeNull();
    expect(canonicalTaxInvoiceNo('  ')).toBeNull();
    expect(parseTaxInvoiceNo('0100002612345678')).toEqual({ ok: true, value: { kind: 'E_FAKTUR', canonical: '010.000-26.12345678', transactionCode: '01', year: 2026 } });
  });

  it("the invoice draft's form applies the declaration's rule, on the field", async () => {
    const fields = editableFields(invoiceDocument.fields);
    const resolver = fieldsResolver({ fields, refine: invoiceDocument.refine });
    const values = (tax_invoice_no: string) => formValues(fields, { invoice_date: '2026-11-30', top_days: 14, due_date: '2026-12-14', line_mode: 'DETAIL', tax_invoice_no });
    const resolve = (v: ReturnType<typeof values>) => resolver(v, undefined, { fields: {}, shouldUseNativeValidation: false });
    const wrong = await resolve(values('010.000-23.12345678'));
    expect(wrong.errors.tax_invoice_no?.message).toBe('This number is of 2023: the invoice is dated 2026');
    expect(Object.keys(wrong.errors)).toEqual(['tax_invoice_no']);
    const right = await resolve(values('010.000-26.12345678'));
    expect(right.errors).toEqual({});
  });
});
