import { INVOICE, VENDOR_INVOICE } from '../documents/screens';
import { defineReport, type DrillDefinition, type ReportDefinition, type ReportParam } from './define-report';
import { bookedAwbsDrill, branchParam, reportRoute } from './common';

/*
 * Tax: the month's PPN output (our invoices, each a faktur, and the counters' cash sales, reported in
 * total) and PPN input (vendor bills with their faktur), the PPh 23 we withheld from vendors, and the
 * files DJP Coretax imports for them (lib/finance/coretax-faktur-xml.ts, ebupot-bpu-xml.ts).
 */

/** A tax period is a calendar month. */
const monthParam = {
  month: { type: 'month', label: 'Tax period', default: 'previous-month', required: true },
} as const satisfies Record<string, ReportParam>;

/** The groups of the sales report (the `kind` column's values). */
export const TAX_SALES_KINDS = { invoices: 'Invoices (faktur)', cash: 'Cash sales (retail)' } as const;

/** Our issued invoices behind a figure: one, or a customer's in the period; each opens in the invoice list. */
const invoicesDrill: DrillDefinition = {
  label: 'Invoices',
  keys: { number: 'text', customer_id: 'int' },
  columns: [
    { key: 'number', label: 'Invoice', format: 'text', priority: 'always' },
    { key: 'invoice_date', label: 'Date', format: 'date', priority: 'always' },
    { key: 'branch', label: 'Branch', format: 'text', priority: 'md' },
    { key: 'customer', label: 'Customer', format: 'text', priority: 'md' },
    { key: 'tax_invoice_no', label: 'Tax invoice no.', format: 'text', priority: 'lg' },
    { key: 'awb_count', label: 'AWBs', format: 'int', priority: 'lg' },
    { key: 'dpp', label: 'DPP', format: 'money', priority: 'always' },
    { key: 'ppn', label: 'PPN', format: 'money', priority: 'always' },
    { key: 'total', label: 'Total', format: 'money', priority: 'md' },
    { key: 'status', label: 'Status', format: 'text', priority: 'lg' },
  ],
  open: { route: INVOICE.list, query: { number: '@number' } },
};

export const taxSalesReport = defineReport({
  name: 'tax-sales',
  title: 'Tax: sales (PPN output)',
  description: 'The month’s PPN output: each issued invoice (its faktur) and the counters’ cash sales per day and branch; Coretax’s import file of the invoices.',
  route: reportRoute('tax-sales'),
  params: { ...monthParam, ...branchParam },
  columns: [
    { key: 'kind', label: 'Kind', format: 'text', priority: 'always' },
    { key: 'date', label: 'Date', format: 'date', priority: 'always' },
    { key: 'branch', label: 'Branch', format: 'text', priority: 'md' },
    { key: 'number', label: 'Invoice', format: 'text', priority: 'always', drill: { to: 'invoices', keys: { number: '@number' } } },
    { key: 'customer', label: 'Customer', format: 'text', priority: 'md', drill: { to: 'invoices', keys: { customer_id: '@customer_id' } } },
    { key: 'npwp', label: 'NPWP', format: 'text', priority: 'lg' },
    { key: 'tax_invoice_no', label: 'Tax invoice no.', format: 'text', priority: 'md', help: 'The faktur’s number, once Coretax gave it.' },
    {
      key: 'awbs',
      label: 'AWBs',
      format: 'int',
      total: 'sum',
      priority: 'lg',
      drill: { to: 'awbs', keys: { date_from: '@cash_day', date_to: '@cash_day', branch_id: '@branch_id', payment_type: 'CASH' } },
    },
    { key: 'amount', label: 'Before PPN', format: 'money', total: 'sum', priority: 'lg', help: 'Charges before PPN, insurance and other untaxed costs included.' },
    { key: 'dpp', label: 'DPP', format: 'money', total: 'sum', priority: 'always', help: 'The tax base.' },
    { key: 'ppn', label: 'PPN', format: 'money', total: 'sum', priority: 'always' },
    { key: 'total', label: 'Total', format: 'money', total: 'sum', priority: 'md', help: 'With PPN (and an invoice’s stamp duty).' },
    { key: 'branch_id', label: 'Branch id', format: 'int', hidden: true },
    { key: 'customer_id', label: 'Customer id', format: 'int', hidden: true },
    { key: 'cash_day', label: 'Cash day', format: 'date', hidden: true },
  ],
  groupBy: 'kind',
  drills: { invoices: invoicesDrill, awbs: { ...bookedAwbsDrill, label: 'Cash AWBs' } },
  files: { 'coretax-xml': 'Coretax XML', 'coretax-csv': 'Coretax CSV' },
  source: 'documents',
  freshness:
    'Invoices as issued (exact, to the last one issued); cash sales from the daily shipment rollup kept in each save’s transaction — their DPP is the amount before PPN less insurance (untaxed surcharges are not kept apart there).',
  branchScoped: true,
});

