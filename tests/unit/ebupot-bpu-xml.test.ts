// @vitest-environment jsdom
import { CoretaxExportError } from '@/lib/finance/coretax-xml';
import { bpuProblems, ebupotBpuXml, type BpuFileInput, type BpuSlip } from '@/lib/finance/ebupot-bpu-xml';
import { pph23Of } from '@/lib/finance/tax';

/*
 * The Coretax e-Bupot unifikasi file (BpuBulk) of the PPh 23 we withheld from vendors, read back as
 * XML: the template's elements in its order, SP2DNumber nil, the tax period of the withholding date,
 * every bill's base and rate as booked, escaping, and the refusals.
 */

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

// DJP's BPPU template order (BPPU Excel to XML v.3), written out here rather than read from the module.
const BPU_ORDER = [
  'TaxPeriodMonth', 'TaxPeriodYear', 'CounterpartTin', 'IDPlaceOfBusinessActivityOfIncomeRecipient', 'TaxCertificate', 'TaxObjectCode', 'TaxBase',
  'Rate', 'Document', 'DocumentNumber', 'DocumentDate', 'IDPlaceOfBusinessActivity', 'GovTreasurerOpt', 'SP2DNumber', 'WithholdingDate',
];

// the vendor invoice's own rule (lib/server/documents/vendor-invoice/add.ts): 2 %, or 4 % without NPWP
const booked = (amount: number, hasNpwp: boolean) => pph23Of(amount, { percent: 2, noTaxIdPercent: 4 }, hasNpwp);

const slips: BpuSlip[] = [
  {
    ref: 'VI/JKT/2611/00001',
    vendor: { name: 'PT Antar Cepat', npwp: '03.456.789.0-123.000' },
    taxBase: 12_345_678,
    rate: 2,
    withheld: booked(12_345_678, true),
    documentNumber: 'AC/INV/11/2026/0042',
    documentDate: '2026-11-28',
    withholdingDate: '2026-12-02',
  },
  {
    // no NPWP: its NIK, the higher rate
    ref: 'VI/JKT/2611/00002',
    vendor: { name: 'Kurir Pak Joko', nik: '3171012345678901' },
    taxBase: 2_500_000,
    rate: 4,
    withheld: booked(2_500_000, false),
    documentNumber: 'INV A&B <7>',
    documentDate: '2026-11-05',
    withholdingDate: '2026-11-20',
  },
  {
    // a freight forwarder billing from a branch
    ref: 'VI/SUB/2611/00003',
    vendor: { name: 'PT Forward Laut', npwp: '0345678901234567', idtku: '0345678901234567000003' },
    taxBase: 7_000_001,
    rate: 2,
    taxObjectCode: '24-104-40',
    document: 'TaxInvoice',
    documentNumber: '04002600000012345',
    documentDate: '2026-11-30',
    withholdingDate: '2026-11-30',
  },
];

const input: BpuFileInput = { withholder: { npwp: '01.234.567.8-012.000' }, slips };

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

