import { useQueries } from '@tanstack/react-query';
import Link from 'next/link';
import { useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { PageHeader } from '@/components/data/PageHeader';
import { resourceKeys } from '@/hooks/resource/query-keys';
import { useCheckImport, useCommitImport } from '@/hooks/resource/use-resource';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import {
  IMPORT_EXTENSIONS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importFields,
  importTemplateCsv,
  matchColumns,
  parseCsvHeader,
  referenceHint,
  type ColumnMatch,
} from '@/lib/resources/engine/import-format';
import { findResource } from '@/lib/resources/registry';
import { apiFieldErrors } from '@/services/api-errors';
import { importReportOf, listOptions, type ImportCheck, type ImportResult } from '@/services/resource/client';
import { apiErrorMessage } from '@/services/api-client';
import { saveFile } from '@/services/save-file';
import { EMPTY, formatValue, lowerNoun } from './format';

/** Bad lines shown in the table; the rest are counted. */
const ERROR_ROWS_SHOWN = 200;
/** Valid rows shown in the preview. */
const PREVIEW_ROWS = 10;

const grouped = new Intl.NumberFormat('en-US');
const count = (n: number, one: string, many = `${one}s`) => `${grouped.format(n)} ${n === 1 ? one : many}`;
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Why a chosen file cannot be sent, or null. */
function fileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'Choose a .csv or .xlsx file';
  if (file.size > IMPORT_MAX_BYTES) return `The file is ${megabytes(file.size)}: at most ${megabytes(IMPORT_MAX_BYTES)}`;
  if (file.size === 0) return 'The file is empty';
  return null;
}

/** The header line of a CSV, read from its first bytes (an XLSX is read by the server only). */
async function csvHeader(file: File): Promise<string[] | null> {
  if (!file.name.toLowerCase().endsWith('.csv')) return null;
  try {
    return parseCsvHeader(await file.slice(0, 64 * 1024).text());
  } catch {
    return null;
  }
}

interface Failure {
  message: string;
  details: string[];
}

const failureOf = (error: unknown): Failure => ({
  message: apiErrorMessage(error),
  details: Object.values(apiFieldErrors(error)).flat(),
});

export interface ResourceImportScreenProps {
  def: ResourceDefinition;
  /** The resource's list screen, linked once the rows are stored. */
  listHref: string;
}

/**
 * Bulk import of a registry resource: choose a CSV/XLSX file, check it (every line, nothing stored),
 * read the report, then import every row at once — offered only when no line has an error.
 */
