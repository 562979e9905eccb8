import { sql } from 'drizzle-orm';
import { coretaxFakturCsv, coretaxFakturXml, type FakturFileInput, type FakturInvoice, type FakturLine } from '@/lib/finance/coretax-faktur-xml';
import { CoretaxExportError, npwp16, type CoretaxProblem } from '@/lib/finance/coretax-xml';
import { bpuProblems, ebupotBpuXml, type BpuFileInput } from '@/lib/finance/ebupot-bpu-xml';
import type { FinanceSettings } from '@/lib/finance/settings';
import type { PpnBase, PpnRule } from '@/lib/finance/tax';
import { ReferenceCache } from '../../cache/reference-cache';
import { badRequest } from '../../errors';
import { financeSettings } from '../../finance/settings';
import { customerTerms } from '../../finance/tax-rules';
import type { ReportFile, ReportQueryContext } from '../types';
import { intList, rowsOf } from '../sql';
import { monthRange, purchaseBills, salesInvoices, type SalesInvoice } from './tax-documents';

/*
 * The tax reports' files for DJP Coretax, from the same documents as the tables:
 * - coretax-xml / coretax-csv (tax-sales): the faktur keluaran of the period's issued invoices to
 *   customers with an NPWP that have no tax invoice number yet — an invoice with one already has its
 *   faktur in Coretax (the number came from there), a second import would make a duplicate. Exempt
 *   invoices (no PPN) have no faktur. One line per service (price: its AWBs' amount subject to PPN).
 * - ebupot-xml (tax-purchase): a BPPU per posted bill that withheld PPh 23. The withholding date is the
 *   bill date: the bill's posting books the withholding on that date (VENDOR_PPH23 in the vendor's
 *   ledger, the payable is the total less it) and PPh 23 is owed when the cost is booked, if that comes
 *   before the payment — it does here, a bill is posted before it can be paid.
 * A file that cannot be made whole is refused (400) with every problem listed by document number.
 */

const XML = 'application/xml; charset=utf-8';
const CSV = 'text/csv; charset=utf-8';

/** The finance settings (read now, not cached), refused when our NPWP (System settings › Finance › Company tax id) is not one. */
async function settingsWithNpwp(q: ReportQueryContext): Promise<FinanceSettings> {
  const settings = await financeSettings(q.db, q.references ?? new ReferenceCache(0));
  const { company_npwp } = settings;
  if (!npwp16(company_npwp)) {
    throw badRequest(`The company's tax id (NPWP) ${company_npwp ? `${company_npwp} is not 15 or 16 digits` : 'is not set'}: enter it in System settings › Finance › Company tax id (NPWP).`, {
      company_npwp: ['15 or 16 digits'],
    });
  }
  return settings;
}

/** A builder's CoretaxExportError as a 400 naming every document (and what each lacks). */
function refusal(err: unknown, file: string): unknown {
  if (!(err instanceof CoretaxExportError)) return err;
  const errors: Record<string, string[]> = {};
  for (const p of err.problems) (errors[p.ref] ??= []).push(`${p.ref}: ${p.message}`);
  const refs = Object.keys(errors);
  const which = refs.length === 1 ? `${refs[0]} lacks what it needs` : `${refs.length} documents lack what it needs (${refs.join(', ')})`;
  return badRequest(`The ${file} was not made: ${which}. Correct ${refs.length === 1 ? 'it' : 'them'} and download it again.`, errors);
}

/** The file name's tail: the period, and the branch when one was chosen. */
async function fileTail(q: ReportQueryContext): Promise<string> {
  const month = String(q.params.month);
  if (typeof q.params.branch_id !== 'number') return month;
  const [b] = await rowsOf<{ code: string }>(q.db, sql`select code from branches where id = ${q.params.branch_id}`);
  return b ? `${month}-${b.code.replace(/[^A-Za-z0-9-]/g, '')}` : month;
}

