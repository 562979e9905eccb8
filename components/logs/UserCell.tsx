import { EMPTY_VALUE } from './ChangeDiff';

/** A user code with the name under it (a deleted user has the code only). */
export function UserCell({ code, name }: { code: string | null; name: string | null }) {
  if (!code) return <span className="text-slate-400">{EMPTY_VALUE}</span>;
  return (
    <div className="min-w-[7rem]">
      <div className="font-mono text-xs text-slate-800">{code}</div>
      {name && <div className="text-xs text-slate-500">{name}</div>}
    </div>
  );
}