export function ResourceImportScreen({ def, listHref }: ResourceImportScreenProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const canList = useHasAnyPermission([listHref], 'read');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [columns, setColumns] = useState<ReturnType<typeof matchColumns> | null>(null);
  // The report of the file as chosen now (cleared when another file is chosen).
  const [report, setReport] = useState<ImportCheck | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  // The file chosen now: a check still running for a file since replaced is not shown.
  const currentFile = useRef<File | null>(null);
  const check = useCheckImport(def);
  const commit = useCommitImport(def);
  const plural = lowerNoun(def.plural);

  function reset() {
    setReport(null);
    setFailure(null);
    setDone(null);
    check.reset();
    commit.reset();
  }

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const next = e.target.files?.[0] ?? null;
    reset();
    currentFile.current = next;
    setFile(next);
    setColumns(null);
    setProblem(next ? fileProblem(next) : null);
    if (!next) return;
    const header = await csvHeader(next);
    if (header && currentFile.current === next) setColumns(matchColumns(def, header));
  }

  function runCheck() {
    if (!file) return;
    setFailure(null);
    setReport(null);
    check.mutate(file, {
      onSuccess: (r) => {
        if (file === currentFile.current) setReport(r);
      },
      onError: (error) => setFailure(failureOf(error)),
    });
  }

  function runCommit() {
    if (!file) return;
    setFailure(null);
    commit.mutate(file, {
      onSuccess: (r) => setDone(r),
      onError: (error) => {
        // A line turned bad since the check (a row stored meanwhile): the fresh report says which.
        const fresh = importReportOf(error);
        setReport(fresh);
        setFailure(failureOf(error));
      },
    });
  }

  function another() {
    reset();
    currentFile.current = null;
    setFile(null);
    setColumns(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  const template = () => saveFile(new Blob([`\uFEFF${importTemplateCsv(def)}`], { type: 'text/csv;charset=utf-8' }), `${def.name}-import-template.csv`);

  const clean = report !== null && report.invalid === 0 && report.valid > 0;
  const commitBlocked = !report
    ? 'Check the file first'
    : report.invalid > 0
      ? `Fix the ${count(report.invalid, 'line')} with errors and check the file again`
      : report.valid === 0
        ? 'The file has no rows to import'
        : null;

  const listLink = canList ? (
    <Link href={listHref} className={buttonClass('secondary')} data-testid="import-list-link">
      Go to the list of {plural}
    </Link>
  ) : null;

  return (
    <section data-testid="resource-import" data-resource={def.name} className="space-y-5">
      <PageHeader
        title={`Import ${plural}`}
        description={`Add many ${plural} at once from a spreadsheet.`}
        actions={
          <Button onClick={template} data-testid="import-template" title="A CSV with the columns and one example row">
            Download template
          </Button>
        }
      />
      <ImportHelp def={def} />

      {done ? (
        <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-5 py-4" data-testid="import-summary">
          <p className="text-base font-semibold text-emerald-800">
            {count(done.imported, lowerNoun(def.label), plural)} imported
          </p>
          <p className="mt-1 text-sm text-slate-600">Every row of {file?.name ?? 'the file'} was stored.</p>
          <div className="mt-4 flex flex-wrap gap-2">
            {listLink}
            <Button onClick={another} data-testid="import-another">
              Import another file
            </Button>
          </div>
        </div>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white px-5 py-4 shadow-sm">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            File (.csv or .xlsx, at most {megabytes(IMPORT_MAX_BYTES)})
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => void choose(e)}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            data-testid="import-file"
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-700 hover:file:bg-slate-50"
          />
          {problem && (
            <p id={`${inputId}-problem`} role="alert" className="mt-1 text-xs text-red-600">
              {problem}
            </p>
          )}
          {columns && <ColumnsFound def={def} columns={columns.columns} missing={columns.missing} />}
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <Button
              onClick={runCheck}
              disabled={!file || Boolean(problem) || commit.isPending}
              pending={check.isPending}
              pendingLabel="Checking…"
              data-testid="import-check"
            >
              Check file
            </Button>
            <Button
              variant="primary"
              onClick={runCommit}
              disabledReason={check.isPending ? null : commitBlocked}
              disabled={check.isPending}
              pending={commit.isPending}
              pendingLabel="Importing…"
              data-testid="import-commit"
            >
              {report && clean ? `Import ${count(report.valid, 'row')}` : 'Import'}
            </Button>
          </div>
          {failure && (
            <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="import-failure">
              <p>{failure.message}</p>
              {failure.details.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {failure.details.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}

      {report && !done && <ImportReport def={def} report={report} />}
    </section>
  );
}

function ImportHelp({ def }: { def: ResourceDefinition }) {
  const fields = importFields(def);
  const required = fields.filter(([, f]) => f.required).map(([, f]) => f.label);
  const refs = fields.filter(([, f]) => f.type === 'ref').map(([, f]) => ({ label: f.label, hint: referenceHint(f) }));
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600" data-testid="import-help" open>
      <summary className="cursor-pointer font-medium text-slate-700">How the file is read</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          The first row names the columns: a field&apos;s label or key, in any order (the template has them all). Required:{' '}
          {required.join(', ') || 'none'}.
        </li>
        {refs.length > 0 && (
          <li>
            References are written as the code of the row they point to, not its name:
            <ul className="mt-1 list-[circle] pl-5">
              {refs.map((r) => (
                <li key={r.label}>
                  <strong className="font-medium text-slate-700">{r.label}</strong>: {r.hint}
                </li>
              ))}
            </ul>
          </li>
        )}
        <li>Dates as YYYY-MM-DD, numbers without thousands separators (15000), yes/no for a tick.</li>
        <li>
          Every line is checked first and nothing is stored until no line has an error; then all {lowerNoun(def.plural)} are stored at once. At most{' '}
          {grouped.format(IMPORT_MAX_ROWS)} rows per file.
        </li>
      </ul>
    </details>
  );
}

function ColumnsFound({ def, columns, missing }: { def: ResourceDefinition; columns: ColumnMatch[]; missing: string[] }) {
  const unknown = columns.filter((c) => !c.field);
  return (
    <div className="mt-3 text-sm" data-testid="import-columns">
      <p className="text-slate-600">
        Columns recognised:{' '}
        {columns.filter((c) => c.field).length ? (
          columns
            .filter((c) => c.field)
            .map((c) => def.fields[c.field!].label)
            .join(', ')
        ) : (
          <span className="text-slate-400">none</span>
        )}
      </p>
      {unknown.length > 0 && (
        <p className="text-red-600" data-testid="import-columns-unknown">
          Not a field of {lowerNoun(def.plural)}: {unknown.map((c) => c.header).join(', ')}
        </p>
      )}
      {missing.length > 0 && (
        <p className="text-red-600" data-testid="import-columns-missing">
          Required but missing: {missing.map((k) => def.fields[k].label).join(', ')}
        </p>
      )}
    </div>
  );
}

function Tile({ label, value, tone = 'plain', testId }: { label: string; value: number; tone?: 'plain' | 'good' | 'bad'; testId: string }) {
  const colour = tone === 'good' ? 'text-emerald-700' : tone === 'bad' ? 'text-red-600' : 'text-slate-800';
  return (
    <div className="rounded-md border border-slate-200 bg-white px-4 py-3" data-testid={testId}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold ${colour}`}>{grouped.format(value)}</dd>
    </div>
  );
}

function ImportReport({ def, report }: { def: ResourceDefinition; report: ImportCheck }) {
  const shown = report.errors.slice(0, ERROR_ROWS_SHOWN);
  const more = report.invalid - shown.length;
  const fieldLabel = (key: string) => def.fields[key]?.label ?? (key === '_' ? 'Row' : key);
  return (
    <div className="space-y-5" data-testid="import-report">
      <p role="status" className="sr-only">
        {`Checked ${count(report.total, 'row')}: ${grouped.format(report.valid)} valid, ${grouped.format(report.invalid)} with errors.`}
      </p>
      <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
        <Tile label="Rows" value={report.total} testId="import-total" />
        <Tile label="Valid" value={report.valid} tone={report.valid ? 'good' : 'plain'} testId="import-valid" />
        <Tile label="With errors" value={report.invalid} tone={report.invalid ? 'bad' : 'plain'} testId="import-invalid" />
      </dl>

      {report.invalid > 0 && (
        <Block title="Lines with errors" note="Line numbers count the header as line 1, as a spreadsheet shows them.">
          <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="import-errors">
            <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="w-20 px-3 py-2">Line</th>
                <th scope="col" className="px-3 py-2">Field</th>
                <th scope="col" className="px-3 py-2">Problem</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.flatMap((e) =>
                Object.entries(e.errors).map(([key, reasons]) => (
                  <tr key={`${e.line}-${key}`} data-testid="import-error-row" data-line={e.line} data-field={key}>
                    <td className="px-3 py-2 font-mono text-xs text-slate-700">{e.line}</td>
                    <td className="px-3 py-2 text-slate-700">{fieldLabel(key)}</td>
                    <td className="px-3 py-2 text-red-700">{reasons.join('; ')}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
          {more > 0 && (
            <p className="px-3 py-2 text-sm text-slate-500" data-testid="import-errors-more">
              …and {count(more, 'more line')} with errors.
            </p>
          )}
        </Block>
      )}

      {report.sample.length > 0 && (
        <Block
          title={`Preview: the first ${Math.min(PREVIEW_ROWS, report.sample.length)} valid rows`}
          note={report.invalid ? 'These rows are fine; nothing is imported until every line is.' : 'As they will be stored.'}
        >
          <Preview def={def} rows={report.sample.slice(0, PREVIEW_ROWS)} />
        </Block>
      )}
    </div>
  );
}

function Block({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-800">{title}</h2>
        {note && <p className="mt-0.5 text-xs text-slate-500">{note}</p>}
      </div>
      <div className="overflow-x-auto">{children}</div>
    </div>
  );
}

/** The sample rows as stored: references by their label (looked up by id, one request per field). */
function Preview({ def, rows }: { def: ResourceDefinition; rows: Record<string, unknown>[] }) {
  const fields = importFields(def);
  const lookups = useMemo(
    () =>
      fields.flatMap(([key, f]) => {
        const target = f.type === 'ref' ? findResource(f.resource) : undefined;
        if (!target) return [];
        const ids = [...new Set(rows.map((r) => r[key]).filter((v): v is number => typeof v === 'number'))].sort((a, b) => a - b);
        return ids.length ? [{ key, target, ids }] : [];
      }),
    [fields, rows],
  );
  const labels = useQueries({
    queries: lookups.map(({ target, ids }) => ({
      queryKey: resourceKeys.options(target, { ids }),
      queryFn: () => listOptions(target, { ids }),
      staleTime: 60_000,
    })),
  });
  const label = (key: string, id: unknown) => {
    const i = lookups.findIndex((l) => l.key === key);
    return labels[i]?.data?.find((o) => o.id === id)?.label;
  };
  return (
    <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="import-preview">
      <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide whitespace-nowrap text-slate-500 uppercase">
        <tr>
          {fields.map(([key, f]) => (
            <th key={key} scope="col" className="px-3 py-2">
              {f.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row, i) => (
          <tr key={i} data-testid="import-preview-row">
            {fields.map(([key, f]) => {
              const text = formatValue(f, row[key], f.type === 'ref' ? label(key, row[key]) : undefined);
              return (
                <td key={key} className={`px-3 py-2 whitespace-nowrap ${text === EMPTY ? 'text-slate-400' : 'text-slate-700'}`}>
                  {text}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
