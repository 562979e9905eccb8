import Head from 'next/head';
import { usePublicProviderName, usePublicTracking } from '@/hooks/use-tracking';
import { AWB_PATTERN } from '@/services/tracking';
import { PublicTrackingResult } from './PublicTrackingResult';
import { PublicTrackSearch } from './PublicTrackSearch';
import { invalidAwbText, publicErrorText, T, type PublicErrorText } from './public-texts';

function Problem({ text, onRetry }: { text: PublicErrorText; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200" data-testid="public-error">
      <p className="text-base font-semibold text-slate-900">{text.title}</p>
      <p className="mt-1 text-sm text-slate-600">{text.body}</p>
      <p lang="en" className="mt-2 text-xs text-slate-400">
        {text.en}
      </p>
      {text.retry && onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {T.retry}
        </button>
      )}
    </div>
  );
}

/**
 * The public tracking page (no sign-in, no shell), opened from the QR code on the AWB label: mobile
 * first. `awb` null is the search alone (/track); `undefined` while the router does not know it yet.
 */
export function PublicTrackingScreen({ awb }: { awb: string | null | undefined }) {
  const provider = usePublicProviderName();
  const valid = typeof awb === 'string' && AWB_PATTERN.test(awb);
  const query = usePublicTracking(valid ? awb : null);

  let body = null;
  if (typeof awb === 'string' && !valid) body = <Problem text={invalidAwbText} />;
  else if (valid && query.error) body = <Problem text={publicErrorText(query.error)} onRetry={() => void query.refetch()} />;
  else if (valid && query.data) body = <PublicTrackingResult view={query.data} />;
  else if (valid)
    body = (
      <p role="status" className="rounded-xl bg-white p-5 text-center text-sm text-slate-500 shadow-sm ring-1 ring-slate-200">
        {T.loading}
      </p>
    );

  return (
    <div className="flex min-h-screen flex-col bg-slate-100 text-slate-900" lang="id" data-testid="public-tracking">
      <Head>
        <title>{`${T.title}${valid ? ` ${awb}` : ''} · ${provider}`}</title>
      </Head>
      <header className="bg-sky-800 text-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <span className="truncate text-base font-bold tracking-wide" data-testid="public-provider">
            {provider}
          </span>
          <span className="shrink-0 text-sm text-sky-100">{T.title}</span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 space-y-4 px-4 py-5 sm:py-8">
        <div className={awb === null ? 'mx-auto max-w-xl space-y-3 pt-6 sm:pt-16' : 'space-y-3'}>
          <h1 className={`font-semibold text-slate-900 ${awb === null ? 'text-2xl sm:text-3xl' : 'text-xl'}`}>{T.title}</h1>
          {awb === null && <p className="text-sm text-slate-600">{T.intro}</p>}
          <div className={awb === null ? '' : 'max-w-xl'}>
            <PublicTrackSearch awb={awb ?? null} />
          </div>
        </div>
        <div aria-live="polite">{body}</div>
      </main>
      <footer className="py-4 text-center text-xs text-slate-500">{provider}</footer>
    </div>
  );
}