/** Posted vendor bills behind a figure: one, or a vendor's in the period; each opens in the vendor invoice list. */
const billsDrill: DrillDefinition = {
  label: 'Vendor invoices',
  keys: { number: 'text', vendor_id: 'int' },
  columns: [
    { key: 'number', label: 'Bill', format: 'text', priority: 'always' },
    { key: 'bill_date', label: 'Date', format: 'date', priority: 'always' },
    { key: 'branch', label: 'Branch', format: 'text', priority: 'md' },
    { key: 'vendor', label: 'Vendor', format: 'text', priority: 'md' },
    { key: 'vendor_invoice_no', label: 'Vendor’s invoice no.', format: 'text', priority: 'lg' },
    { key: 'tax_invoice_no', label: 'Tax invoice no.', format: 'text', priority: 'lg' },
    { key: 'dpp', label: 'DPP', format: 'money', priority: 'always' },
    { key: 'ppn', label: 'PPN', format: 'money', priority: 'always' },
    { key: 'pph23', label: 'PPh 23', format: 'money', priority: 'md' },
    { key: 'status', label: 'Status', format: 'text', priority: 'lg' },
  ],
  open: { route: VENDOR_INVOICE.list, query: { number: '@number' } },
};

export const taxPurchaseReport = defineReport({
  name: 'tax-purchase',
  title: 'Tax: purchases (PPN input, PPh 23)',
  description: 'The month’s posted vendor bills: the PPN input their faktur lets us credit, and the PPh 23 we withheld; e-Bupot’s import file of the withholdings.',
  route: reportRoute('tax-purchase'),
  params: { ...monthParam, ...branchParam, vendor_id: { type: 'ref', label: 'Vendor', resource: 'vendor' } },
  columns: [
    { key: 'date', label: 'Bill date', format: 'date', priority: 'always' },
    { key: 'number', label: 'Bill', format: 'text', priority: 'always', drill: { to: 'bills', keys: { number: '@number' } } },
    { key: 'branch', label: 'Branch', format: 'text', priority: 'lg' },
    { key: 'vendor', label: 'Vendor', format: 'text', priority: 'always', drill: { to: 'bills', keys: { vendor_id: '@vendor_id' } } },
    { key: 'npwp', label: 'NPWP', format: 'text', priority: 'lg' },
    { key: 'vendor_invoice_no', label: 'Vendor’s invoice no.', format: 'text', priority: 'md' },
    { key: 'tax_invoice_no', label: 'Tax invoice no.', format: 'text', priority: 'md', help: 'The vendor’s faktur: without it the PPN cannot be credited.' },
    { key: 'dpp', label: 'DPP', format: 'money', total: 'sum', priority: 'always', help: 'Billed before PPN.' },
    { key: 'ppn', label: 'PPN', format: 'money', total: 'sum', priority: 'always' },
    { key: 'ppn_creditable', label: 'PPN creditable', format: 'money', total: 'sum', priority: 'md', help: 'The PPN of bills with a tax invoice number.' },
    { key: 'total', label: 'Total', format: 'money', total: 'sum', priority: 'lg' },
    { key: 'pph23_percent', label: 'PPh 23 rate', format: 'percent', priority: 'xl' },
    { key: 'pph23', label: 'PPh 23 withheld', format: 'money', total: 'sum', priority: 'always' },
    { key: 'payable', label: 'Payable', format: 'money', total: 'sum', priority: 'lg', help: 'The total less the PPh 23 withheld.' },
    { key: 'branch_id', label: 'Branch id', format: 'int', hidden: true },
    { key: 'vendor_id', label: 'Vendor id', format: 'int', hidden: true },
  ],
  drills: { bills: billsDrill },
  files: { 'ebupot-xml': 'e-Bupot XML (PPh 23)' },
  source: 'documents',
  freshness: 'Exact: the posted vendor bills themselves. PPh 23 is withheld on the bill date (when the bill is posted, the cost is owed and the withholding is booked).',
  branchScoped: true,
});

export const TAX_REPORTS: readonly ReportDefinition[] = [taxSalesReport, taxPurchaseReport] as unknown as ReportDefinition[];
