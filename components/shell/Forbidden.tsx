import Link from 'next/link';
import { Icon } from './icons';

export const FORBIDDEN_TITLE = 'You do not have access to this page';

/** Spec §4: shown inside the shell, instead of a page the user's permissions do not include. */
export function Forbidden() {
  return (
    <section
      data-testid="forbidden"
      className="mx-auto mt-8 flex max-w-lg flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <Icon name="lock" className="h-7 w-7" />
      </span>
      <p className="text-4xl font-bold text-slate-300">403</p>
      <h1 className="text-xl font-semibold text-slate-800">{FORBIDDEN_TITLE}</h1>
      <p className="text-sm text-slate-500">Your role does not include this screen. Ask an administrator if you need it.</p>
      <Link href="/" className="mt-2 rounded-md bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700">
        Back to home
      </Link>
    </section>
  );
}
