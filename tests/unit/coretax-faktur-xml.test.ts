// @vitest-environment jsdom
import Papa from 'papaparse';
import { CoretaxExportError } from '@/lib/finance/coretax-xml';
import { coretaxFakturCsv, coretaxFakturXml, fakturProblems, type FakturFileInput, type FakturInvoice } from '@/lib/finance/coretax-faktur-xml';
import { invoiceFigures } from '@/lib/finance/invoice';
import type { PpnRule } from '@/lib/finance/tax';

/*
 * The Coretax faktur keluaran file (TaxInvoiceBulk) read back as XML: the template's elements in the
 * template's order, text escaped, every invoice's DPP and PPN exactly what invoiceFigures gives the
 * invoice, a buyer without NPWP named by NIK or another id, and the same rows as CSV.
 */

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const DELIVERY: PpnRule = { percent: 1.1, base: 'BILLED' };
const GENERAL: PpnRule = { percent: 12, base: 'ELEVEN_TWELFTHS' };

// The template's order (DJP's faktur keluaran XML, Feb 2025 revision), written out here rather than
// read from the module, so a reordering there fails here.
const TAX_INVOICE_ORDER = [
  'TaxInvoiceDate', 'TaxInvoiceOpt', 'TrxCode', 'AddInfo', 'CustomDoc', 'CustomDocMonthYear', 'RefDesc', 'FacilityStamp', 'SellerIDTKU',
  'BuyerTin', 'BuyerDocument', 'BuyerCountry', 'BuyerDocumentNumber', 'BuyerName', 'BuyerAdress', 'BuyerEmail', 'BuyerIDTKU', 'ListOfGoodService',
];
const GOOD_SERVICE_ORDER = ['Opt', 'Code', 'Name', 'Unit', 'Price', 'Qty', 'TotalDiscount', 'TaxBase', 'OtherTaxBase', 'VATRate', 'VAT', 'STLGRate', 'STLG'];

const invoices: FakturInvoice[] = [
  {
    // two lines under package delivery's 1.1 %: their PPN, each rounded down, is a rupiah short of the invoice's
    number: 'INV/JKT/2611/00001',
    date: '2026-11-30',
    buyer: { name: 'PT A & B <Tbk>', address: 'Jl. "Melati" 5\nRT 01/02,\tJakarta', email: 'tax@ab.co.id', npwp: '02.345.678.9-123.000' },
    ppn: DELIVERY,
    lines: [
      { name: 'Jasa pengiriman REG, 80 AWB', qty: 1, price: 1_234_509 },
      { name: 'Jasa pengiriman YES, 25 AWB', qty: 1, price: 765_409 },
    ],
  },
  {
    // the general rule, a person without NPWP (NIK), a quantity and a discount
    number: 'INV/JKT/2611/00002',
    date: '2026-11-30',
    buyer: { name: 'Budi Santoso', address: 'Jl. Kenanga 7, Bandung', nik: '3273-0101-0101-0001' },
    ppn: GENERAL,
    lines: [{ name: 'Sewa gudang', qty: 3, price: 33_750, discount: 1_250, code: '120101' }],
  },
  {
    // one invoice, two rules: two fakturs, both referring to it; a buyer billed at its branch (ID TKU)
    number: 'INV/SUB/2611/00003',
    date: '2026-11-29',
    buyer: { name: 'CV Maju', address: 'Surabaya', npwp: '3578011234567890', idtku: '3578011234567890000002' },
    ppn: DELIVERY,
    lines: [
      { name: 'Jasa pengiriman REG', qty: 1, price: 500_000 },
      { name: 'Jasa packing kayu', qty: 2, price: 75_001, ppn: GENERAL },
    ],
  },
  {
    // no NPWP, no NIK: another id
    number: 'INV/SUB/2611/00004',
    date: '2026-11-29',
    buyer: { name: 'Yayasan Kasih', address: 'Sidoarjo', otherId: 'AHU-0012345.AH.01.04' },
    ppn: DELIVERY,
    lines: [{ name: 'Jasa pengiriman OKE', qty: 1, price: 90_000 }],
  },
];

const input: FakturFileInput = { seller: { npwp: '01.234.567.8-012.000' }, invoices };

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const children = (el: Element) => Array.from(el.children);
const child = (el: Element, name: string) => {
  const found = children(el).filter((c) => c.tagName === name);
  expect(found, `${el.tagName} has one ${name}`).toHaveLength(1);
  return found[0];
};
const text = (el: Element, name: string) => child(el, name).textContent ?? '';
const num = (el: Element, name: string) => Number(text(el, name));

