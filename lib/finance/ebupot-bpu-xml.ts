/*
 * The PPh 23 we withhold from vendors, as DJP Coretax's e-Bupot unifikasi bulk import reads it: one
 * BPPU (Bukti Pemotongan/Pemungutan Unifikasi) per vendor bill we withheld on, in a BpuBulk XML file.
 * Pure and isomorphic: the report hands the bills in (vendor_invoices: amount before PPN, pph23_percent,
 * pph23, the vendor's invoice number and date; the vendor's NPWP; the date it was withheld).
 *
 * Template followed: DJP's "BPPU Excel to XML" converter (v.3 of 4 Sep 2025 as listed by public
 * converters; pajak.go.id/reformdjp/coretax/template-xml-dan-converter-excel-ke-xml). Element names,
 * order, enumerations and which may be nil checked against two public implementations: Odoo's
 * l10n_id_efaktur_coretax (github.com/odoo/odoo, addons/l10n_id_efaktur_coretax: data/
 * ebupot_templates.xml, models/ebupot_xml_builder.py, tests/results/sample_ebupot.xml) and a
 * converter that reads the template's own sheets (its BPPU field list: required/nillable, the
 * TaxCertificate, Document and GovTreasurerOpt lists). Note the template's words: the base is
 * TaxBase (not Gross), there is no CounterpartOpt in a BPPU, and SP2DNumber is xsi:nil when empty.
 * Tax object code: 24-104-56 "Jasa pengangkutan/ekspedisi kecuali yang telah diatur dalam Pasal 15
 * UU PPh" (PMK 141/2015's list as e-Bupot numbers it; several public lists agree); a freight
 * forwarder's bill is 24-104-40, a logistics firm's 24-104-41 — set per bill. Airlines and shipping
 * lines carrying for us fall under PPh 15, not 23: such bills do not belong in this file.
 *
 * Not verified (no XSD of DJP's was found published, and no file was imported into Coretax):
 * - the XSD itself; that TaxPeriodMonth is written without a leading zero (as Odoo's sample);
 * - a vendor without NPWP: we write its NIK as CounterpartTin (NIK + 000000 as its ID TKU) and the
 *   rate the bill withheld at (4 %, the no-tax-id rate); whether Coretax wants 2 and adds the 100 %
 *   itself is for the tax adviser. A vendor with neither is refused: Coretax names every recipient;
 * - Coretax works out the PPh itself (TaxBase × Rate); we check that the bill's figure is ours
 *   (pph23Of: rounded down), not that Coretax rounds the same way.
 */
import {
  CoretaxExportError,
  HEAD_OFFICE_TKU,
  idTku,
  idTkuProblem,
  isIsoDate,
  nik16,
  npwp16,
  oneLine,
  xmlElement,
  XML_DECLARATION,
  XSI_NAMESPACE,
  type CoretaxProblem,
  type XmlValue,
} from './coretax-xml';
import { pph23Of } from './tax';

/** The children of Bpu, in the template's order. */
export const BPU_FIELDS = [
  'TaxPeriodMonth',
  'TaxPeriodYear',
  'CounterpartTin',
  'IDPlaceOfBusinessActivityOfIncomeRecipient',
  'TaxCertificate',
  'TaxObjectCode',
  'TaxBase',
  'Rate',
  'Document',
  'DocumentNumber',
  'DocumentDate',
  'IDPlaceOfBusinessActivity',
  'GovTreasurerOpt',
  'SP2DNumber',
  'WithholdingDate',
] as const;

export type BpuField = (typeof BPU_FIELDS)[number];

/** Facilities (Fasilitas) the template lists; N/A: none. */
export const BPU_TAX_CERTIFICATES = ['N/A', 'TaxExAr22', 'TaxExAr23', 'TaxExIntDep', 'TaxExIntPhtb', 'DTP', 'PP23', 'ETC'] as const;
export type BpuTaxCertificate = (typeof BPU_TAX_CERTIFICATES)[number];

