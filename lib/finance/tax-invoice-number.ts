/*
 * The tax invoice (faktur pajak) number as the tax office (DJP) issues it; one rule for the invoice
 * draft's form and the API, and for the vendor invoice's (the faktur a vendor issues to us, PPN input,
 * against the bill's date). Two shapes are in use:
 * - e-Faktur (to 2024): 16 digits, written XXX.XXX-YY.ZZZZZZZZ — kode transaksi (2) and kode status
 *   (1: 0 normal, 1 replacement) . kode cabang (3) - year (2) . nomor urut (8), e.g. 010.000-26.12345678.
 * - Coretax (from 2025, PER-11/PJ/2025 art. 37): 17 digits — kode transaksi (2), kode status (2) and
 *   the 13-digit serial DJP allots, which starts with the year (2), e.g. 04002600000012345.
 * Either is accepted with any dots, dashes and spaces; the transaction code is one of DJP's (01–10:
 * 10 came with Coretax) and the year is the invoice's, or the one before or after (a replacement, a
 * faktur made at the turn of the year). Stored in one form per shape: e-Faktur's written form, Coretax's
 * 17 digits as Coretax shows them.
 */

/** DJP's transaction codes (kode transaksi). */
export const TAX_INVOICE_TRANSACTION_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'] as const;

export const TAX_INVOICE_NO_FORMAT = 'A tax invoice number is e-Faktur’s 16 digits (010.000-26.12345678) or Coretax’s 17 digits';

export interface TaxInvoiceNo {
  kind: 'E_FAKTUR' | 'CORETAX';
  /** As stored. */
  canonical: string;
  transactionCode: string;
  /** The year in the number (2000 + YY). */
  year: number;
}

/** The number read, or why it is not one of DJP's. */
export function parseTaxInvoiceNo(text: string): { ok: true; value: TaxInvoiceNo } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (!/^[\d.\-\s]+$/.test(trimmed)) return { ok: false, message: `${TAX_INVOICE_NO_FORMAT}: digits, dots and dashes only` };
  const d = trimmed.replace(/\D/g, '');
  if (d.length !== 16 && d.length !== 17) return { ok: false, message: `${TAX_INVOICE_NO_FORMAT}: this has ${d.length}` };
  const code = d.slice(0, 2);
  if (!(TAX_INVOICE_TRANSACTION_CODES as readonly string[]).includes(code)) return { ok: false, message: `${code} is not a transaction code (kode transaksi 01–10)` };
  if (d.length === 16) {
    if (d[2] !== '0' && d[2] !== '1') return { ok: false, message: `The status digit after the transaction code is 0 (normal) or 1 (replacement), not ${d[2]}` };
    return { ok: true, value: { kind: 'E_FAKTUR', canonical: `${d.slice(0, 3)}.${d.slice(3, 6)}-${d.slice(6, 8)}.${d.slice(8)}`, transactionCode: code, year: 2000 + Number(d.slice(6, 8)) } };
  }
  return { ok: true, value: { kind: 'CORETAX', canonical: d, transactionCode: code, year: 2000 + Number(d.slice(4, 6)) } };
}

/** Why this number may not stand on an invoice dated `invoiceDate` (YYYY-MM-DD), or null when it may (or is empty). */
export function taxInvoiceNoProblem(text: string | null | undefined, invoiceDate?: string | null): string | null {
  if (!text?.trim()) return null;
  const parsed = parseTaxInvoiceNo(text);
  if (!parsed.ok) return parsed.message;
  const invoiceYear = invoiceDate && /^\d{4}-/.test(invoiceDate) ? Number(invoiceDate.slice(0, 4)) : null;
  if (invoiceYear !== null && Math.abs(parsed.value.year - invoiceYear) > 1) {
    return `This number is of ${parsed.value.year}: the invoice is dated ${invoiceYear}`;
  }
  return null;
}

/** The stored form: e-Faktur's written form or Coretax's 17 digits; null when empty; the text as given when it is not a number of DJP's. */
export function canonicalTaxInvoiceNo(text: string | null | undefined): string | null {
  if (!text?.trim()) return null;
  const parsed = parseTaxInvoiceNo(text);
  return parsed.ok ? parsed.value.canonical : text.trim();
}

type TaxInvoiceNoRefine = (values: Record<string, unknown>, ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void }) => void;

/** The cross-field rule of a form or a body with `tax_invoice_no` and the document's date in `dateField` (zod superRefine). */
export function refineTaxInvoiceNoDatedBy(dateField: string): TaxInvoiceNoRefine {
  return (values, ctx) => {
    const date = values[dateField];
    const problem = taxInvoiceNoProblem(typeof values.tax_invoice_no === 'string' ? values.tax_invoice_no : null, typeof date === 'string' ? date : null);
    if (problem) ctx.addIssue({ code: 'custom', path: ['tax_invoice_no'], message: problem });
  };
}

/** The customer invoice's rule: its `tax_invoice_no` against its `invoice_date`. */
export const refineTaxInvoiceNo: TaxInvoiceNoRefine = refineTaxInvoiceNoDatedBy('invoice_date');