/** What invoiceFigures (the invoice itself) says of an invoice's lines. */
function figuresOf(inv: FakturInvoice) {
  const lines = inv.lines.map((l) => {
    const taxable = l.price * l.qty - (l.discount ?? 0);
    return { amount: taxable, taxable, rule: l.ppn ?? inv.ppn };
  });
  return invoiceFigures(lines, { amount: 10_000, threshold: 5_000_000, charged: false });
}

describe('Coretax faktur keluaran XML (TaxInvoiceBulk)', () => {
  const xml = coretaxFakturXml(input);
  const doc = parse(xml);
  const root = doc.documentElement;
  const fakturs = children(child(root, 'ListOfTaxInvoice'));
  const byRef = (ref: string) => fakturs.filter((f) => text(f, 'RefDesc') === ref);

  it('is TaxInvoiceBulk in no namespace, with xsi and TaxInvoice.xsd, the seller TIN as 16 digits, then the list', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<TaxInvoiceBulk ')).toBe(true);
    expect(root.tagName).toBe('TaxInvoiceBulk');
    expect(root.namespaceURI).toBeNull();
    expect(root.getAttribute('xmlns:xsi')).toBe(XSI);
    expect(root.getAttributeNS(XSI, 'noNamespaceSchemaLocation')).toBe('TaxInvoice.xsd');
    expect(children(root).map((c) => c.tagName)).toEqual(['TIN', 'ListOfTaxInvoice']);
    expect(text(root, 'TIN')).toBe('0012345678012000');
    expect(fakturs.map((f) => f.tagName)).toEqual(Array(5).fill('TaxInvoice'));
  });

  it('every faktur and line has the template elements, once each, in the template order', () => {
    for (const f of fakturs) {
      expect(children(f).map((c) => c.tagName)).toEqual(TAX_INVOICE_ORDER);
      for (const g of children(child(f, 'ListOfGoodService'))) {
        expect(g.tagName).toBe('GoodService');
        expect(children(g).map((c) => c.tagName)).toEqual(GOOD_SERVICE_ORDER);
      }
    }
  });

  it('escapes the buyer: a name with & and <>, an address with quotes and line breaks on one line', () => {
    expect(xml).toContain('<BuyerName>PT A &amp; B &lt;Tbk&gt;</BuyerName>');
    const [f] = byRef('INV/JKT/2611/00001');
    expect(text(f, 'BuyerName')).toBe('PT A & B <Tbk>');
    expect(text(f, 'BuyerAdress')).toBe('Jl. "Melati" 5 RT 01/02, Jakarta');
    expect(text(f, 'BuyerEmail')).toBe('tax@ab.co.id');
    // a control character pasted into a name cannot break the file
    const odd = coretaxFakturXml({ ...input, invoices: [{ ...invoices[3], buyer: { ...invoices[3].buyer, name: 'Yayasan\u0007 Kasih & Co' } }] });
    expect(text(parse(odd).getElementsByTagName('TaxInvoice')[0], 'BuyerName')).toBe('Yayasan Kasih & Co');
  });

  it('a buyer with NPWP: TIN, its 16 digits, IDN, its head office ID TKU (or the branch given); our ID TKU is ours + 000000', () => {
    const [f] = byRef('INV/JKT/2611/00001');
    expect(text(f, 'BuyerTin')).toBe('0023456789123000');
    expect(text(f, 'BuyerDocument')).toBe('TIN');
    expect(text(f, 'BuyerCountry')).toBe('IDN');
    expect(text(f, 'BuyerDocumentNumber')).toBe('');
    expect(text(f, 'BuyerIDTKU')).toBe('0023456789123000000000');
    expect(text(f, 'SellerIDTKU')).toBe('0012345678012000000000');
    expect(text(f, 'TaxInvoiceDate')).toBe('2026-11-30');
    expect(text(f, 'TaxInvoiceOpt')).toBe('Normal');
    for (const g of byRef('INV/SUB/2611/00003')) expect(text(g, 'BuyerIDTKU')).toBe('3578011234567890000002');
  });

  it('a buyer without NPWP: NIK as National ID, else the other id as Other ID; TIN all zeros, ID TKU 000000', () => {
    const [nik] = byRef('INV/JKT/2611/00002');
    expect([text(nik, 'BuyerTin'), text(nik, 'BuyerDocument'), text(nik, 'BuyerDocumentNumber'), text(nik, 'BuyerIDTKU')]).toEqual([
      '0000000000000000',
      'National ID',
      '3273010101010001',
      '000000',
    ]);
    const [other] = byRef('INV/SUB/2611/00004');
    expect([text(other, 'BuyerTin'), text(other, 'BuyerDocument'), text(other, 'BuyerDocumentNumber'), text(other, 'BuyerIDTKU')]).toEqual([
      '0000000000000000',
      'Other ID',
      'AHU-0012345.AH.01.04',
      '000000',
    ]);
  });

  it('the transaction code follows the PPN base: 05 for delivery (1.1 % of the billed), 04 for 11/12 × 12 %; a mixed invoice makes one of each', () => {
    expect(byRef('INV/JKT/2611/00001').map((f) => text(f, 'TrxCode'))).toEqual(['05']);
    expect(byRef('INV/JKT/2611/00002').map((f) => text(f, 'TrxCode'))).toEqual(['04']);
    expect(byRef('INV/SUB/2611/00003').map((f) => text(f, 'TrxCode'))).toEqual(['05', '04']);
  });

  it('each line: services (B), a 6-digit code, a unit code, price × qty − discount as TaxBase, no luxury tax', () => {
    const [f] = byRef('INV/JKT/2611/00002');
    const [g] = children(child(f, 'ListOfGoodService'));
    expect([text(g, 'Opt'), text(g, 'Code'), text(g, 'Name'), text(g, 'Unit')]).toEqual(['B', '120101', 'Sewa gudang', 'UM.0033']);
    expect([num(g, 'Price'), num(g, 'Qty'), num(g, 'TotalDiscount'), num(g, 'TaxBase')]).toEqual([33_750, 3, 1_250, 100_000]);
    // 11/12 of 100,000 is 91,666.67: the invoice's DPP is 91,666 and its PPN 12 % of that, rounded down
    expect([num(g, 'OtherTaxBase'), text(g, 'VATRate'), num(g, 'VAT'), num(g, 'STLGRate'), num(g, 'STLG')]).toEqual([91_666, '12', 10_999, 0, 0]);
    const [d] = children(child(byRef('INV/JKT/2611/00001')[0], 'ListOfGoodService'));
    expect([text(d, 'Code'), text(d, 'Unit'), text(d, 'VATRate')]).toEqual(['090102', 'UM.0033', '1.1']);
  });

  it('every invoice: TaxBase, OtherTaxBase and VAT add up to exactly what the invoice computed (invoiceFigures), and so do the totals', () => {
    let dpp = 0;
    let ppn = 0;
    for (const inv of invoices) {
      const goods = byRef(inv.number).flatMap((f) => children(child(f, 'ListOfGoodService')));
      const sum = (name: string) => goods.reduce((a, g) => a + num(g, name), 0);
      const fig = figuresOf(inv);
      expect(sum('TaxBase'), inv.number).toBe(fig.taxable_amount);
      expect(sum('OtherTaxBase'), inv.number).toBe(fig.dpp);
      expect(sum('VAT'), inv.number).toBe(fig.ppn);
      // a delivery line's other base is its base; no line's VAT is off its own exact share by a rupiah or more
      for (const g of goods) {
        if (text(g, 'VATRate') === '1.1') expect(num(g, 'OtherTaxBase')).toBe(num(g, 'TaxBase'));
        expect(Math.abs(num(g, 'VAT') - (num(g, 'OtherTaxBase') * Number(text(g, 'VATRate'))) / 100)).toBeLessThan(1);
      }
      dpp += fig.dpp;
      ppn += fig.ppn;
    }
    const all = Array.from(doc.getElementsByTagName('GoodService'));
    expect(all.reduce((a, g) => a + num(g, 'OtherTaxBase'), 0)).toBe(dpp);
    expect(all.reduce((a, g) => a + num(g, 'VAT'), 0)).toBe(ppn);
  });

  it('the rupiah a per-line rounding loses goes to the line with the largest fraction', () => {
    // 1.1 % of 1,234,509 is 13,579.599 and of 765,409 is 8,419.499; of both 21,999.098: the first line gets 13,580
    const goods = children(child(byRef('INV/JKT/2611/00001')[0], 'ListOfGoodService'));
    expect(goods.map((g) => num(g, 'VAT'))).toEqual([13_580, 8_419]);
    expect(figuresOf(invoices[0]).ppn).toBe(21_999);
  });

  it('refuses a file whose figures would differ from the invoice’s stored DPP and PPN', () => {
    const fig = figuresOf(invoices[0]);
    expect(fakturProblems({ ...input, invoices: [{ ...invoices[0], expected: { dpp: fig.dpp, ppn: fig.ppn } }] })).toEqual([]);
    const wrong = { ...input, invoices: [{ ...invoices[0], expected: { dpp: fig.dpp, ppn: fig.ppn + 1 } }] };
    expect(() => coretaxFakturXml(wrong)).toThrow(CoretaxExportError);
    expect(fakturProblems(wrong)).toEqual([{ ref: 'INV/JKT/2611/00001', message: `Its lines give DPP ${fig.dpp} and PPN ${fig.ppn}; the invoice says DPP ${fig.dpp} and PPN ${fig.ppn + 1}` }]);
  });

  it('lists every problem at once, by invoice, and makes no file', () => {
    const bad: FakturFileInput = {
      seller: { npwp: '12.345', idtku: '123' },
      invoices: [
        { ...invoices[3], buyer: { name: 'Tanpa Identitas', address: 'Jakarta' } },
        { ...invoices[0], lines: [{ name: 'Nothing', qty: 0, price: 1.5 }] },
        { ...invoices[0] },
        { ...invoices[1], buyer: { ...invoices[1].buyer, nik: '123' }, date: '30/11/2026' },
      ],
    };
    const problems = fakturProblems(bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        { ref: 'seller', message: 'Our NPWP 12.345 is not 15 or 16 digits' },
        { ref: 'seller', message: 'Our ID TKU 123 is not 22 digits (the NPWP and a 6-digit place code)' },
        { ref: 'INV/SUB/2611/00004', message: 'The buyer has no NPWP, NIK, passport or other id: Coretax cannot name it on a faktur' },
        { ref: 'INV/JKT/2611/00001', message: 'Line 1: the quantity 0 is not a whole number above 0' },
        { ref: 'INV/JKT/2611/00001', message: 'Line 1: the price 1.5 is not whole rupiah' },
        { ref: 'INV/JKT/2611/00001', message: 'The invoice is in the file twice' },
        { ref: 'INV/JKT/2611/00002', message: "The buyer's NIK 123 is not 16 digits" },
        { ref: 'INV/JKT/2611/00002', message: 'The date 30/11/2026 is not YYYY-MM-DD' },
      ]),
    );
    expect(() => coretaxFakturCsv(bad)).toThrow(/problems: seller: Our NPWP 12\.345/);
  });
});

