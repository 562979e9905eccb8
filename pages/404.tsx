import Link from 'next/link';
import type { AppPage } from '@/types/page';

const NotFound: AppPage = () => (
  <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
    <p className="text-5xl font-bold text-slate-300">404</p>
    <h1 className="text-xl font-semibold text-slate-800">Page not found</h1>
    <p className="text-sm text-slate-500">The page you are looking for does not exist or has moved.</p>
    <Link href="/" className="rounded-md bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700">
      Back to home
    </Link>
  </main>
);
NotFound.auth = false;

export default NotFound;
