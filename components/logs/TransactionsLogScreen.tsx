import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/data/Button';
import { DataTable } from '@/components/data/DataTable';
import { FilterInput } from '@/components/data/FilterInput';
import { FilterSelect } from '@/components/data/FilterSelect';
import { PageHeader } from '@/components/data/PageHeader';
import { SearchInput } from '@/components/data/SearchInput';
import { useUrlListState } from '@/components/data/use-url-list-state';
import { ExportButtons } from '@/components/resource/ExportButtons';
import { useLogActors, useLogEntities, useTransactionLog } from '@/hooks/logs/use-logs';
import { logKindLabel, TRANSACTION_ACTIONS, type TransactionLogRow } from '@/lib/resources/log-kinds';
import { logActionLabel, logFieldLabel, recordName } from '@/lib/resources/log-words';
import { formatLogTime, LOG_TIME_ZONE_LABEL } from '@/lib/rules/log-time';
import { changedFields } from '@/lib/rules/record-diff';
import { TRANSACTION_LOG } from '@/services/logs';
import { CappedTotalNote } from './CappedTotalNote';
import { EMPTY_VALUE } from './ChangeDiff';
import { DateRangeFilter } from './DateRangeFilter';
import { FilterErrors } from './FilterErrors';
import { TransactionLogDetail } from './TransactionLogDetail';
import { UserCell } from './UserCell';

const FILTER_KEYS = ['from', 'to', 'actor', 'entity', 'entity_id', 'action'] as const;

const ACTION_OPTIONS = TRANSACTION_ACTIONS.map((a) => ({ value: a, label: logKindLabel(a) }));

/** What a change did, in a few words: the changed fields of an update, nothing for a create or delete. */
function changeSummary(row: TransactionLogRow): string {
  const fields = changedFields(row.before, row.after);
  return fields.length ? fields.map((f) => logFieldLabel(row.entity, f)).join(', ') : '';
}

/** /misc/logs/transactions: every change to any record, newest first. */
export function TransactionsLogScreen() {
  const list = useUrlListState({ filterKeys: FILTER_KEYS });
  const { filters } = list.state;
  const log = useTransactionLog(list.query, { enabled: list.ready });
  const actors = useLogActors();
  const entities = useLogEntities();
  const [selected, setSelected] = useState<TransactionLogRow | null>(null);

  const entityLabels = useMemo(() => new Map((entities.data ?? []).map((e) => [e.value, e.label])), [entities.data]);
  const entityLabel = useCallback((entity: string) => entityLabels.get(entity) ?? entity, [entityLabels]);

  const columns = useMemo<ColumnDef<TransactionLogRow, unknown>[]>(
    () => [
      {
        id: 'at',
        header: `Time (${LOG_TIME_ZONE_LABEL})`,
        meta: { priority: 'always' },
        cell: ({ row }) => <time dateTime={row.original.at} className="whitespace-nowrap tabular-nums">{formatLogTime(row.original.at)}</time>,
      },
      { id: 'actor', header: 'User', cell: ({ row }) => <UserCell code={row.original.actor} name={row.original.actor_name} /> },
      { id: 'action', header: 'Action', meta: { priority: 'always' }, cell: ({ row }) => <span className="whitespace-nowrap">{logActionLabel(row.original.entity, row.original.action)}</span> },
      { id: 'entity', header: 'Record type', meta: { priority: 'always' }, cell: ({ row }) => entityLabel(row.original.entity) },
      {
        // a document by its number, a row by its title (issue 22), never its internal id
        id: 'entity_id',
        header: 'Record',
        cell: ({ row }) => <span className="font-mono text-xs">{recordName(row.original) || EMPTY_VALUE}</span>,
      },
      {
        id: 'changes',
        header: 'Changed fields',
        meta: { priority: 'lg' },
        cell: ({ row }) => (
          <span className="line-clamp-2 max-w-xs text-xs text-slate-600">{changeSummary(row.original) || EMPTY_VALUE}</span>
        ),
      },
      {
        id: 'details',
        header: () => <span className="sr-only">Details</span>,
        meta: { className: 'w-px text-right', priority: 'always' },
        cell: ({ row }) => (
          <Button size="sm" onClick={() => setSelected(row.original)} aria-label={`Details of change ${row.original.id}`}>
            Details
          </Button>
        ),
      },
    ],
    [entityLabel],
  );

  const setFilter = (key: (typeof FILTER_KEYS)[number]) => (value: string | null) => list.setFilter(key, value);

  return (
    <section data-testid="transactions-log-screen">
      <PageHeader
        title="Transactions log"
        description="Every change to a record: who made it, when, and its values before and after."
        actions={<ExportButtons resource={TRANSACTION_LOG} query={list.query} />}
      />
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <DateRangeFilter from={filters.from} to={filters.to} onChange={(key, value) => list.setFilter(key, value)} />
        <FilterSelect label="User" value={filters.actor} options={actors.data ?? []} onChange={setFilter('actor')} param="actor" />
        <FilterSelect
          label="Record type"
          value={filters.entity}
          options={entities.data ?? []}
          onChange={setFilter('entity')}
          param="entity"
        />
        <FilterInput
          label="Record id"
          value={filters.entity_id}
          onChange={setFilter('entity_id')}
          param="entity_id"
          className="w-32"
        />
        <FilterSelect label="Action" value={filters.action} options={ACTION_OPTIONS} onChange={setFilter('action')} param="action" />
        <SearchInput
          value={list.state.search}
          onSearch={list.setSearch}
          label="Search in the values"
          placeholder="Search values"
          className="w-full sm:w-56"
        />
      </div>
      <FilterErrors error={log.error} />
      <DataTable<TransactionLogRow>
        label="Transactions log"
        columns={columns}
        rows={log.data?.data}
        total={log.data?.meta.total ?? 0}
        totalCapped={log.data?.meta.total_capped}
        list={list}
        getRowId={(r) => String(r.id)}
        isLoading={log.isPending}
        isFetching={log.isFetching}
        error={log.error}
        onRetry={() => void log.refetch()}
        emptyMessage="No changes match these filters"
        testId="transactions-log-table"
      />
      <CappedTotalNote capped={log.data?.meta.total_capped} total={log.data?.meta.total ?? 0} />
      <TransactionLogDetail row={selected} entityLabel={entityLabel} onClose={() => setSelected(null)} />
    </section>
  );
}