describe('Coretax faktur keluaran as CSV', () => {
  const csv = coretaxFakturCsv(input);
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });

  it('one row per line: the faktur’s number in the file, the seller TIN, the faktur’s fields, then the line’s', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(['Baris', 'TIN', ...TAX_INVOICE_ORDER.filter((f) => f !== 'ListOfGoodService'), ...GOOD_SERVICE_ORDER]);
    expect(parsed.data.map((r) => [r.Baris, r.RefDesc, r.TrxCode])).toEqual([
      ['1', 'INV/JKT/2611/00001', '05'],
      ['1', 'INV/JKT/2611/00001', '05'],
      ['2', 'INV/JKT/2611/00002', '04'],
      ['3', 'INV/SUB/2611/00003', '05'],
      ['4', 'INV/SUB/2611/00003', '04'],
      ['5', 'INV/SUB/2611/00004', '05'],
    ]);
    expect(new Set(parsed.data.map((r) => r.TIN))).toEqual(new Set(['0012345678012000']));
  });

  it('holds the XML’s values: the buyer as typed, the same amounts', () => {
    const doc = parse(coretaxFakturXml(input));
    const goods = Array.from(doc.getElementsByTagName('GoodService'));
    expect(parsed.data[0].BuyerName).toBe('PT A & B <Tbk>');
    expect(parsed.data[2].BuyerDocument).toBe('National ID');
    expect(parsed.data.map((r) => [r.TaxBase, r.OtherTaxBase, r.VATRate, r.VAT])).toEqual(goods.map((g) => [text(g, 'TaxBase'), text(g, 'OtherTaxBase'), text(g, 'VATRate'), text(g, 'VAT')]));
  });

  it('a name that looks like a formula does not run as one in a spreadsheet', () => {
    const risky = coretaxFakturCsv({ ...input, invoices: [{ ...invoices[3], buyer: { ...invoices[3].buyer, name: '=HYPERLINK("x")' } }] });
    expect(Papa.parse<Record<string, string>>(risky, { header: true }).data[0].BuyerName).toBe('\'=HYPERLINK("x")');
  });
});