describe('Coretax e-Bupot unifikasi XML (BpuBulk) for PPh 23 withheld from vendors', () => {
  const xml = ebupotBpuXml(input);
  const root = parse(xml).documentElement;
  const bpus = children(child(root, 'ListOfBpu'));

  it('is BpuBulk in no namespace with xsi, our TIN as 16 digits, then one Bpu per bill', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<BpuBulk ')).toBe(true);
    expect(root.tagName).toBe('BpuBulk');
    expect(root.namespaceURI).toBeNull();
    expect(root.getAttribute('xmlns:xsi')).toBe(XSI);
    expect(children(root).map((c) => c.tagName)).toEqual(['TIN', 'ListOfBpu']);
    expect(text(root, 'TIN')).toBe('0012345678012000');
    expect(bpus.map((b) => b.tagName)).toEqual(['Bpu', 'Bpu', 'Bpu']);
  });

  it('every Bpu has the template elements, once each, in the template order', () => {
    for (const b of bpus) expect(children(b).map((c) => c.tagName)).toEqual(BPU_ORDER);
  });

  it('a vendor with NPWP: its 16 digits and head office ID TKU, PPh 23 on expedition services (24-104-56), its commercial invoice, no facility', () => {
    const b = bpus[0];
    expect(BPU_ORDER.map((f) => text(b, f))).toEqual([
      '12',
      '2026',
      '0034567890123000',
      '0034567890123000000000',
      'N/A',
      '24-104-56',
      '12345678',
      '2',
      'CommercialInvoice',
      'AC/INV/11/2026/0042',
      '2026-11-28',
      '0012345678012000000000',
      'N/A',
      '',
      '2026-12-02',
    ]);
  });

  it('the tax period is the withholding date’s month, not the bill’s', () => {
    expect(bpus.map((b) => [text(b, 'TaxPeriodMonth'), text(b, 'TaxPeriodYear'), text(b, 'DocumentDate')])).toEqual([
      ['12', '2026', '2026-11-28'],
      ['11', '2026', '2026-11-05'],
      ['11', '2026', '2026-11-30'],
    ]);
  });

  it('SP2DNumber (a government treasurer’s) is nil, GovTreasurerOpt N/A', () => {
    for (const b of bpus) {
      const sp2d = child(b, 'SP2DNumber');
      expect(sp2d.getAttributeNS(XSI, 'nil')).toBe('true');
      expect(sp2d.textContent).toBe('');
      expect(text(b, 'GovTreasurerOpt')).toBe('N/A');
    }
  });

  it('a vendor without NPWP: its NIK and NIK + 000000, at the rate the bill withheld (4 %); the document number escaped', () => {
    const b = bpus[1];
    expect([text(b, 'CounterpartTin'), text(b, 'IDPlaceOfBusinessActivityOfIncomeRecipient'), text(b, 'Rate')]).toEqual(['3171012345678901', '3171012345678901000000', '4']);
    expect(xml).toContain('<DocumentNumber>INV A&amp;B &lt;7&gt;</DocumentNumber>');
    expect(text(b, 'DocumentNumber')).toBe('INV A&B <7>');
  });

  it('a freight forwarder: its own object code, its branch ID TKU, its tax invoice as the document', () => {
    const b = bpus[2];
    expect([text(b, 'TaxObjectCode'), text(b, 'IDPlaceOfBusinessActivityOfIncomeRecipient'), text(b, 'Document'), text(b, 'DocumentNumber')]).toEqual([
      '24-104-40',
      '0345678901234567000003',
      'TaxInvoice',
      '04002600000012345',
    ]);
  });

  it('every bill’s base and rate are as booked, so Coretax’s base × rate is the PPh 23 we withheld; the totals too', () => {
    slips.forEach((s, i) => {
      expect(Number(text(bpus[i], 'TaxBase'))).toBe(s.taxBase);
      expect(Number(text(bpus[i], 'Rate'))).toBe(s.rate);
      if (s.withheld !== undefined) expect(Math.floor((Number(text(bpus[i], 'TaxBase')) * Number(text(bpus[i], 'Rate'))) / 100)).toBe(s.withheld);
    });
    expect(bpus.reduce((a, b) => a + Number(text(b, 'TaxBase')), 0)).toBe(12_345_678 + 2_500_000 + 7_000_001);
  });

  it('lists every problem at once, by bill, and makes no file', () => {
    const bad: BpuFileInput = {
      withholder: { npwp: '' },
      slips: [
        { ...slips[0], vendor: { name: 'CV Tanpa NPWP' } },
        { ...slips[1], withheld: 50_000 },
        { ...slips[2], taxObjectCode: '24104', withholdingDate: '2026-13-01', taxBase: 0 },
      ],
    };
    expect(bpuProblems(bad)).toEqual([
      { ref: 'withholder', message: 'Our NPWP (empty) is not 15 or 16 digits' },
      { ref: 'VI/JKT/2611/00001', message: 'CV Tanpa NPWP has no NPWP or NIK: Coretax names every income recipient' },
      { ref: 'VI/JKT/2611/00002', message: '4 % of 2500000 is 100000: the bill withheld 50000' },
      { ref: 'VI/SUB/2611/00003', message: 'The tax base 0 is not whole rupiah above 0' },
      { ref: 'VI/SUB/2611/00003', message: 'The tax object code 24104 is not like 24-104-56' },
      { ref: 'VI/SUB/2611/00003', message: 'The withholding date 2026-13-01 is not YYYY-MM-DD' },
    ]);
    expect(() => ebupotBpuXml(bad)).toThrow(CoretaxExportError);
  });
});
