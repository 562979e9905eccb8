/** The classes of a text input (and of what looks like one), red when invalid. */
export function inputClass(invalid: boolean, extra = '') {
  const ring = invalid
    ? 'border-red-400 focus:border-red-500 focus:ring-red-500'
    : 'border-slate-300 focus:border-slate-500 focus:ring-slate-500';
  return `block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-800 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-1 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ${ring} ${extra}`;
}