/** Reference documents (Jenis Dok. Referensi), spelled as the template spells them (Announchment, DeedofEngangement). */
export const BPU_DOCUMENTS = [
  'TaxInvoice',
  'CommercialInvoice',
  'Announchment',
  'Contract',
  'PaymentProof',
  'DeedofEngangement',
  'DeedofGeneralMeetingStakeholder',
  'StatementLetter',
  'BankAccountNumber',
] as const;
export type BpuDocument = (typeof BPU_DOCUMENTS)[number];

/** PPh 23 on transport/expedition services (jasa pengiriman/ekspedisi), e-Bupot's numbering. */
export const PPH23_EXPEDITION_OBJECT_CODE = '24-104-56';
export const PPH23_FREIGHT_FORWARDING_OBJECT_CODE = '24-104-40';
export const PPH23_LOGISTICS_OBJECT_CODE = '24-104-41';

export interface BpuWithholder {
  /** Our NPWP, 15 or 16 digits, dots and dashes allowed. */
  npwp: string;
  /** The ID TKU of the place that withholds (22 digits); empty: the head office's. */
  idtku?: string | null;
}

export interface BpuSlip {
  /** Our reference for the row (the vendor invoice's number), for the problems listed. */
  ref: string;
  vendor: {
    name?: string;
    /** The vendor's NPWP; without it, its NIK. */
    npwp?: string | null;
    nik?: string | null;
    /** The vendor's ID TKU when it bills from a branch; empty: its head office's. */
    idtku?: string | null;
  };
  /** The amount PPh 23 is withheld on: the bill's amount before PPN, whole rupiah. */
  taxBase: number;
  /** The rate the bill withheld at, % (vendor_invoices.pph23_percent: 2, or 4 without NPWP). */
  rate: number;
  /** The PPh 23 the bill booked (vendor_invoices.pph23): when given, it must be the rate of the base (pph23Of). */
  withheld?: number;
  /** e-Bupot's tax object code; empty: PPH23_EXPEDITION_OBJECT_CODE. */
  taxObjectCode?: string | null;
  /** What the withholding rests on; empty: the vendor's commercial invoice. */
  document?: BpuDocument;
  /** The vendor's invoice number (or the document's). */
  documentNumber: string;
  /** Its date, YYYY-MM-DD. */
  documentDate: string;
  /** When it was withheld (tanggal pemotongan), YYYY-MM-DD: it sets the tax period. */
  withholdingDate: string;
  taxCertificate?: BpuTaxCertificate;
}

export interface BpuFileInput {
  withholder: BpuWithholder;
  slips: BpuSlip[];
}

export type BpuRow = Record<BpuField, XmlValue>;

export interface BpuRows {
  tin: string;
  slips: BpuRow[];
}

/** Why this bill cannot be a BPPU, in words for the person who will fix it. */
function slipProblems(s: BpuSlip): string[] {
  const problems: string[] = [];
  const add = (message: string) => problems.push(message);
  const v = s.vendor;
  if (v.npwp?.trim()) {
    if (!npwp16(v.npwp)) add(`The vendor's NPWP ${v.npwp} is not 15 or 16 digits`);
    const tku = idTkuProblem(v.idtku);
    if (tku) add(`The vendor's ${tku}`);
  } else if (v.nik?.trim()) {
    if (!nik16(v.nik)) add(`The vendor's NIK ${v.nik} is not 16 digits`);
  } else {
    add(`${v.name?.trim() || 'The vendor'} has no NPWP or NIK: Coretax names every income recipient`);
  }
  if (!Number.isSafeInteger(s.taxBase) || s.taxBase <= 0) add(`The tax base ${s.taxBase} is not whole rupiah above 0`);
  if (!(s.rate > 0 && s.rate <= 100)) add(`The rate ${s.rate} % is not a rate`);
  else if (s.withheld !== undefined && Number.isSafeInteger(s.taxBase)) {
    const due = pph23Of(s.taxBase, { percent: s.rate, noTaxIdPercent: s.rate }, true);
    if (s.withheld !== due) add(`${s.rate} % of ${s.taxBase} is ${due}: the bill withheld ${s.withheld}`);
  }
  const code = s.taxObjectCode?.trim();
  if (code && !/^\d{2}-\d{3}-\d{2}$/.test(code)) add(`The tax object code ${code} is not like 24-104-56`);
  if (s.document && !(BPU_DOCUMENTS as readonly string[]).includes(s.document)) add(`${s.document} is not one of the template's documents`);
  if (s.taxCertificate && !(BPU_TAX_CERTIFICATES as readonly string[]).includes(s.taxCertificate)) add(`${s.taxCertificate} is not one of the template's facilities`);
  if (!oneLine(s.documentNumber)) add('The document has no number');
  if (!isIsoDate(s.documentDate)) add(`The document date ${s.documentDate} is not YYYY-MM-DD`);
  if (!isIsoDate(s.withholdingDate)) add(`The withholding date ${s.withholdingDate} is not YYYY-MM-DD`);
  return problems;
}

