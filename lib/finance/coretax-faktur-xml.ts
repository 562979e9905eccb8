/*
 * The output tax invoices (faktur pajak keluaran) of our invoices as DJP Coretax's bulk import reads
 * them: XML (TaxInvoiceBulk, "Impor Data" in Coretax's e-Faktur) and the same rows as CSV, one row per
 * line, for people to check. Pure and isomorphic: the report that lists the invoices hands them in.
 *
 * Template followed: DJP's faktur keluaran XML template as of the Feb 2025 revision (the one that
 * added CustomDocMonthYear; "Sample Faktur PK Template v.1.x", pajak.go.id/reformdjp/coretax/
 * template-xml-dan-converter-excel-ke-xml). Element names and order checked against two public
 * implementations of it: Odoo's l10n_id_efaktur_coretax (github.com/odoo/odoo, addons/
 * l10n_id_efaktur_coretax: data/efaktur_templates.xml, tests/results/sample.xml, models/
 * account_move.py — BuyerDocument values, BuyerTin 0000000000000000 for a buyer without NPWP) and
 * Solegar01/EFakturCoretax (Models/XmlModel.cs). Unit codes (UM.0033 "Lainnya") and the 6-digit
 * service codes (090102 "Jasa kurir") from Odoo's data/l10n_id_efaktur_coretax.*.code.csv, which
 * copy DJP's reference sheets. The transaction code of package delivery, 05 (PPN besaran tertentu,
 * PMK 71/2022), is DJP's answer S-147/PJ.02/2022 to PT Pos.
 *
 * Not verified (no XSD of DJP's was found published, and no file was imported into Coretax):
 * - the XSD itself (types, which elements may be empty); BuyerAdress is spelled as the template spells it;
 * - code 05: that Coretax takes OtherTaxBase = TaxBase and VATRate = 1.1 (Odoo's rule for every code
 *   but 04); for 04 Odoo writes OtherTaxBase unrounded (91666.67) — we write the invoice's DPP, the
 *   whole rupiah ppnOf gives (tax.ts), so the file equals the invoices;
 * - BuyerIDTKU of a buyer identified by NIK, passport or another id: 000000 (as DJP's sample sheet
 *   is remembered to show), unless the customer gives one.
 *
 * Amounts: each line's TaxBase is its price × qty − discount. Per invoice and PPN rule, OtherTaxBase and
 * VAT add up to exactly what the invoice computed (ppnOf once on the rule's whole base, as
 * invoiceFigures does); with several lines under one rule, each line gets its exact share rounded
 * down and the rupiah left over go one each to the lines with the largest fractions. An invoice whose
 * lines fall under two rules becomes two tax invoices (a faktur has one transaction code), both
 * referring to the invoice's number.
 */
import Papa from 'papaparse';
import { basisPoints } from '../pricing/money';
import {
  CoretaxExportError,
  decimal,
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
} from './coretax-xml';
import { ppnOf, type PpnRule } from './tax';

/** The children of TaxInvoice, in the template's order. */
export const TAX_INVOICE_FIELDS = [
  'TaxInvoiceDate',
  'TaxInvoiceOpt',
  'TrxCode',
  'AddInfo',
  'CustomDoc',
  'CustomDocMonthYear',
  'RefDesc',
  'FacilityStamp',
  'SellerIDTKU',
  'BuyerTin',
  'BuyerDocument',
  'BuyerCountry',
  'BuyerDocumentNumber',
  'BuyerName',
  'BuyerAdress',
  'BuyerEmail',
  'BuyerIDTKU',
] as const;

/** The children of GoodService, in the template's order. */
export const GOOD_SERVICE_FIELDS = ['Opt', 'Code', 'Name', 'Unit', 'Price', 'Qty', 'TotalDiscount', 'TaxBase', 'OtherTaxBase', 'VATRate', 'VAT', 'STLGRate', 'STLG'] as const;

export type TaxInvoiceField = (typeof TAX_INVOICE_FIELDS)[number];
export type GoodServiceField = (typeof GOOD_SERVICE_FIELDS)[number];

/** How the buyer is identified (BuyerDocument): the template's words. */
export type BuyerDocument = 'TIN' | 'National ID' | 'Passport' | 'Other ID';

/** Kode transaksi by PPN base: package delivery's besaran tertentu is 05, the general 11/12 "DPP nilai lain" 04. */
export const TRX_CODE_OF_BASE: Record<PpnRule['base'], '04' | '05'> = { BILLED: '05', ELEVEN_TWELFTHS: '04' };