/** The invoices' lines for a faktur: their AWBs' amount subject to PPN per service, each under its PPN rule. */
async function fakturInvoices(q: ReportQueryContext, invoices: SalesInvoice[], settings: FinanceSettings): Promise<FakturInvoice[]> {
  if (!invoices.length) return [];
  const lines = await rowsOf<{ document_id: number; service_id: number | null; service: string | null; awbs: number; taxable: string }>(
    q.db,
    sql`select l.document_id, l.service_id, v.code as service, count(*)::int as awbs, coalesce(sum(l.taxable), 0) as taxable
      from invoice_awbs l left join services v on v.id = l.service_id
      where l.document_id = any(${intList(invoices.map((i) => i.id))})
      group by l.document_id, l.service_id, v.code
      having coalesce(sum(l.taxable), 0) > 0
      order by l.document_id, v.code`,
  );
  const out: FakturInvoice[] = [];
  for (const inv of invoices) {
    const mine = lines.filter((l) => Number(l.document_id) === inv.id);
    // one rule for the whole invoice (as issued); a mixed invoice's rule per service, as its figures were worked out
    const single: PpnRule | null = inv.ppn_percent !== null ? { percent: inv.ppn_percent, base: inv.ppn_base as PpnBase } : null;
    const terms = single ? null : await customerTerms(q.db, inv.customer_id, inv.invoice_date, mine.map((l) => l.service_id).filter((s): s is number => s !== null), settings);
    const ruleOf = (serviceId: number | null): PpnRule => single ?? terms!.ruleOf(serviceId);
    const fakturLines: FakturLine[] = mine.map((l) => ({
      name: `Jasa pengiriman${l.service ? ` ${l.service}` : ''}, ${l.awbs} AWB`,
      qty: 1,
      price: Number(l.taxable),
      ...(single ? {} : { ppn: ruleOf(l.service_id) }),
    }));
    out.push({
      number: inv.number,
      date: inv.invoice_date,
      buyer: { name: inv.customer, address: inv.address ?? '', email: inv.email, npwp: inv.npwp },
      ppn: single ?? ruleOf(mine[0]?.service_id ?? null),
      lines: fakturLines,
      expected: { dpp: inv.dpp, ppn: inv.ppn },
    });
  }
  return out;
}

/** The faktur file's input: our NPWP and the period's invoices that need a faktur. */
async function fakturInput(q: ReportQueryContext): Promise<FakturFileInput> {
  const settings = await settingsWithNpwp(q);
  const { from, to } = monthRange(q.params.month);
  const all = await salesInvoices(q, from, to);
  const chosen = all.filter((i) => i.npwp && !i.tax_invoice_no && i.ppn > 0);
  if (!chosen.length) {
    throw badRequest(`No invoice of ${String(q.params.month)} needs a faktur from this file: of ${all.length} issued, none is to a customer with an NPWP, subject to PPN and still without a tax invoice number.`);
  }
  return { seller: { npwp: settings.company_npwp }, invoices: await fakturInvoices(q, chosen, settings) };
}

async function fakturFile(q: ReportQueryContext, format: 'xml' | 'csv'): Promise<ReportFile> {
  const input = await fakturInput(q);
  let body: string;
  try {
    body = format === 'xml' ? coretaxFakturXml(input) : coretaxFakturCsv(input);
  } catch (err) {
    throw refusal(err, 'Coretax file');
  }
  return { filename: `coretax-faktur-keluaran-${await fileTail(q)}.${format}`, contentType: format === 'xml' ? XML : CSV, body };
}

export const coretaxFiles = {
  'coretax-xml': (q: ReportQueryContext) => fakturFile(q, 'xml'),
  'coretax-csv': (q: ReportQueryContext) => fakturFile(q, 'csv'),
};

/** Carriage by air or sea is PPh 15's, not PPh 23's: such a bill withholding PPh 23 is wrong, not for this file. */
const PPH15_KINDS = new Set(['AIRLINE', 'SHIPPING_LINE']);

/** The e-Bupot BPPU file of the period's PPh 23 withholdings (posted bills, withheld on the bill date). */
export async function ebupotFile(q: ReportQueryContext): Promise<ReportFile> {
  const { company_npwp } = await settingsWithNpwp(q);
  const { from, to } = monthRange(q.params.month);
  const bills = (await purchaseBills(q, from, to)).filter((b) => b.pph23 > 0);
  if (!bills.length) throw badRequest(`No posted bill of ${String(q.params.month)} withheld PPh 23: there is nothing for e-Bupot.`);
  const input: BpuFileInput = {
    withholder: { npwp: company_npwp },
    slips: bills.map((b) => ({
      ref: b.number,
      vendor: { name: b.vendor, npwp: b.npwp },
      taxBase: b.dpp,
      rate: b.pph23_percent ?? 0,
      withheld: b.pph23,
      documentNumber: b.vendor_invoice_no,
      documentDate: b.bill_date,
      withholdingDate: b.bill_date,
    })),
  };
  const problems: CoretaxProblem[] = [
    ...bpuProblems(input),
    ...bills.filter((b) => PPH15_KINDS.has(b.vendor_kind)).map((b) => ({ ref: b.number, message: `${b.vendor} carries by air or sea: that is PPh 15, not PPh 23 — correct the bill` })),
  ];
  let body: string;
  try {
    if (problems.length) throw new CoretaxExportError(problems);
    body = ebupotBpuXml(input);
  } catch (err) {
    throw refusal(err, 'e-Bupot file');
  }
  return { filename: `ebupot-bppu-${await fileTail(q)}.xml`, contentType: XML, body };
}
