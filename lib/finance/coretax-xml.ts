/*
 * What DJP Coretax's bulk-import files (e-Faktur keluaran: coretax-faktur-xml.ts; e-Bupot unifikasi:
 * ebupot-bpu-xml.ts) share: the 16-digit NPWP and the 22-digit ID TKU (NITKU), XML text that cannot
 * break the file, and one error that lists every row a file cannot be made of. Pure and isomorphic.
 */

export interface CoretaxProblem {
  /** Which row: our invoice or document number (or 'seller' / 'withholder'). */
  ref: string;
  message: string;
}

/** A file that cannot be made as asked: every problem at once, so a report lists them all and none half-way. */
export class CoretaxExportError extends Error {
  readonly problems: CoretaxProblem[];
  constructor(problems: CoretaxProblem[]) {
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'}: ${problems.map((p) => `${p.ref}: ${p.message}`).join('; ')}`);
    this.name = 'CoretaxExportError';
    this.problems = problems;
  }
}

const digitsOf = (text: string | null | undefined): string => (text ?? '').replace(/\D/g, '');

/**
 * The 16-digit NPWP Coretax reads, from one typed with dots and dashes: 16 digits as they are (NIK-based
 * or new), the old 15 digits with a 0 in front (DJP's conversion); null when it is neither.
 */
export function npwp16(text: string | null | undefined): string | null {
  const d = digitsOf(text);
  if (d.length === 16) return d;
  if (d.length === 15) return `0${d}`;
  return null;
}

/** A NIK: 16 digits (spaces and dashes allowed when typed); null when it is not one. */
export function nik16(text: string | null | undefined): string | null {
  const d = digitsOf(text);
  return d.length === 16 ? d : null;
}

/** The 6-digit code of the head office in an ID TKU. */
export const HEAD_OFFICE_TKU = '000000';

/** An ID TKU (NITKU) as given — 22 digits — or the head office's: the NPWP and 000000. */
export function idTku(npwp: string, given?: string | null): string {
  const d = digitsOf(given);
  return d.length === 22 ? d : `${npwp}${HEAD_OFFICE_TKU}`;
}

/** Why an ID TKU given by hand is not one (null when it is, or when none is given). */
export function idTkuProblem(given: string | null | undefined): string | null {
  if (!given?.trim()) return null;
  return digitsOf(given).length === 22 ? null : `ID TKU ${given} is not 22 digits (the NPWP and a 6-digit place code)`;
}

export const isIsoDate = (text: string): boolean => /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(text);

/** One line of text: line breaks and runs of spaces (a textarea's address) become one space. */
export const oneLine = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

// Characters XML 1.0 does not allow at all (a pasted control character would make the file unreadable).
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data: & < > " ' escaped, characters XML cannot hold dropped. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A number as Coretax reads it: plain decimal digits, never 1e+21 nor 0.30000000000000004. */
export function decimal(n: number): string {
  if (Number.isInteger(n)) return BigInt(n).toString();
  return String(Number(n.toFixed(4)));
}

export type XmlValue = string | number | null | { nil: true };

/** One element on its own line: empty as <Name/>, `{ nil: true }` as <Name xsi:nil="true"/>. */
export function xmlElement(name: string, value: XmlValue, indent: string): string {
  if (value !== null && typeof value === 'object') return `${indent}<${name} xsi:nil="true"/>`;
  const text = typeof value === 'number' ? decimal(value) : (value ?? '');
  return text === '' ? `${indent}<${name}/>` : `${indent}<${name}>${xmlText(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