/** DJP's 6-digit service code for courier services (Jasa Pos dan Kurir › Jasa kurir). */
export const COURIER_SERVICE_CODE = '090102';
/** DJP's unit code "Lainnya" (other): a delivery is billed per AWB, which has no unit of its own. */
export const SERVICE_UNIT_CODE = 'UM.0033';
/** BuyerTin of a buyer without NPWP. */
export const NO_TIN = '0000000000000000';
/** BuyerIDTKU of a buyer without NPWP (not verified, see the header). */
export const NO_TKU = '000000';

export interface FakturSeller {
  /** Our NPWP, 15 or 16 digits, dots and dashes allowed. */
  npwp: string;
  /** Our ID TKU (22 digits); empty: the head office's (NPWP + 000000). */
  idtku?: string | null;
}

export interface FakturBuyer {
  name: string;
  address: string;
  email?: string | null;
  /** NPWP: the buyer is identified by it (TIN) whenever it has one. */
  npwp?: string | null;
  /** Else a NIK (National ID), a passport number, or another id — the first given. */
  nik?: string | null;
  passport?: string | null;
  otherId?: string | null;
  /** ISO 3166 alpha-3; empty: IDN. */
  country?: string | null;
  /** The buyer's ID TKU when it bills to a branch (22 digits); empty: its head office's. */
  idtku?: string | null;
}

export interface FakturLine {
  /** What was delivered, e.g. "Jasa pengiriman REG, 120 AWB". */
  name: string;
  qty: number;
  /** Per unit, whole rupiah: only the part subject to PPN (insurance and untaxed costs are not on a faktur). */
  price: number;
  /** Over the whole line, whole rupiah. */
  discount?: number;
  /** The line's PPN rule when it is not the invoice's (an invoice of services with different rules). */
  ppn?: PpnRule;
  /** DJP's 6-digit goods/service code; empty: COURIER_SERVICE_CODE. */
  code?: string | null;
  /** A goods, B services; empty: B. */
  opt?: 'A' | 'B';
  /** DJP's unit code; empty: SERVICE_UNIT_CODE. */
  unit?: string | null;
}

export interface FakturInvoice {
  /** Our invoice number (RefDesc). */
  number: string;
  /** The invoice date, YYYY-MM-DD. */
  date: string;
  buyer: FakturBuyer;
  /** The invoice's PPN rule (ppn_percent, ppn_base), for every line that names none. */
  ppn: PpnRule;
  lines: FakturLine[];
  /** The invoice's stored DPP and PPN: when given, a file that would say otherwise is refused. */
  expected?: { dpp: number; ppn: number };
}

export interface FakturFileInput {
  seller: FakturSeller;
  invoices: FakturInvoice[];
}

export type TaxInvoiceRow = Record<TaxInvoiceField, string> & { goods: GoodServiceRow[] };
export type GoodServiceRow = Record<GoodServiceField, number | string>;

export interface FakturRows {
  /** The seller's NPWP as the file states it (TIN). */
  tin: string;
  invoices: TaxInvoiceRow[];
}

const ruleKey = (rule: PpnRule) => `${rule.percent}|${rule.base}`;
const isMoney = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