/** Everything that keeps these bills from being a Coretax file, by reference; empty when nothing does. */
export function bpuProblems(input: BpuFileInput): CoretaxProblem[] {
  const problems: CoretaxProblem[] = [];
  if (!npwp16(input.withholder.npwp)) problems.push({ ref: 'withholder', message: `Our NPWP ${input.withholder.npwp || '(empty)'} is not 15 or 16 digits` });
  const tku = idTkuProblem(input.withholder.idtku);
  if (tku) problems.push({ ref: 'withholder', message: `Our ${tku}` });
  for (const s of input.slips) {
    const ref = oneLine(s.ref) || oneLine(s.documentNumber) || '(no reference)';
    for (const message of slipProblems(s)) problems.push({ ref, message });
  }
  return problems;
}

/** The BPPU rows, field by field; throws CoretaxExportError listing every problem. */
export function ebupotBpuRows(input: BpuFileInput): BpuRows {
  const problems = bpuProblems(input);
  if (problems.length) throw new CoretaxExportError(problems);
  const tin = npwp16(input.withholder.npwp) as string;
  const ourTku = idTku(tin, input.withholder.idtku);
  const slips = input.slips.map((s): BpuRow => {
    const vendorTin = npwp16(s.vendor.npwp);
    const counterpart = vendorTin ?? (nik16(s.vendor.nik) as string);
    return {
      TaxPeriodMonth: Number(s.withholdingDate.slice(5, 7)),
      TaxPeriodYear: Number(s.withholdingDate.slice(0, 4)),
      CounterpartTin: counterpart,
      IDPlaceOfBusinessActivityOfIncomeRecipient: vendorTin ? idTku(vendorTin, s.vendor.idtku) : `${counterpart}${HEAD_OFFICE_TKU}`,
      TaxCertificate: s.taxCertificate ?? 'N/A',
      TaxObjectCode: s.taxObjectCode?.trim() || PPH23_EXPEDITION_OBJECT_CODE,
      TaxBase: s.taxBase,
      Rate: s.rate,
      Document: s.document ?? 'CommercialInvoice',
      DocumentNumber: oneLine(s.documentNumber),
      DocumentDate: s.documentDate,
      IDPlaceOfBusinessActivity: ourTku,
      // a government treasurer's payment option, and its SP2D: not ours
      GovTreasurerOpt: 'N/A',
      SP2DNumber: { nil: true },
      WithholdingDate: s.withholdingDate,
    };
  });
  return { tin, slips };
}

/** The BpuBulk XML Coretax imports. */
export function ebupotBpuXml(input: BpuFileInput): string {
  const { tin, slips } = ebupotBpuRows(input);
  const out = [XML_DECLARATION, `<BpuBulk xmlns:xsi="${XSI_NAMESPACE}">`, xmlElement('TIN', tin, '  '), '  <ListOfBpu>'];
  for (const s of slips) {
    out.push('    <Bpu>');
    for (const field of BPU_FIELDS) out.push(xmlElement(field, s[field], '      '));
    out.push('    </Bpu>');
  }
  out.push('  </ListOfBpu>', '</BpuBulk>', '');
  return out.join('\n');
}
