import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '@/components/data/Button';
import { DataTable } from '@/components/data/DataTable';
import { FilterSelect } from '@/components/data/FilterSelect';
import { PageHeader } from '@/components/data/PageHeader';
import { useUrlListState } from '@/components/data/use-url-list-state';
import { ExportButtons } from '@/components/resource/ExportButtons';
import { useLogActors, useUserLog } from '@/hooks/logs/use-logs';
import { USER_LOG_KIND_OPTIONS, type UserLogRow } from '@/lib/resources/log-kinds';
import { formatLogTime, LOG_TIME_ZONE_LABEL } from '@/lib/rules/log-time';
import { USER_LOG } from '@/services/logs';
import { CappedTotalNote } from './CappedTotalNote';
import { EMPTY_VALUE } from './ChangeDiff';
import { DateRangeFilter } from './DateRangeFilter';
import { FilterErrors } from './FilterErrors';
import { UserCell } from './UserCell';
import { UserLogDetail } from './UserLogDetail';
import { UserLogKindBadge } from './UserLogKindBadge';

const FILTER_KEYS = ['from', 'to', 'user_code', 'actor', 'kind'] as const;

const columns: ColumnDef<UserLogRow, unknown>[] = [
  {
    id: 'at',
    header: `Time (${LOG_TIME_ZONE_LABEL})`,
    meta: { priority: 'always' },
    cell: ({ row }) => <time dateTime={row.original.at} className="whitespace-nowrap tabular-nums">{formatLogTime(row.original.at)}</time>,
  },
  { id: 'kind', header: 'Event', meta: { priority: 'always' }, cell: ({ row }) => <UserLogKindBadge row={row.original} /> },
  { id: 'user_code', header: 'User', meta: { priority: 'always' }, cell: ({ row }) => <UserCell code={row.original.user_code} name={row.original.user_name} /> },
  {
    id: 'actor',
    header: 'By',
    cell: ({ row }) =>
      row.original.actor && row.original.actor === row.original.user_code ? (
        <span className="text-xs text-slate-500">the user</span>
      ) : (
        <UserCell code={row.original.actor} name={row.original.actor_name} />
      ),
  },
  {
    id: 'ip',
    header: 'IP address',
    meta: { priority: 'lg' },
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.ip ?? EMPTY_VALUE}</span>,
  },
];

/** /misc/logs/users: sign-ins, sign-outs, refusals and password changes, with every change of a user record. */
export function UsersLogScreen() {
  const list = useUrlListState({ filterKeys: FILTER_KEYS });
  const { filters } = list.state;
  const log = useUserLog(list.query, { enabled: list.ready });
  const actors = useLogActors();
  const [selected, setSelected] = useState<UserLogRow | null>(null);

  const withDetails = useMemo<ColumnDef<UserLogRow, unknown>[]>(
    () => [
      ...columns,
      {
        id: 'details',
        header: () => <span className="sr-only">Details</span>,
        meta: { className: 'w-px text-right', priority: 'always' },
        cell: ({ row }) => (
          <Button size="sm" onClick={() => setSelected(row.original)} aria-label={`Details of ${row.original.key}`}>
            Details
          </Button>
        ),
      },
    ],
    [],
  );

  const setFilter = (key: (typeof FILTER_KEYS)[number]) => (value: string | null) => list.setFilter(key, value);

  return (
    <section data-testid="users-log-screen">
      <PageHeader
        title="Users log"
        description="Sign-ins, failed and refused sign-ins, sign-outs, password changes, and every change to a user."
        actions={<ExportButtons resource={USER_LOG} query={list.query} />}
      />
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <DateRangeFilter from={filters.from} to={filters.to} onChange={(key, value) => list.setFilter(key, value)} />
        <FilterSelect
          label="User"
          value={filters.user_code}
          options={actors.data ?? []}
          onChange={setFilter('user_code')}
          param="user_code"
        />
        <FilterSelect label="By" value={filters.actor} options={actors.data ?? []} onChange={setFilter('actor')} param="actor" />
        <FilterSelect label="Event" value={filters.kind} options={USER_LOG_KIND_OPTIONS} onChange={setFilter('kind')} param="kind" />
      </div>
      <FilterErrors error={log.error} />
      <DataTable<UserLogRow>
        label="Users log"
        columns={withDetails}
        rows={log.data?.data}
        total={log.data?.meta.total ?? 0}
        totalCapped={log.data?.meta.total_capped}
        list={list}
        getRowId={(r) => r.key}
        isLoading={log.isPending}
        isFetching={log.isFetching}
        error={log.error}
        onRetry={() => void log.refetch()}
        emptyMessage="No events match these filters"
        testId="users-log-table"
      />
      <CappedTotalNote capped={log.data?.meta.total_capped} total={log.data?.meta.total ?? 0} />
      <UserLogDetail row={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