/** Why this invoice cannot be on a faktur, in words for the person who will fix it. */
function invoiceProblems(inv: FakturInvoice): string[] {
  const problems: string[] = [];
  const add = (message: string) => problems.push(message);
  if (!inv.number?.trim()) add('The invoice has no number');
  if (!isIsoDate(inv.date)) add(`The date ${inv.date} is not YYYY-MM-DD`);
  const b = inv.buyer;
  if (!oneLine(b.name)) add('The buyer has no name');
  if (!oneLine(b.address)) add('The buyer has no address');
  if (b.npwp?.trim()) {
    if (!npwp16(b.npwp)) add(`The buyer's NPWP ${b.npwp} is not 15 or 16 digits`);
    const tku = idTkuProblem(b.idtku);
    if (tku) add(`The buyer's ${tku}`);
  } else if (b.nik?.trim()) {
    if (!nik16(b.nik)) add(`The buyer's NIK ${b.nik} is not 16 digits`);
  } else if (!b.passport?.trim() && !b.otherId?.trim()) {
    add('The buyer has no NPWP, NIK, passport or other id: Coretax cannot name it on a faktur');
  }
  if (b.country?.trim() && !/^[A-Za-z]{3}$/.test(b.country.trim())) add(`The buyer's country ${b.country} is not a 3-letter code`);
  if (!inv.lines.length) add('The invoice has no lines subject to PPN');
  inv.lines.forEach((line, i) => {
    const at = `Line ${i + 1}`;
    if (!oneLine(line.name)) add(`${at} has no name`);
    if (!Number.isSafeInteger(line.qty) || line.qty <= 0) add(`${at}: the quantity ${line.qty} is not a whole number above 0`);
    if (!isMoney(line.price) || line.price < 0) add(`${at}: the price ${line.price} is not whole rupiah`);
    if (line.discount !== undefined && (!isMoney(line.discount) || line.discount < 0)) add(`${at}: the discount ${line.discount} is not whole rupiah`);
    const base = line.price * line.qty - (line.discount ?? 0);
    if (!isMoney(base) || base <= 0) add(`${at}: nothing is left subject to PPN (${base})`);
    const rule = line.ppn ?? inv.ppn;
    if (!(rule.percent > 0) || !(rule.base in TRX_CODE_OF_BASE)) add(`${at}: PPN ${rule.percent} % on ${rule.base} is not a faktur of code 04 or 05`);
    if (line.code && !/^\d{6}$/.test(line.code)) add(`${at}: the goods/service code ${line.code} is not 6 digits`);
  });
  if (problems.length || !inv.expected) return problems;
  // the figures can be worked out: they must be the invoice's
  const goods = invoiceRows(inv, '').flatMap((r) => r.goods);
  const dpp = goods.reduce((a, g) => a + Number(g.OtherTaxBase), 0);
  const ppn = goods.reduce((a, g) => a + Number(g.VAT), 0);
  if (dpp !== inv.expected.dpp || ppn !== inv.expected.ppn) {
    add(`Its lines give DPP ${dpp} and PPN ${ppn}; the invoice says DPP ${inv.expected.dpp} and PPN ${inv.expected.ppn}`);
  }
  return problems;
}

/** Everything that keeps these invoices from being a Coretax file, by invoice number; empty when nothing does. */
export function fakturProblems(input: FakturFileInput): CoretaxProblem[] {
  const problems: CoretaxProblem[] = [];
  if (!npwp16(input.seller.npwp)) problems.push({ ref: 'seller', message: `Our NPWP ${input.seller.npwp || '(empty)'} is not 15 or 16 digits` });
  const sellerTku = idTkuProblem(input.seller.idtku);
  if (sellerTku) problems.push({ ref: 'seller', message: `Our ${sellerTku}` });
  const seen = new Set<string>();
  for (const inv of input.invoices) {
    const ref = oneLine(inv.number) || '(no number)';
    if (seen.has(ref)) problems.push({ ref, message: 'The invoice is in the file twice' });
    seen.add(ref);
    for (const message of invoiceProblems(inv)) problems.push({ ref, message });
  }
  return problems;
}

