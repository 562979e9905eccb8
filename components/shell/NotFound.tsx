import { StatusPanel } from './StatusPanel';

export const NOT_FOUND_TITLE = 'Page not found';

/** The 404 of pages/404.tsx: inside the shell for a signed-in user, on its own for anyone else. */
export function NotFound() {
  return (
    <StatusPanel testId="not-found" code={404} icon="search" tone="bg-slate-100 text-slate-500" title={NOT_FOUND_TITLE}>
      The page you are looking for does not exist or has moved.
    </StatusPanel>
  );
}
