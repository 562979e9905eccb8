import Link from 'next/link';
import { useState } from 'react';
import { todayLocal } from '@/components/document/local-datetime';
import { useResourceList } from '@/hooks/resource/use-resource';
import { grantsAny } from '@/lib/rules/grants';
import { whole } from './dashboard-format';
import { worklistItems, type WorkItem } from './worklists';

/** One count of the worklist: what its list shows (the list API's total), opening that list. */
function WorkCard({ item }: { item: WorkItem }) {
  const list = useResourceList(item.doc, { ...item.query, limit: 1 });
  const total = list.data?.meta.total;
  const capped = list.data?.meta.total_capped;
  const figure = list.isPending ? (
    <span className="inline-block h-6 w-10 animate-pulse rounded bg-slate-100" aria-hidden="true" />
  ) : list.isError ? (
    <span className="text-sm font-normal text-red-600">not available</span>
  ) : (
    `${whole(total ?? 0)}${capped ? '+' : ''}`
  );
  const body = (
    <>
      <span className="block text-2xl font-semibold text-slate-900 tabular-nums" data-testid={`work-${item.key}-count`}>
        {figure}
      </span>
      <span className="block text-sm font-medium text-slate-700">{item.label}</span>
      {item.hint && <span className="block text-xs text-slate-500">{item.hint}</span>}
    </>
  );
  const waiting = (total ?? 0) > 0;
  const box = `block h-full rounded-lg border bg-white p-4 shadow-sm ${waiting ? 'border-slate-300' : 'border-slate-200'}`;
  return (
    <li data-testid="work-item" data-key={item.key}>
      {item.href ? (
        <Link href={item.href} className={`${box} transition hover:border-slate-400 hover:shadow`}>
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

/** What waits for the user today, among the screens they hold; nothing when they hold none of them. */
export function Worklist({ permissions }: { permissions: readonly string[] }) {
  // worked out once per visit: a page left open past midnight keeps its day
  const [items] = useState(() => worklistItems(todayLocal()));
  const mine = items.filter((i) => grantsAny(permissions, i.screens, 'read'));
  if (!mine.length) return null;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Waiting for you" data-testid="worklist">
      {mine.map((item) => (
        <WorkCard key={item.key} item={item} />
      ))}
    </ul>
  );
}
