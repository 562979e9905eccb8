import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/** Back one page in the tab's history; a tab opened right on this page has none, so it goes home. */
export function goBack(router: { push: (url: string) => unknown }): void {
  if (window.history.length > 1) window.history.back();
  else void router.push('/');
}

/** The two ways out of a 403 or 404: the previous page and home. */
export function WayBack() {
  const router = useRouter();
  return (
    <div className="mt-2 flex flex-wrap justify-center gap-2">
      <button
        type="button"
        onClick={() => goBack(router)}
        className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        Go back
      </button>
      <Link href="/" className="rounded-md bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700">
        Back to home
      </Link>
    </div>
  );
}

interface Props {
  testId: string;
  code: number;
  icon: IconName;
  tone: string;
  title: string;
  children: ReactNode;
}

/** A 403 or 404 in the page area: the code, a title, a sentence, and the way back. */
export function StatusPanel({ testId, code, icon, tone, title, children }: Props) {
  return (
    <section
      data-testid={testId}
      className="mx-auto mt-8 flex max-w-lg flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <span className={`flex h-14 w-14 items-center justify-center rounded-full ${tone}`}>
        <Icon name={icon} className="h-7 w-7" />
      </span>
      <p className="text-4xl font-bold text-slate-300">{code}</p>
      <h1 className="text-xl font-semibold text-slate-800">{title}</h1>
      <p className="text-sm text-slate-500">{children}</p>
      <WayBack />
    </section>
  );
}