/** `total` split in proportion to numerators/den: each the floor of its exact share, the rupiah left one each to the largest fractions (ties: the earlier). */
function apportion(total: number, numerators: bigint[], den: bigint): number[] {
  const shares = numerators.map((n) => n / den);
  const fractions = numerators.map((n) => n % den);
  let left = BigInt(total) - shares.reduce((a, b) => a + b, 0n);
  const order = numerators.map((_, i) => i).sort((a, b) => (fractions[a] === fractions[b] ? a - b : fractions[a] > fractions[b] ? -1 : 1));
  for (const i of order) {
    if (left <= 0n) break;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

function buyerIdentity(b: FakturBuyer): Pick<TaxInvoiceRow, 'BuyerTin' | 'BuyerDocument' | 'BuyerCountry' | 'BuyerDocumentNumber' | 'BuyerIDTKU'> {
  const country = b.country?.trim().toUpperCase() || 'IDN';
  const tin = npwp16(b.npwp);
  if (tin) return { BuyerTin: tin, BuyerDocument: 'TIN', BuyerCountry: country, BuyerDocumentNumber: '', BuyerIDTKU: idTku(tin, b.idtku) };
  const [document, number]: [BuyerDocument, string] = b.nik?.trim()
    ? ['National ID', nik16(b.nik) ?? '']
    : b.passport?.trim()
      ? ['Passport', oneLine(b.passport)]
      : ['Other ID', oneLine(b.otherId)];
  return { BuyerTin: NO_TIN, BuyerDocument: document, BuyerCountry: country, BuyerDocumentNumber: number, BuyerIDTKU: NO_TKU };
}

/** One invoice's tax invoices: one per PPN rule among its lines (normally one). */
function invoiceRows(inv: FakturInvoice, sellerTku: string): TaxInvoiceRow[] {
  const groups = new Map<string, { rule: PpnRule; lines: FakturLine[] }>();
  for (const line of inv.lines) {
    const rule = line.ppn ?? inv.ppn;
    const group = groups.get(ruleKey(rule)) ?? { rule, lines: [] };
    group.lines.push(line);
    groups.set(ruleKey(rule), group);
  }
  return [...groups.values()].map(({ rule, lines }) => {
    const bases = lines.map((l) => l.price * l.qty - (l.discount ?? 0));
    // the invoice's figures for this rule (invoiceFigures: ppnOf once on the rule's whole base) …
    const whole = ppnOf(bases.reduce((a, b) => a + b, 0), rule);
    // … shared out over its lines
    const others = rule.base === 'ELEVEN_TWELFTHS' ? apportion(whole.dpp, bases.map((t) => BigInt(t) * 11n), 12n) : bases;
    const bp = BigInt(basisPoints(rule.percent));
    const vats = apportion(whole.ppn, others.map((o) => BigInt(o) * bp), 10_000n);
    return {
      TaxInvoiceDate: inv.date,
      TaxInvoiceOpt: 'Normal',
      TrxCode: TRX_CODE_OF_BASE[rule.base],
      AddInfo: '',
      CustomDoc: '',
      CustomDocMonthYear: '',
      RefDesc: oneLine(inv.number),
      FacilityStamp: '',
      SellerIDTKU: sellerTku,
      ...buyerIdentity(inv.buyer),
      BuyerName: oneLine(inv.buyer.name),
      BuyerAdress: oneLine(inv.buyer.address),
      BuyerEmail: oneLine(inv.buyer.email),
      goods: lines.map((l, i) => ({
        Opt: l.opt ?? 'B',
        Code: l.code?.trim() || COURIER_SERVICE_CODE,
        Name: oneLine(l.name),
        Unit: l.unit?.trim() || SERVICE_UNIT_CODE,
        Price: l.price,
        Qty: l.qty,
        TotalDiscount: l.discount ?? 0,
        TaxBase: bases[i],
        OtherTaxBase: others[i],
        VATRate: rule.percent,
        VAT: vats[i],
        STLGRate: 0,
        STLG: 0,
      })),
    };
  });
}

/** The tax invoices these invoices make, field by field; throws CoretaxExportError listing every problem. */
export function coretaxFakturRows(input: FakturFileInput): FakturRows {
  const problems = fakturProblems(input);
  if (problems.length) throw new CoretaxExportError(problems);
  const tin = npwp16(input.seller.npwp) as string;
  const sellerTku = idTku(tin, input.seller.idtku);
  return { tin, invoices: input.invoices.flatMap((inv) => invoiceRows(inv, sellerTku)) };
}

/** The TaxInvoiceBulk XML Coretax imports. */
export function coretaxFakturXml(input: FakturFileInput): string {
  const { tin, invoices } = coretaxFakturRows(input);
  const out = [XML_DECLARATION, `<TaxInvoiceBulk xmlns:xsi="${XSI_NAMESPACE}" xsi:noNamespaceSchemaLocation="TaxInvoice.xsd">`, xmlElement('TIN', tin, '  '), '  <ListOfTaxInvoice>'];
  for (const inv of invoices) {
    out.push('    <TaxInvoice>');
    for (const field of TAX_INVOICE_FIELDS) out.push(xmlElement(field, inv[field], '      '));
    out.push('      <ListOfGoodService>');
    for (const g of inv.goods) {
      out.push('        <GoodService>');
      for (const field of GOOD_SERVICE_FIELDS) out.push(xmlElement(field, g[field], '          '));
      out.push('        </GoodService>');
    }
    out.push('      </ListOfGoodService>', '    </TaxInvoice>');
  }
  out.push('  </ListOfTaxInvoice>', '</TaxInvoiceBulk>', '');
  return out.join('\n');
}

/** The CSV columns: the tax invoice's number in the file (Baris, as DJP's Excel template), the seller, its fields, then the line's. */
export const FAKTUR_CSV_FIELDS = ['Baris', 'TIN', ...TAX_INVOICE_FIELDS, ...GOOD_SERVICE_FIELDS] as const;

/** The same rows as CSV, one row per line (for people: Coretax imports the XML). */
export function coretaxFakturCsv(input: FakturFileInput): string {
  const { tin, invoices } = coretaxFakturRows(input);
  const data = invoices.flatMap((inv, i) =>
    inv.goods.map((g) => [String(i + 1), tin, ...TAX_INVOICE_FIELDS.map((f) => inv[f]), ...GOOD_SERVICE_FIELDS.map((f) => { const v = g[f]; return typeof v === 'number' ? decimal(v) : v; })]),
  );
  return Papa.unparse({ fields: [...FAKTUR_CSV_FIELDS], data }, { escapeFormulae: true });
}
