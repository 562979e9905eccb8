import { getProviders, signIn } from 'next-auth/react';
import { useRouter } from 'next/router';
import { useEffect, useState, type FormEvent } from 'react';
import { safeCallbackPath } from '@/components/auth/callback-url';
import { SIGN_IN_ERROR_MESSAGES, signInErrorMessage } from '@/components/auth/messages';
import { useAppName } from '@/hooks/use-site-settings';
import type { AppPage } from '@/types/page';

const OIDC_PROVIDER_ID = 'oidc';

function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-slate-500 focus:outline-none focus:ring-1 focus:ring-slate-500';

const LoginPage: AppPage = () => {
  const router = useRouter();
  const appName = useAppName();
  const [userCode, setUserCode] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ssoAvailable, setSsoAvailable] = useState(false);

  useEffect(() => {
    let alive = true;
    getProviders()
      .then((providers) => alive && setSsoAvailable(Boolean(providers?.[OIDC_PROVIDER_ID])))
      .catch(() => alive && setSsoAvailable(false));
    return () => {
      alive = false;
    };
  }, []);

  const queryError = router.isReady ? signInErrorMessage(firstParam(router.query.error)) : null;
  const shownError = error ?? queryError;

  function target(): string {
    return safeCallbackPath(firstParam(router.query.callbackUrl), window.location.origin);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const res = await signIn('credentials', {
        redirect: false,
        user_code: userCode.trim(),
        password,
        callbackUrl: target(),
      });
      if (!res?.ok || res.error) {
        const code = res?.error;
        setError((code && (SIGN_IN_ERROR_MESSAGES[code] ?? code)) || 'Sign-in failed. Try again.');
        setSubmitting(false);
        return;
      }
      await router.push(target());
    } catch {
      setError('Cannot reach the server. Check your connection and try again.');
      setSubmitting(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow">
        <h1 className="text-center text-xl font-semibold text-slate-800" data-testid="app-name">
          {appName}
        </h1>
        <p className="mt-1 text-center text-sm text-slate-500">Sign in to continue</p>

        {shownError && (
          <div
            role="alert"
            data-testid="login-error"
            className="mt-6 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
          >
            {shownError}
          </div>
        )}
        {!shownError && router.isReady && firstParam(router.query.message) === 'password-changed' && (
          <div role="status" data-testid="login-message" className="mt-6 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            Your password was changed. Sign in with your new password.
          </div>
        )}

        <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
          <label className="block text-sm font-medium text-slate-700">
            User code
            <input
              name="user_code"
              autoComplete="username"
              autoFocus
              required
              value={userCode}
              onChange={(e) => setUserCode(e.target.value)}
              className={inputClass}
            />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            Password
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={inputClass}
            />
          </label>
          <button
            type="submit"
            disabled={submitting || !userCode.trim() || !password}
            className="w-full rounded-md bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {submitting ? 'Signing in…' : 'Sign in'}
          </button>
        </form>

        {ssoAvailable && (
          <>
            <div className="my-4 flex items-center gap-3 text-xs text-slate-400">
              <span className="h-px flex-1 bg-slate-200" />
              or
              <span className="h-px flex-1 bg-slate-200" />
            </div>
            <button
              type="button"
              data-testid="sso-button"
              onClick={() => void signIn(OIDC_PROVIDER_ID, { callbackUrl: target() })}
              className="w-full rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              Sign in with Single Sign-On
            </button>
          </>
        )}
      </div>
    </main>
  );
};
LoginPage.auth = false;

export default LoginPage;
