import { INACTIVE_MESSAGE_TITLE } from './messages';
import { useLogout } from '@/hooks/use-logout';

/** Spec §2/§4: replaces the whole app while the signed-in user's record is 'TIDAK AKTIF'. */
export function InactiveAccount({ userCode }: { userCode: string | null | undefined }) {
  const backToLogin = useLogout(userCode);
  return (
    <main
      data-testid="inactive-screen"
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center"
    >
      <h1 className="text-2xl font-semibold text-slate-800">{INACTIVE_MESSAGE_TITLE}</h1>
      <button
        type="button"
        onClick={() => void backToLogin()}
        className="rounded-md bg-slate-800 px-5 py-2 text-sm font-medium text-white hover:bg-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500"
      >
        Kembali ke Login
      </button>
    </main>
  );
}
